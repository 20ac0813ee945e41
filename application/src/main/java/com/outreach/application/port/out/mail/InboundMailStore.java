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
   * Up to {@code max} mailboxes with IMAP settings whose INBOX is due, taken until {@code
   * nextReadAt}: no other instance takes them before then. A mailbox paused by {@link #pause} is
   * not due before its pause ends.
   */
  List<UUID> takeDue(int max, Instant nextReadAt);

  /**
   * When the mailbox's first email was handed over (its earliest EMAIL action); empty when it has
   * sent none.
   */
  Optional<Instant> firstEmailSent(UUID mailboxId);

  /**
   * Pauses the whole mailbox until {@code until} with {@code reason} (D-43, the engine's pause:
   * nothing is sent from it, and its INBOX is not read, before then).
   *
   * @return false when a pause ran already (another instance's, or SMTP's), which is then kept as
   *     it is; its INBOX is not read before {@code until} either way
   */
  boolean pause(UUID mailboxId, Instant until, String reason);

  /**
   * The live membership of the mailbox's most recent email (lead and campaign not deleted): what an
   * event about the mailbox itself is recorded on; empty when the mailbox has sent none.
   */
  Optional<SentEmail> latestEmail(UUID mailboxId);

  /** The mailbox's IMAP settings; empty when it has none (or no longer exists). */
  Optional<MailboxInbox.ImapMailbox> imap(UUID mailboxId);

  /** Where the mailbox's INBOX was last read; empty before its first read. */
  Optional<InboxPosition> position(UUID mailboxId);

  void savePosition(UUID mailboxId, InboxPosition position);

  /**
   * The membership whose email, sent from {@code mailboxId}, carried the first of {@code
   * messageIds} (closest first) that names one; empty when none does or its lead was deleted since.
   */
  Optional<SentEmail> sentEmail(UUID mailboxId, List<String> messageIds);

  /**
   * Records a message's key; false when it was recorded before (the message was applied already).
   */
  boolean firstReceipt(String key);

  /**
   * An {@code IN} message in the lead's conversation; {@code autoReply} marks an automatic answer.
   */
  void addIncomingMessage(UUID conversationId, String text, boolean autoReply, Instant at);

  record SentEmail(
      UserId owner,
      UUID membershipId,
      String campaignId,
      String profileLink,
      UUID conversationId) {}
}
