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
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/** Connect, list, change and remove the caller's LinkedIn accounts (D-28, D-43). */
public final class LinkedAccountService
    implements LinkAccountUseCase,
        ListLinkedAccountsUseCase,
        UnlinkAccountUseCase,
        UpdateLinkedAccountUseCase {
  private final LinkedAccountRepository accounts;
  private final SenderSettingsPolicy policy;
  private final SenderAccountChanges<LinkedAccount> changes;

  public LinkedAccountService(
      LinkedAccountRepository accounts,
      TransactionRunner tx,
      Clock clock,
      SenderSettingsPolicy policy,
      MembershipSchedule engine) {
    this.accounts = accounts;
    this.policy = policy;
    this.changes =
        new SenderAccountChanges<>(accounts, tx, clock, engine, ErrorCode.LINKED_ACCOUNT_NOT_FOUND);
  }

  @Override
  public LinkedAccount link(LinkAccountCommand c) {
    if (policy.providerAccountIdRequired() && c.providerAccountId() == null) {
      throw new DomainException(ErrorCode.PROVIDER_ACCOUNT_ID_REQUIRED);
    }
    SendingSchedule schedule =
        SendingSchedule.byDefault(c.timeZone()).changed(c.schedule(), policy.scheduleDefaults());
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
            changes.now());
    return changes.add(account);
  }

  @Override
  public List<LinkedAccount> linkedAccounts(UserId owner) {
    return accounts.listByOwner(owner);
  }

  @Override
  public LinkedAccount update(UpdateLinkedAccountCommand c) {
    return changes.update(
        c.owner(), c.accountId(), (current, now) -> changed(current, c, now), id -> {});
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
    changes.remove(owner, linkedAccountId);
  }
}
