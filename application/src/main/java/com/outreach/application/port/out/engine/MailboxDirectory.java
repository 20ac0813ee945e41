package com.outreach.application.port.out.engine;

import com.outreach.domain.account.SmtpSecurity;
import java.util.Optional;
import java.util.UUID;

/**
 * A mailbox's SMTP settings with its password decrypted (D-28, D-45), for the mail adapter to send
 * what the engine hands it ({@link MailGateway.OutgoingEmail#mailboxId()}).
 */
public interface MailboxDirectory {
  /** The mailbox's sending settings; empty when it does not exist (any more). */
  Optional<SmtpMailbox> smtp(UUID mailboxId);

  /**
   * {@code host} null: the mailbox has no SMTP server set. {@code password} is plain text: never
   * log it ({@link #toString()} leaves it out).
   */
  record SmtpMailbox(
      UUID id,
      String address,
      String fullName,
      String host,
      Integer port,
      String username,
      String password,
      SmtpSecurity security) {
    /** Changes when anything a connection depends on changes, so a reused connection is dropped. */
    public String connectionKey() {
      return host
          + ":"
          + port
          + ":"
          + security
          + ":"
          + username
          + ":"
          + Integer.toHexString(password == null ? 0 : password.hashCode());
    }

    @Override
    public String toString() {
      return "SmtpMailbox["
          + id
          + ", "
          + address
          + " via "
          + host
          + ":"
          + port
          + " "
          + security
          + "]";
    }
  }
}
