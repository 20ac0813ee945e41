package com.outreach.application.service.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEmailAccountRepository;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.port.in.account.AddEmailAccountCommand;
import com.outreach.application.port.in.account.AddEmailAccountCommand.SmtpFields;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Adding, listing and removing the caller's mailboxes (D-28, D-31). */
class EmailAccountServiceTest extends SenderAccountServiceContract<EmailAccount> {
  private static final SmtpFields NO_SMTP = new SmtpFields(null, null, null, null, null);
  private final InMemoryEmailAccountRepository accounts = new InMemoryEmailAccountRepository();
  private final EmailAccountService service =
      new EmailAccountService(
          accounts,
          new PassThroughTransactionRunner(),
          clock,
          SenderSettingsPolicy.STANDARD,
          engine);

  EmailAccountServiceTest() {
    super(
        " JANE@Example.COM ",
        ErrorCode.EMAIL_ACCOUNT_EXISTS,
        "Email account already exists!",
        ErrorCode.EMAIL_ACCOUNT_NOT_FOUND,
        "Email account not found!");
  }

  @Test
  void add_storesAValidUnpausedMailbox_withItsSettingsAndTheClocksTime() {
    EmailAccount account =
        service.add(
            AddEmailAccountCommand.of(
                me,
                "Jane@Example.com",
                "Jane Doe",
                "gmail",
                new SmtpFields("smtp.gmail.com", 465, "jane", "app-password", "ssl"),
                40));

    assertThat(account)
        .isEqualTo(
            new EmailAccount(
                account.id(),
                me,
                new EmailAddress("Jane@Example.com"),
                "Jane Doe",
                "GMAIL",
                new EmailAccount.Smtp(
                    "smtp.gmail.com", 465, "jane", "app-password", SmtpSecurity.SSL),
                40,
                true,
                false,
                Instant.parse("2026-03-01T10:00:00Z"),
                WarmUp.OFF,
                SendingSchedule.byDefault(ZoneId.of("UTC"))));
    assertThat(accounts.all()).containsExactly(account);
  }

  @Test
  void add_withOnlyAnEmail_usesTheDefaults() {
    EmailAccount account = add(me, "jane@example.com");

    assertThat(account.type()).isEqualTo("SMTP");
    assertThat(account.dailyLimit()).isEqualTo(50);
    assertThat(account.fullName()).isNull();
    assertThat(account.smtp()).isEqualTo(new EmailAccount.Smtp(null, null, null, null, null));
  }

  @Override
  protected EmailAccount add(UserId owner, String email) {
    return service.add(AddEmailAccountCommand.of(owner, email, null, null, NO_SMTP, null));
  }

  @Override
  protected List<EmailAccount> list(UserId owner) {
    return service.emailAccounts(owner);
  }

  @Override
  protected void remove(UserId owner, String accountId) {
    service.remove(owner, accountId);
  }

  @Override
  protected List<EmailAccount> stored() {
    return accounts.all();
  }
}
