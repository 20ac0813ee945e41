package com.outreach.application.service.account;

import com.outreach.application.port.out.SenderAccountRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.account.SenderAccount;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Instant;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * How every kind of sender account is connected, changed and removed: in one transaction with
 * waking the owner's waiting leads, since a new, changed or unpaused sender may let them go on
 * (D-37, D-38, D-39, D-43); an unknown or malformed id is the kind's {@code notFound}.
 */
final class SenderAccountChanges<A extends SenderAccount> {
  private final SenderAccountRepository<A> accounts;
  private final TransactionRunner tx;
  private final Clock clock;
  private final MembershipSchedule engine;
  private final ErrorCode notFound;

  SenderAccountChanges(
      SenderAccountRepository<A> accounts,
      TransactionRunner tx,
      Clock clock,
      MembershipSchedule engine,
      ErrorCode notFound) {
    this.accounts = accounts;
    this.tx = tx;
    this.clock = clock;
    this.engine = engine;
    this.notFound = notFound;
  }

  /** What a change makes of the stored account, at {@code now}. */
  interface Change<A> {
    A applyTo(A current, Instant now);
  }

  Instant now() {
    return clock.instant();
  }

  A add(A account) {
    // A duplicate email is refused by the repository itself (its unique key), race-free.
    tx.inTransaction(
        () -> {
          accounts.add(account);
          engine.wakeOwner(account.owner(), clock.instant());
        });
    return account;
  }

  /**
   * Applies {@code change} to the owner's account, locked; {@code afterUpdate} runs in the same
   * transaction, after the account is stored.
   */
  A update(UserId owner, String accountId, Change<A> change, Consumer<UUID> afterUpdate) {
    UUID id = Uuids.parse(accountId).orElseThrow(this::notFound);
    return tx.inTransaction(
        () -> {
          A current = accounts.findForChange(owner, id).orElseThrow(this::notFound);
          A next = change.applyTo(current, clock.instant());
          accounts.update(next);
          afterUpdate.accept(id);
          engine.wakeOwner(owner, clock.instant());
          return next;
        });
  }

  void remove(UserId owner, String accountId) {
    boolean removed = Uuids.parse(accountId).map(id -> accounts.remove(owner, id)).orElse(false);
    if (!removed) {
      throw notFound();
    }
  }

  private DomainException notFound() {
    return new DomainException(notFound);
  }
}
