package com.outreach.application.port.out.mail;

import com.outreach.application.port.out.mail.MailboxInbox.InboxPosition;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** What applying a mailbox's inbound mail reads and writes (D-47), in the caller's transaction. */
public interface InboundMailStore {
  /**
   * Up to {@code max} mailboxes with IMAP settings whose INBOX is due, taken until {@code nextReadAt}: no
   * other instance takes them before then.
   */
  List<UUID> takeDue(int max, Instant nextReadAt);

  /** The mailbox's IMAP settings; empty when it has none (or no longer exists). */
  Optional<MailboxInbox.ImapMailbox> imap(UUID mailboxId);

  /** Where the mailbox's INBOX was last read; empty before its first read. */
  Optional<InboxPosition> position(UUID mailboxId);

  void savePosition(UUID mailboxId, InboxPosition position);

  /**
   * The membership whose email, sent from {@code mailboxId}, carried the first of {@code messageIds}
   * (closest first) that names one; empty when none does or its lead was deleted since.
   */
  Optional<SentEmail> sentEmail(UUID mailboxId, List<String> messageIds);

  /** Records a message's key; false when it was recorded before (the message was applied already). */
  boolean firstReceipt(String key);

  /** An {@code IN} message in the lead's conversation; {@code autoReply} marks an automatic answer. */
  void addIncomingMessage(UUID conversationId, String text, boolean autoReply, Instant at);

  record SentEmail(UserId owner, UUID membershipId, String campaignId, String profileLink, UUID conversationId) {}
}
