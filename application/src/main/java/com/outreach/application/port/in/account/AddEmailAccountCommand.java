package com.outreach.application.port.in.account;

import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.ScheduleChange;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.ZoneId;
import java.util.Locale;

/**
 * Connects a mailbox to the caller (D-28): email required; {@code type} an upper-case provider
 * label (default {@code SMTP}); SMTP settings optional; {@code dailyLimit} 1 to 500 (default 50,
 * D-38); {@code warmUp}; {@code timeZone} and {@code schedule} (D-39, zone default UTC); IMAP
 * settings optional (D-47), checked as the SMTP ones with their own messages.
 */
public record AddEmailAccountCommand(
    UserId owner,
    EmailAddress email,
    String fullName,
    String type,
    EmailAccount.Smtp smtp,
    int dailyLimit,
    boolean warmUp,
    ZoneId timeZone,
    ScheduleChange schedule,
    EmailAccount.Imap imap) {

  /** The raw SMTP fields of the request, before checking. */
  public record SmtpFields(
      String host, Integer port, String username, String password, String security) {}

  /** The raw IMAP fields of the request ({@code imapHost} ...), before checking. */
  public record ImapFields(
      String host, Integer port, String username, String password, String security) {
    public static final ImapFields NONE = new ImapFields(null, null, null, null, null);
  }

  /** The raw sender settings of the request, before checking. */
  public record SenderFields(Boolean warmUp, String timeZone, ScheduleFields schedule) {
    public static final SenderFields NONE = new SenderFields(null, null, ScheduleFields.NONE);
  }

  public static AddEmailAccountCommand of(
      UserId owner,
      String email,
      String fullName,
      String type,
      SmtpFields smtp,
      Integer dailyLimit) {
    return of(owner, email, fullName, type, smtp, dailyLimit, SenderFields.NONE);
  }

  public static AddEmailAccountCommand of(
      UserId owner,
      String email,
      String fullName,
      String type,
      SmtpFields smtp,
      Integer dailyLimit,
      SenderFields sender) {
    return of(owner, email, fullName, type, smtp, dailyLimit, sender, ImapFields.NONE);
  }

  public static AddEmailAccountCommand of(
      UserId owner,
      String email,
      String fullName,
      String type,
      SmtpFields smtp,
      Integer dailyLimit,
      SenderFields sender,
      ImapFields imap) {
    EmailAddress address = EmailAddress.parse(Check.required(email, ErrorCode.EMAIL_REQUIRED));
    String name = fullName(fullName);
    String label = type(type);
    EmailAccount.Smtp checkedSmtp = checked(smtp);
    EmailAccount.Imap checkedImap = checked(imap);
    int limit =
        dailyLimit == null
            ? EmailAccount.DEFAULT_DAILY_LIMIT
            : EmailAccount.checkedDailyLimit(dailyLimit);
    ZoneId topLevel = ScheduleFields.topLevelZone(sender.timeZone());
    ScheduleChange schedule = sender.schedule().checked(topLevel);
    ZoneId zone =
        schedule.timeZone() == null ? SendingSchedule.DEFAULT_TIME_ZONE : schedule.timeZone();
    return new AddEmailAccountCommand(
        owner,
        address,
        name,
        label,
        checkedSmtp,
        limit,
        Boolean.TRUE.equals(sender.warmUp()),
        zone,
        schedule,
        checkedImap);
  }

  static String fullName(String raw) {
    return Check.maxLength(Check.optional(raw), 200, "Full name");
  }

  /** Upper case; blank is the default {@code SMTP}. */
  static String type(String raw) {
    String label = Check.maxLength(Check.optional(raw), 32, "Type");
    return label == null ? EmailAccount.DEFAULT_TYPE : label.toUpperCase(Locale.ROOT);
  }

  private static EmailAccount.Smtp checked(SmtpFields s) {
    SmtpSecurity security = SmtpSecurity.parseOptional(s.security());
    Integer port = SMTP.port(s.port());
    return new EmailAccount.Smtp(
        SMTP.host(s.host()),
        port,
        SMTP.username(s.username()),
        SMTP.password(s.password()),
        security);
  }

  private static EmailAccount.Imap checked(ImapFields i) {
    SmtpSecurity security = SmtpSecurity.parseOptionalImap(i.security());
    Integer port = IMAP.port(i.port());
    return new EmailAccount.Imap(
        IMAP.host(i.host()),
        port,
        IMAP.username(i.username()),
        IMAP.password(i.password()),
        security);
  }

  /** The SMTP server's fields, checked with their own messages. */
  static final ServerFieldRules SMTP = new ServerFieldRules("Smtp", ErrorCode.INVALID_SMTP_PORT);

  /** The IMAP server's fields (D-47): the same rules, their own messages. */
  static final ServerFieldRules IMAP = new ServerFieldRules("Imap", ErrorCode.INVALID_IMAP_PORT);

  /**
   * How a mail server's host, port, username and password are checked; {@code label} names them in
   * messages.
   */
  record ServerFieldRules(String label, ErrorCode invalidPort) {
    Integer port(Integer port) {
      Check.that(port == null || (port >= 1 && port <= 65_535), invalidPort);
      return port;
    }

    String host(String raw) {
      return Check.maxLength(Check.optional(raw), 253, label + " host");
    }

    String username(String raw) {
      return Check.maxLength(Check.optional(raw), 254, label + " username");
    }

    /** Kept exactly as given (spaces may belong to a password); empty is none. */
    String password(String raw) {
      return Check.maxLength(raw == null || raw.isEmpty() ? null : raw, 1_000, label + " password");
    }
  }
}
