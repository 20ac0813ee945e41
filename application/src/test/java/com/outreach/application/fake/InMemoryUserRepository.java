package com.outreach.application.fake;

import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import com.outreach.domain.user.UserStatus;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@link UserRepository} in a map. It keeps immutable snapshots and hands out fresh aggregates, as
 * the real adapter does, so a change to a found user is invisible until {@link #update}.
 */
public final class InMemoryUserRepository implements UserRepository {
  private final Map<UserId, User.Snapshot> users = new LinkedHashMap<>();
  private int updates;
  private boolean inMemory = true;
  private final java.util.Set<ApiKey> unknownKeys = new java.util.HashSet<>();
  private int apiKeyQueries;

  @Override
  public Optional<User> findById(UserId id) {
    return Optional.ofNullable(users.get(id)).map(User::rehydrate);
  }

  @Override
  public Optional<User> findByEmail(EmailAddress email) {
    return users.values().stream()
        .filter(s -> isLive(s) && s.email().sameAs(email))
        .findFirst()
        .map(User::rehydrate);
  }

  @Override
  public Optional<User> findByApiKey(ApiKey key) {
    if (unknownKeys.contains(key)) {
      return Optional.empty();
    }
    apiKeyQueries++;
    Optional<User> found =
        users.values().stream()
            .filter(s -> s.apiKey().equals(key))
            .findFirst()
            .map(User::rehydrate);
    if (found.isEmpty()) {
      unknownKeys.add(key);
    }
    return found;
  }

  @Override
  public boolean isUnknownApiKeyInMemory(ApiKey key) {
    return inMemory && unknownKeys.contains(key);
  }

  /** How many token lookups went past the memory of unknown tokens, as queries would. */
  public int apiKeyQueries() {
    return apiKeyQueries;
  }

  @Override
  public Optional<User> findByApiKeyInMemory(ApiKey key) {
    return inMemory ? findByApiKey(key) : Optional.empty();
  }

  @Override
  public Optional<User> findByIdInMemory(UserId id) {
    return inMemory ? findById(id) : Optional.empty();
  }

  /** Test helper: from now on the non-blocking lookups find nothing, as a cold cache would. */
  public void forgetWhatIsInMemory() {
    inMemory = false;
  }

  @Override
  public void add(User user) {
    User.Snapshot s = user.snapshot();
    if (users.containsKey(s.id())) {
      throw new IllegalStateException("user " + s.id() + " was added already");
    }
    if (isLive(s) && findByEmail(s.email()).isPresent()) {
      throw new DomainException(ErrorCode.USER_ALREADY_REGISTERED);
    }
    users.put(s.id(), s);
    unknownKeys.remove(s.apiKey());
  }

  @Override
  public void update(User user) {
    if (!users.containsKey(user.id())) {
      throw new IllegalStateException("user " + user.id() + " was never added");
    }
    users.put(user.id(), user.snapshot());
    unknownKeys.remove(user.apiKey());
    updates++;
  }

  /** Test helper: adds the user and returns it. */
  public User save(User user) {
    add(user);
    return user;
  }

  /** The stored state of a user, to assert on what changed and what did not. */
  public User.Snapshot stored(UserId id) {
    return Optional.ofNullable(users.get(id))
        .orElseThrow(() -> new AssertionError("no user " + id));
  }

  /** Every stored user, in the order they were added. */
  public List<User.Snapshot> all() {
    return List.copyOf(users.values());
  }

  /** How many times {@link #update} was called. */
  public int updateCount() {
    return updates;
  }

  private static boolean isLive(User.Snapshot s) {
    return s.status() != UserStatus.CANCELLED;
  }
}
