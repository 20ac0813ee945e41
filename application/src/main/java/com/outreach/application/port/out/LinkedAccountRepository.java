package com.outreach.application.port.out;

import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** A user's LinkedIn accounts; each email at most once per user. */
public interface LinkedAccountRepository {
  /**
   * Oldest first; may be served from a short-lived cache, invalidated by this instance's writes.
   */
  List<LinkedAccount> listByOwner(UserId owner);

  /**
   * What {@link #listByOwner} would answer, when this instance holds it in memory; never blocks.
   */
  Optional<List<LinkedAccount>> listByOwnerInMemory(UserId owner);

  /**
   * @throws com.outreach.domain.shared.DomainException {@code LINKED_ACCOUNT_EXISTS} on a duplicate
   *     email
   */
  void add(LinkedAccount account);

  /**
   * The owner's account with that id, fresh from the store, locked against other changes until the
   * surrounding transaction ends; empty when the owner has none with that id (D-31).
   */
  Optional<LinkedAccount> findForChange(UserId owner, UUID id);

  /**
   * Stores every changed field of an account {@link #findForChange} returned (not its email, owner
   * or creation).
   */
  void update(LinkedAccount account);

  /**
   * @return false when the owner has no account with that id
   */
  boolean remove(UserId owner, UUID id);
}
