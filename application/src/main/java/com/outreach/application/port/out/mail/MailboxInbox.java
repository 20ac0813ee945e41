package com.outreach.application.port.out.mail;

import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.mail.InboundEmail;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A mailbox's INBOX, read over IMAP by the mail adapter (D-47). Called with no database connection
 * held.
 */
public interface MailboxInbox {
  /**
   * The {@link Unavailable} reason of a read skipped because the mailbox's IMAP host resolves to an
   * address the service does not connect to (D-55).
   */
  String HOST_REFUSED = "IMAP_HOST_REFUSED";

  /**
   * The messages after {@code after}, at most {@code max}, in UID order, and the position to read
   * from next.
   *
   * <p>With no position yet (the mailbox's first read): when {@code firstSent} is given, the
   * messages that arrived from the day before it on (an answer cannot be older than the first email
   * it answers; IMAP searches by date, not time, so a day earlier covers any time zone); without it
   * (the mailbox has sent nothing) nothing is returned and the next position is the newest message.
   *
   * <p>With a position of another UIDVALIDITY (the server renumbered the folder), nothing is
   * returned and the next position is the newest message: renumbered old mail is never read as new.
   *
   * @throws LoginRefused the server refused the mailbox's credentials
   * @throws Unavailable the server could not be reached, did not answer in time or broke off
   */
  InboxBatch read(ImapMailbox mailbox, InboxPosition after, Instant firstSent, int max);

  /**
   * A mailbox's IMAP settings, its password decrypted (D-47); {@code security} null means SSL on
   * port 993, else STARTTLS. {@link #toString()} leaves the password out.
   */
  record ImapMailbox(
      UUID id, String host, Integer port, String username, String password, SmtpSecurity security) {
    @Override
    public String toString() {
      return "ImapMailbox["
          + id
          + ", "
          + username
          + " at "
          + host
          + ":"
          + port
          + " "
          + security
          + "]";
    }
  }

  /** Where reading stopped: the folder's UIDVALIDITY and the last UID seen in it. */
  record InboxPosition(long uidValidity, long lastUid) {}

  record InboxBatch(InboxPosition next, List<InboundEmail> emails) {
    public InboxBatch {
      emails = List.copyOf(emails);
    }
  }

  /**
   * The server refused the mailbox's credentials: reading again will not help until they change.
   */
  final class LoginRefused extends RuntimeException {
    public LoginRefused(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /**
   * The server could not be reached, did not answer in time or broke off: the next turn may
   * succeed.
   */
  final class Unavailable extends RuntimeException {
    public Unavailable(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
