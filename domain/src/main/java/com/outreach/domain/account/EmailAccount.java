package com.outreach.domain.account;

import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;

/**
 * A mailbox a user connected for EMAIL sequences (spec 2.3, D-28). The SMTP password is a secret:
 * stored encrypted and never returned by any read.
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
    Instant createdAt) {
  public static final String DEFAULT_TYPE = "SMTP";
  /** D-27: 100 emails a day per mailbox unless the user says otherwise. */
  public static final int DEFAULT_DAILY_LIMIT = 100;

  /** Connection settings; any of them may be absent until the user completes them. */
  public record Smtp(String host, Integer port, String username, String password, SmtpSecurity security) {
    @Override
    public String toString() {
      return "Smtp[host=" + host + ", port=" + port + ", username=" + username + ", security=" + security + "]";
    }
  }

  /** A newly connected mailbox: valid and not paused (D-28). */
  public static EmailAccount connect(
      UserId owner, EmailAddress email, String fullName, String type, Smtp smtp, int dailyLimit, Instant now) {
    return new EmailAccount(UUID.randomUUID(), owner, email, fullName, type, smtp, dailyLimit, true, false, now);
  }
}
