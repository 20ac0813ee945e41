package com.outreach.application.port.out;

import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.account.TimeOfDay;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Set;

/** The rules every {@link EmailAccountRepository} keeps (D-28), as every sender account's. */
public abstract class EmailAccountRepositoryContract
    extends SenderAccountRepositoryContract<EmailAccount> {
  @Override
  protected abstract EmailAccountRepository newRepository();

  @Override
  protected EmailAccount account(UserId owner, String email, Instant createdAt) {
    return EmailAccount.connect(
        owner,
        new EmailAddress(email),
        "Jane Doe",
        "SMTP",
        new EmailAccount.Smtp("smtp.example.com", 587, "jane", "s3cret", SmtpSecurity.STARTTLS),
        80,
        createdAt);
  }

  @Override
  protected EmailAccount everyFieldChanged(EmailAccount a) {
    return new EmailAccount(
        a.id(),
        a.owner(),
        a.email(),
        null,
        "GMAIL",
        new EmailAccount.Smtp("smtp.gmail.com", 465, null, "n3w", SmtpSecurity.SSL),
        500,
        true,
        true,
        a.createdAt(),
        WarmUp.since(T0.plusSeconds(30)),
        new SendingSchedule(
            ZoneId.of("America/New_York"),
            Set.of(DayOfWeek.SATURDAY),
            null,
            TimeOfDay.parse("20:15")));
  }

  @Override
  protected ErrorCode exists() {
    return ErrorCode.EMAIL_ACCOUNT_EXISTS;
  }

  @Override
  protected String existsMessage() {
    return "Email account already exists!";
  }
}
