package com.outreach.application.port.out.mail;

import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.mail.InboundEmail;
import java.util.List;
import java.util.UUID;

/** A mailbox's INBOX, read over IMAP by the mail adapter (D-47). Called with no database connection held. */
public interface MailboxInbox {
  /**
   * The messages after {@code after}, at most {@code max}, in UID order, and the position to read from next.
   * With no position yet, or one of another UIDVALIDITY (the server renumbered the folder), nothing is
   * returned and the next position is the newest message: old mail is never read as new.
   */
  InboxBatch read(ImapMailbox mailbox, InboxPosition after, int max);

  /**
   * A mailbox's IMAP settings, its password decrypted (D-47); {@code security} null means SSL on port
   * 993, else STARTTLS. {@link #toString()} leaves the password out.
   */
  record ImapMailbox(UUID id, String host, Integer port, String username, String password, SmtpSecurity security) {
    @Override
    public String toString() {
      return "ImapMailbox[" + id + ", " + username + " at " + host + ":" + port + " " + security + "]";
    }
  }

  /** Where reading stopped: the folder's UIDVALIDITY and the last UID seen in it. */
  record InboxPosition(long uidValidity, long lastUid) {}

  record InboxBatch(InboxPosition next, List<InboundEmail> emails) {
    public InboxBatch {
      emails = List.copyOf(emails);
    }
  }
}
