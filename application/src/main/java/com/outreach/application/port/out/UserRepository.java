package com.outreach.application.port.out;

import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import java.util.Optional;

/** Where users live. Emails are unique among users that are not cancelled (D-1, D-10). */
public interface UserRepository {
  Optional<User> findById(UserId id);

  /** The user holding this email, cancelled users excluded; compared case-insensitively. */
  Optional<User> findByEmail(EmailAddress email);

  /** The user holding this token, whatever its status; may be served from a cache (D-5). */
  Optional<User> findByApiKey(ApiKey key);

  /**
   * What {@link #findByApiKey} would answer, when this instance holds it in memory; empty when that
   * needs the database. Never blocks: a request thread that must not block asks this first.
   */
  Optional<User> findByApiKeyInMemory(ApiKey key);

  /**
   * True when this instance looked this token up lately and found no user (D-55 e): {@link
   * #findByApiKey} then answers empty without a query, and this answers without blocking. A user
   * added or changed here is never reported unknown.
   */
  boolean isUnknownApiKeyInMemory(ApiKey key);

  /** What {@link #findById} would answer, when this instance holds it in memory; never blocks. */
  Optional<User> findByIdInMemory(UserId id);

  /**
   * @throws com.outreach.domain.shared.DomainException {@code USER_ALREADY_REGISTERED} when a user
   *     that is not cancelled already holds the email, also when a concurrent request won the race
   */
  void add(User user);

  /** Stores every changed field; takes effect for token lookups on this instance at once. */
  void update(User user);
}
