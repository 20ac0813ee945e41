package com.outreach.application.port.in.mail;

import java.time.Instant;
import java.util.UUID;

/**
 * Applies what arrived in a mailbox's INBOX since it was last read (D-47): replies, automatic
 * answers, bounces.
 */
public interface ReadInboxUseCase {
  /**
   * Reads the mailbox's new messages and applies them; the number that concerned one of its emails.
   *
   * @throws MailboxPaused the server refused the mailbox's login: it is paused now (D-43)
   */
  int readNew(UUID mailboxId);

  /**
   * The INBOX could not be read because the server refused the login; the mailbox is paused until
   * {@code until}.
   */
  final class MailboxPaused extends RuntimeException {
    private final Instant until;

    public MailboxPaused(UUID mailboxId, Instant until, String reason, Throwable cause) {
      super("Mailbox " + mailboxId + " paused until " + until + ": " + reason, cause);
      this.until = until;
    }

    public Instant until() {
      return until;
    }
  }
}
