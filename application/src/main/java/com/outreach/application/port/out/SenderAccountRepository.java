package com.outreach.application.port.out;

import com.outreach.domain.account.SenderAccount;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * A user's sender accounts of one kind (mailboxes, LinkedIn accounts); each email at most once per
 * user and kind.
 */
public interface SenderAccountRepository<A extends SenderAccount> {
  /**
   * Oldest first; may be served from a short-lived cache, invalidated by this instance's writes.
   */
  List<A> listByOwner(UserId owner);

  /**
   * What {@link #listByOwner} would answer, when this instance holds it in memory; never blocks.
   */
  Optional<List<A>> listByOwnerInMemory(UserId owner);

  /**
   * @throws com.outreach.domain.shared.DomainException the kind's "already exists" ({@code
   *     EMAIL_ACCOUNT_EXISTS}, {@code LINKED_ACCOUNT_EXISTS}) on a duplicate email
   */
  void add(A account);

  /**
   * The owner's account with that id, fresh from the store, locked against other changes until the
   * surrounding transaction ends; empty when the owner has none with that id (D-31).
   */
  Optional<A> findForChange(UserId owner, UUID id);

  /**
   * Stores every changed field of an account {@link #findForChange} returned (not its email, owner
   * or creation).
   */
  void update(A account);

  /**
   * @return false when the owner has no account of this kind with that id
   */
  boolean remove(UserId owner, UUID id);
}
