package com.outreach.application.service.account;

import com.outreach.application.port.in.account.LinkAccountCommand;
import com.outreach.application.port.in.account.LinkAccountUseCase;
import com.outreach.application.port.in.account.ListLinkedAccountsUseCase;
import com.outreach.application.port.in.account.UnlinkAccountUseCase;
import com.outreach.application.port.in.account.UpdateLinkedAccountCommand;
import com.outreach.application.port.in.account.UpdateLinkedAccountUseCase;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** Connect, list, change and remove the caller's LinkedIn accounts (D-28, D-43). */
public final class LinkedAccountService
    implements LinkAccountUseCase,
        ListLinkedAccountsUseCase,
        UnlinkAccountUseCase,
        UpdateLinkedAccountUseCase {
  private final LinkedAccountRepository accounts;
  private final TransactionRunner tx;
  private final Clock clock;
  private final SenderSettingsPolicy policy;
  private final MembershipSchedule engine;

  public LinkedAccountService(
      LinkedAccountRepository accounts,
      TransactionRunner tx,
      Clock clock,
      SenderSettingsPolicy policy,
      MembershipSchedule engine) {
    this.accounts = accounts;
    this.tx = tx;
    this.clock = clock;
    this.policy = policy;
    this.engine = engine;
  }

  @Override
  public LinkedAccount link(LinkAccountCommand c) {
    if (policy.providerAccountIdRequired() && c.providerAccountId() == null) {
      throw new DomainException(ErrorCode.PROVIDER_ACCOUNT_ID_REQUIRED);
    }
    SendingSchedule schedule =
        SendingSchedule.byDefault(c.timeZone()).changed(c.schedule(), policy.scheduleDefaults());
    // A duplicate email is refused by the repository itself (its unique key), race-free.
    LinkedAccount account =
        LinkedAccount.connect(
            c.owner(),
            c.email(),
            c.profileLink().canonical(),
            c.profile(),
            c.premium(),
            schedule,
            c.limits(),
            c.warmUp(),
            c.providerAccountId(),
            clock.instant());
    tx.inTransaction(
        () -> {
          accounts.add(account);
          // A new sender may start what waited for one (D-37: leads stay PENDING without a usable
          // sender).
          engine.wakeOwner(c.owner(), clock.instant());
        });
    return account;
  }

  @Override
  public List<LinkedAccount> linkedAccounts(UserId owner) {
    return accounts.listByOwner(owner);
  }

  @Override
  public LinkedAccount update(UpdateLinkedAccountCommand c) {
    UUID id = Uuids.parse(c.accountId()).orElseThrow(LinkedAccountService::notFound);
    return tx.inTransaction(
        () -> {
          LinkedAccount current =
              accounts.findForChange(c.owner(), id).orElseThrow(LinkedAccountService::notFound);
          LinkedAccount next = changed(current, c, clock.instant());
          accounts.update(next);
          // New limits, hours or an unpaused sender may let waiting leads go on (D-38, D-39, D-43).
          engine.wakeOwner(c.owner(), clock.instant());
          return next;
        });
  }

  private LinkedAccount changed(LinkedAccount a, UpdateLinkedAccountCommand c, Instant now) {
    String providerAccountId = c.providerAccountId().applyTo(a.providerAccountId());
    if (policy.providerAccountIdRequired()
        && c.providerAccountId().given()
        && providerAccountId == null) {
      throw new DomainException(ErrorCode.PROVIDER_ACCOUNT_ID_REQUIRED);
    }
    return new LinkedAccount(
        a.id(),
        a.owner(),
        a.email(),
        c.profileLink() == null ? a.profileLink() : c.profileLink().canonical(),
        c.profile().applyTo(a.profile()),
        c.premium() == null ? a.premium() : c.premium(),
        a.schedule().changed(c.schedule(), policy.scheduleDefaults()),
        a.valid(),
        a.invalidReason(),
        c.paused() == null ? a.paused() : c.paused(),
        a.createdAt(),
        c.limits().applyTo(a.limits()),
        c.warmUp() == null ? a.warmUp() : a.warmUp().switchedTo(c.warmUp(), now),
        providerAccountId);
  }

  @Override
  public void unlink(UserId owner, String linkedAccountId) {
    boolean removed =
        Uuids.parse(linkedAccountId).map(id -> accounts.remove(owner, id)).orElse(false);
    if (!removed) {
      throw notFound();
    }
  }

  private static DomainException notFound() {
    return new DomainException(ErrorCode.LINKED_ACCOUNT_NOT_FOUND);
  }
}
