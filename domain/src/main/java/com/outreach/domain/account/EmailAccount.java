package com.outreach.domain.account;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;

/**
 * A mailbox a user connected for EMAIL sequences (spec 2.3, D-28). The SMTP and IMAP passwords are
 * secrets: stored encrypted and never returned by any read. Its IMAP settings (D-47) let the
 * service read replies and bounces from its INBOX. As a sender it has a {@code dailyLimit} and an
 * optional warm-up (D-38), a {@code schedule} in its own time zone (D-39) and a user pause.
 */
public record EmailAccount(
    UUID id,
    UserId owner,
    EmailAddress email,
    String fullName,
    String type,
    Smtp smtp,
    int dailyLimit,
    boolean valid,
    boolean paused,
    Instant createdAt,
    WarmUp warmUp,
    SendingSchedule schedule,
    Imap imap)
    implements SenderAccount {
  public static final String DEFAULT_TYPE = "SMTP";

  /** D-38: 50 emails a day per mailbox unless the user says otherwise, at most 500. */
  public static final int DEFAULT_DAILY_LIMIT = 50;

  public static final int MAX_DAILY_LIMIT = 500;

  /** Connection settings; any of them may be absent until the user completes them. */
  public record Smtp(
      String host, Integer port, String username, String password, SmtpSecurity security) {
    @Override
    public String toString() {
      return "Smtp[host="
          + host
          + ", port="
          + port
          + ", username="
          + username
          + ", security="
          + security
          + "]";
    }
  }

  /** Where the service reads the mailbox's INBOX (D-47); all absent: it is not read. */
  public record Imap(
      String host, Integer port, String username, String password, SmtpSecurity security) {
    public static final Imap NONE = new Imap(null, null, null, null, null);

    @Override
    public String toString() {
      return "Imap[host="
          + host
          + ", port="
          + port
          + ", username="
          + username
          + ", security="
          + security
          + "]";
    }
  }

  public EmailAccount {
    fullName = Check.singleLine(fullName); // the From header's name (D-55)
    checkedDailyLimit(dailyLimit);
    imap = imap == null ? Imap.NONE : imap;
  }

  /** A mailbox without IMAP settings. */
  public EmailAccount(
      UUID id,
      UserId owner,
      EmailAddress email,
      String fullName,
      String type,
      Smtp smtp,
      int dailyLimit,
      boolean valid,
      boolean paused,
      Instant createdAt,
      WarmUp warmUp,
      SendingSchedule schedule) {
    this(
        id,
        owner,
        email,
        fullName,
        type,
        smtp,
        dailyLimit,
        valid,
        paused,
        createdAt,
        warmUp,
        schedule,
        Imap.NONE);
  }

  /** Fails with {@code Invalid limits!} unless the limit lies in 1..500 (D-38). */
  public static int checkedDailyLimit(int dailyLimit) {
    return LinkedInLimits.check(dailyLimit, MAX_DAILY_LIMIT);
  }

  /**
   * A newly connected mailbox with the default schedule (UTC) and no warm-up: valid and not paused
   * (D-28).
   */
  public static EmailAccount connect(
      UserId owner,
      EmailAddress email,
      String fullName,
      String type,
      Smtp smtp,
      int dailyLimit,
      Instant now) {
    return connect(
        owner,
        email,
        fullName,
        type,
        smtp,
        dailyLimit,
        false,
        SendingSchedule.byDefault(SendingSchedule.DEFAULT_TIME_ZONE),
        now);
  }

  /**
   * A newly connected mailbox with the given sender settings: valid and not paused (D-28, D-38,
   * D-39).
   */
  public static EmailAccount connect(
      UserId owner,
      EmailAddress email,
      String fullName,
      String type,
      Smtp smtp,
      int dailyLimit,
      boolean warmUp,
      SendingSchedule schedule,
      Instant now) {
    return connect(
        owner, email, fullName, type, smtp, Imap.NONE, dailyLimit, warmUp, schedule, now);
  }

  /** A newly connected mailbox with its IMAP settings (D-47). */
  public static EmailAccount connect(
      UserId owner,
      EmailAddress email,
      String fullName,
      String type,
      Smtp smtp,
      Imap imap,
      int dailyLimit,
      boolean warmUp,
      SendingSchedule schedule,
      Instant now) {
    return new EmailAccount(
        UUID.randomUUID(),
        owner,
        email,
        fullName,
        type,
        smtp,
        dailyLimit,
        true,
        false,
        now,
        WarmUp.OFF.switchedTo(warmUp, now),
        schedule,
        imap);
  }
}
