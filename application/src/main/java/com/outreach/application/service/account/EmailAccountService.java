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
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/** Connect, list, change and remove the caller's mailboxes (D-28, D-43). */
public final class EmailAccountService
    implements AddEmailAccountUseCase,
        ListEmailAccountsUseCase,
        RemoveEmailAccountUseCase,
        UpdateEmailAccountUseCase {
  private final EmailAccountRepository accounts;
  private final SenderSettingsPolicy policy;
  private final SenderAccountChanges<EmailAccount> changes;

  public EmailAccountService(
      EmailAccountRepository accounts,
      TransactionRunner tx,
      Clock clock,
      SenderSettingsPolicy policy,
      MembershipSchedule engine) {
    this.accounts = accounts;
    this.policy = policy;
    this.changes =
        new SenderAccountChanges<>(accounts, tx, clock, engine, ErrorCode.EMAIL_ACCOUNT_NOT_FOUND);
  }

  @Override
  public EmailAccount add(AddEmailAccountCommand c) {
    SendingSchedule schedule =
        SendingSchedule.byDefault(c.timeZone()).changed(c.schedule(), policy.scheduleDefaults());
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
            changes.now());
    return changes.add(account);
  }

  @Override
  public List<EmailAccount> emailAccounts(UserId owner) {
    return accounts.listByOwner(owner);
  }

  @Override
  public EmailAccount update(UpdateEmailAccountCommand c) {
    return changes.update(
        c.owner(),
        c.accountId(),
        (current, now) -> changed(current, c, now),
        id -> {
          // The owner answered a refused login with new settings: try it again now, not when the
          // pause ends (a refusal again pauses it again, and says so).
          if (c.smtp().sent()) {
            accounts.endLoginPause(id, EmailAccountRepository.Login.SMTP);
          }
          if (c.imap().sent()) {
            accounts.endLoginPause(id, EmailAccountRepository.Login.IMAP);
          }
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
    changes.remove(owner, emailAccountId);
  }
}
