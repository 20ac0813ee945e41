package com.outreach.application.service.account;

import com.outreach.application.port.in.account.AddEmailAccountCommand;
import com.outreach.application.port.in.account.AddEmailAccountUseCase;
import com.outreach.application.port.in.account.ListEmailAccountsUseCase;
import com.outreach.application.port.in.account.RemoveEmailAccountUseCase;
import com.outreach.application.port.in.account.UpdateEmailAccountCommand;
import com.outreach.application.port.in.account.UpdateEmailAccountUseCase;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** Connect, list, change and remove the caller's mailboxes (D-28, D-43). */
public final class EmailAccountService
    implements AddEmailAccountUseCase,
        ListEmailAccountsUseCase,
        RemoveEmailAccountUseCase,
        UpdateEmailAccountUseCase {
  private final EmailAccountRepository accounts;
  private final TransactionRunner tx;
  private final Clock clock;
  private final SenderSettingsPolicy policy;
  private final MembershipSchedule engine;

  public EmailAccountService(
      EmailAccountRepository accounts,
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
  public EmailAccount add(AddEmailAccountCommand c) {
    SendingSchedule schedule =
        SendingSchedule.byDefault(c.timeZone()).changed(c.schedule(), policy.scheduleDefaults());
    // A duplicate email is refused by the repository itself (its unique key), race-free.
    EmailAccount account =
        EmailAccount.connect(
            c.owner(),
            c.email(),
            c.fullName(),
            c.type(),
            c.smtp(),
            c.imap(),
            c.dailyLimit(),
            c.warmUp(),
            schedule,
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
  public List<EmailAccount> emailAccounts(UserId owner) {
    return accounts.listByOwner(owner);
  }

  @Override
  public EmailAccount update(UpdateEmailAccountCommand c) {
    UUID id = Uuids.parse(c.accountId()).orElseThrow(EmailAccountService::notFound);
    return tx.inTransaction(
        () -> {
          EmailAccount current =
              accounts.findForChange(c.owner(), id).orElseThrow(EmailAccountService::notFound);
          EmailAccount next = changed(current, c, clock.instant());
          accounts.update(next);
          // The owner answered a refused login with new settings: try it again now, not when the
          // pause ends (a refusal again pauses it again, and says so).
          if (c.smtp().sent()) {
            accounts.endLoginPause(id, EmailAccountRepository.Login.SMTP);
          }
          if (c.imap().sent()) {
            accounts.endLoginPause(id, EmailAccountRepository.Login.IMAP);
          }
          // New limits, hours or an unpaused sender may let waiting leads go on (D-38, D-39, D-43).
          engine.wakeOwner(c.owner(), clock.instant());
          return next;
        });
  }

  private EmailAccount changed(EmailAccount a, UpdateEmailAccountCommand c, Instant now) {
    return new EmailAccount(
        a.id(),
        a.owner(),
        a.email(),
        c.fullName().applyTo(a.fullName()),
        c.type().applyTo(a.type()),
        c.smtp().applyTo(a.smtp()),
        c.dailyLimit() == null ? a.dailyLimit() : c.dailyLimit(),
        a.valid(),
        c.paused() == null ? a.paused() : c.paused(),
        a.createdAt(),
        c.warmUp() == null ? a.warmUp() : a.warmUp().switchedTo(c.warmUp(), now),
        a.schedule().changed(c.schedule(), policy.scheduleDefaults()),
        c.imap().applyTo(a.imap()));
  }

  @Override
  public void remove(UserId owner, String emailAccountId) {
    boolean removed =
        Uuids.parse(emailAccountId).map(id -> accounts.remove(owner, id)).orElse(false);
    if (!removed) {
      throw notFound();
    }
  }

  private static DomainException notFound() {
    return new DomainException(ErrorCode.EMAIL_ACCOUNT_NOT_FOUND);
  }
}
