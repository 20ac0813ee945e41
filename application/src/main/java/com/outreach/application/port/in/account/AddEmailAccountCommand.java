package com.outreach.application.port.in.account;

import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.Locale;

/**
 * Connects a mailbox to the caller (D-28): email required; {@code type} an upper-case provider
 * label (default {@code SMTP}); SMTP settings optional; {@code dailyLimit} 1 to 10,000 (default 100).
 */
public record AddEmailAccountCommand(
    UserId owner, EmailAddress email, String fullName, String type, EmailAccount.Smtp smtp, int dailyLimit) {
  static final int MAX_DAILY_LIMIT = 10_000;

  /** The raw SMTP fields of the request, before checking. */
  public record SmtpFields(String host, Integer port, String username, String password, String security) {}

  public static AddEmailAccountCommand of(
      UserId owner, String email, String fullName, String type, SmtpFields smtp, Integer dailyLimit) {
    EmailAddress address = EmailAddress.parse(Check.required(email, ErrorCode.EMAIL_REQUIRED));
    String label = Check.maxLength(Check.optional(type), 32, "Type");
    return new AddEmailAccountCommand(
        owner,
        address,
        Check.maxLength(Check.optional(fullName), 200, "Full name"),
        label == null ? EmailAccount.DEFAULT_TYPE : label.toUpperCase(Locale.ROOT),
        checked(smtp),
        dailyLimit(dailyLimit));
  }

  private static EmailAccount.Smtp checked(SmtpFields s) {
    SmtpSecurity security = SmtpSecurity.parseOptional(s.security());
    Check.that(s.port() == null || (s.port() >= 1 && s.port() <= 65_535), ErrorCode.INVALID_SMTP_PORT);
    return new EmailAccount.Smtp(
        Check.maxLength(Check.optional(s.host()), 253, "Smtp host"),
        s.port(),
        Check.maxLength(Check.optional(s.username()), 254, "Smtp username"),
        Check.maxLength(s.password() == null || s.password().isEmpty() ? null : s.password(), 1_000, "Smtp password"),
        security);
  }

  private static int dailyLimit(Integer raw) {
    if (raw == null) {
      return EmailAccount.DEFAULT_DAILY_LIMIT;
    }
    if (raw < 1 || raw > MAX_DAILY_LIMIT) {
      throw new DomainException(ErrorCode.INVALID_DAILY_LIMIT);
    }
    return raw;
  }
}
