package com.outreach.application.port.in.account;

import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.ScheduleChange;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.shared.Change;
import com.outreach.domain.user.UserId;

/**
 * Changes one of the caller's mailboxes (D-43, {@code PATCH /email-accounts/{id}}). Every field is
 * optional and checked as on creation, with the same messages; an absent (or JSON null) field keeps
 * its value, a blank text clears it (a blank {@code type} is {@code SMTP} again, a blank time zone
 * UTC). The email cannot change. Everything is checked here, before anything is read or written.
 */
public record UpdateEmailAccountCommand(
    UserId owner,
    String accountId,
    Change<String> fullName,
    Change<String> type,
    SmtpChange smtp,
    Integer dailyLimit,
    Boolean warmUp,
    ScheduleChange schedule,
    Boolean paused,
    ImapChange imap) {

  /**
   * The checked SMTP settings: keep, or a new value (null: cleared). The port can be changed, not
   * cleared.
   */
  public record SmtpChange(
      Change<String> host,
      Integer port,
      Change<String> username,
      Change<String> password,
      Change<SmtpSecurity> security) {

    /**
     * Whether the request carried any SMTP setting (an owner retrying the login, even with the same
     * ones).
     */
    public boolean sent() {
      return host.given()
          || port != null
          || username.given()
          || password.given()
          || security.given();
    }

    public EmailAccount.Smtp applyTo(EmailAccount.Smtp s) {
      return new EmailAccount.Smtp(
          host.applyTo(s.host()),
          port == null ? s.port() : port,
          username.applyTo(s.username()),
          password.applyTo(s.password()),
          security.applyTo(s.security()));
    }
  }

  /** The checked IMAP settings (D-47), changed as the SMTP ones. */
  public record ImapChange(
      Change<String> host,
      Integer port,
      Change<String> username,
      Change<String> password,
      Change<SmtpSecurity> security) {

    /** Whether the request carried any IMAP setting. */
    public boolean sent() {
      return host.given()
          || port != null
          || username.given()
          || password.given()
          || security.given();
    }

    public EmailAccount.Imap applyTo(EmailAccount.Imap i) {
      return new EmailAccount.Imap(
          host.applyTo(i.host()),
          port == null ? i.port() : port,
          username.applyTo(i.username()),
          password.applyTo(i.password()),
          security.applyTo(i.security()));
    }
  }

  /** Everything {@code PATCH} may carry, as sent; null is "not sent". */
  public record Fields(
      String fullName,
      String type,
      AddEmailAccountCommand.SmtpFields smtp,
      Integer dailyLimit,
      Boolean warmUp,
      String timeZone,
      ScheduleFields schedule,
      Boolean isPaused,
      AddEmailAccountCommand.ImapFields imap) {
    public Fields(
        String fullName,
        String type,
        AddEmailAccountCommand.SmtpFields smtp,
        Integer dailyLimit,
        Boolean warmUp,
        String timeZone,
        ScheduleFields schedule,
        Boolean isPaused) {
      this(
          fullName,
          type,
          smtp,
          dailyLimit,
          warmUp,
          timeZone,
          schedule,
          isPaused,
          AddEmailAccountCommand.ImapFields.NONE);
    }
  }

  public static UpdateEmailAccountCommand of(UserId owner, String accountId, Fields f) {
    Change<String> fullName =
        f.fullName() == null
            ? Change.keep()
            : Change.to(AddEmailAccountCommand.fullName(f.fullName()));
    Change<String> type =
        f.type() == null ? Change.keep() : Change.to(AddEmailAccountCommand.type(f.type()));
    AddEmailAccountCommand.SmtpFields s = f.smtp();
    Change<SmtpSecurity> security =
        s.security() == null ? Change.keep() : Change.to(SmtpSecurity.parseOptional(s.security()));
    Integer port = AddEmailAccountCommand.SMTP.port(s.port());
    SmtpChange smtp =
        new SmtpChange(
            s.host() == null
                ? Change.keep()
                : Change.to(AddEmailAccountCommand.SMTP.host(s.host())),
            port,
            s.username() == null
                ? Change.keep()
                : Change.to(AddEmailAccountCommand.SMTP.username(s.username())),
            s.password() == null
                ? Change.keep()
                : Change.to(AddEmailAccountCommand.SMTP.password(s.password())),
            security);
    AddEmailAccountCommand.ImapFields i = f.imap();
    Change<SmtpSecurity> imapSecurity =
        i.security() == null
            ? Change.keep()
            : Change.to(SmtpSecurity.parseOptionalImap(i.security()));
    Integer imapPort = AddEmailAccountCommand.IMAP.port(i.port());
    ImapChange imap =
        new ImapChange(
            i.host() == null
                ? Change.keep()
                : Change.to(AddEmailAccountCommand.IMAP.host(i.host())),
            imapPort,
            i.username() == null
                ? Change.keep()
                : Change.to(AddEmailAccountCommand.IMAP.username(i.username())),
            i.password() == null
                ? Change.keep()
                : Change.to(AddEmailAccountCommand.IMAP.password(i.password())),
            imapSecurity);
    Integer dailyLimit =
        f.dailyLimit() == null ? null : EmailAccount.checkedDailyLimit(f.dailyLimit());
    ScheduleChange schedule = f.schedule().checked(ScheduleFields.topLevelZone(f.timeZone()));
    return new UpdateEmailAccountCommand(
        owner,
        accountId,
        fullName,
        type,
        smtp,
        dailyLimit,
        f.warmUp(),
        schedule,
        f.isPaused(),
        imap);
  }
}
