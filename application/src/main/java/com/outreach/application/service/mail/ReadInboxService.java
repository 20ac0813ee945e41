package com.outreach.application.service.mail;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.in.mail.ReadInboxUseCase;
import com.outreach.application.port.in.mail.ReadInboxUseCase.MailboxPaused;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.mail.InboundMailStore;
import com.outreach.application.port.out.mail.InboundMailStore.SentEmail;
import com.outreach.application.port.out.mail.MailboxInbox;
import com.outreach.application.port.out.mail.MailboxInbox.InboxBatch;
import com.outreach.application.port.out.mail.MailboxInbox.InboxPosition;
import com.outreach.application.service.event.EventData;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.mail.InboundClassifier;
import com.outreach.domain.mail.InboundEmail;
import com.outreach.domain.mail.InboundVerdict;
import com.outreach.domain.shared.DomainException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * Applies a mailbox's new INBOX messages (D-47) through the event intake of {@code POST /events}
 * (statistics, webhooks, the membership stopping): a reply is REPLY_DETECTED and an {@code IN}
 * message; an automatic answer only an {@code IN} message marked {@code autoReply}; a permanent
 * delivery failure BOUNCED. Each message is applied in its own transaction under a receipt key, so
 * a message read twice (a crash before the position was saved) is applied once.
 *
 * <p>A mailbox whose login the server refuses is paused like one whose SMTP login is refused
 * (D-43): for {@code pauseFor}, with reason {@code IMAP_AUTH_FAILED: } and the server's words, and
 * one ACCOUNT_PAUSED event on the membership of its most recent email (every event belongs to a
 * lead in a campaign; a mailbox that has sent nothing is paused without one). A server that cannot
 * be reached is no reason to pause: the caller tries again at the next turn.
 */
public final class ReadInboxService implements ReadInboxUseCase {
  /** As long as the SMTP refusal's reason may be. */
  private static final int REASON_LIMIT = 300;

  private final MailboxInbox inbox;
  private final InboundMailStore store;
  private final RecordEventUseCase events;
  private final TransactionRunner transactions;
  private final Clock clock;
  private final int batchSize;
  private final Duration pauseFor;

  public ReadInboxService(
      MailboxInbox inbox,
      InboundMailStore store,
      RecordEventUseCase events,
      TransactionRunner transactions,
      Clock clock,
      int batchSize,
      Duration pauseFor) {
    this.inbox = inbox;
    this.store = store;
    this.events = events;
    this.transactions = transactions;
    this.clock = clock;
    this.batchSize = batchSize;
    this.pauseFor = pauseFor;
  }

  @Override
  public int readNew(UUID mailboxId) {
    Optional<MailboxInbox.ImapMailbox> imap =
        transactions.inTransaction(() -> store.imap(mailboxId));
    if (imap.isEmpty()) {
      return 0;
    }
    try {
      return read(mailboxId, imap.get());
    } catch (MailboxInbox.LoginRefused refused) {
      String reason = reason(refused);
      Instant until = clock.instant().plus(pauseFor);
      transactions.inTransaction(() -> paused(mailboxId, until, reason));
      throw new MailboxPaused(mailboxId, until, reason, refused);
    }
  }

  private int read(UUID mailboxId, MailboxInbox.ImapMailbox imap) {
    int applied = 0;
    InboxBatch batch;
    do {
      InboxPosition after =
          transactions.inTransaction(() -> store.position(mailboxId).orElse(null));
      // Only the first read looks back, to the mailbox's first email: no answer can be older.
      Instant firstSent =
          after != null
              ? null
              : transactions.inTransaction(() -> store.firstEmailSent(mailboxId).orElse(null));
      batch =
          inbox.read(
              imap, after, firstSent, batchSize); // no connection held while the server answers
      for (InboundEmail email : batch.emails()) {
        applied += apply(mailboxId, batch.next().uidValidity(), email) ? 1 : 0;
      }
      InboxPosition next = batch.next();
      transactions.inTransaction(() -> store.savePosition(mailboxId, next));
    } while (batch.emails().size() == batchSize);
    return applied;
  }

  /**
   * Pauses the mailbox and, the first time only (instances may race), tells its owner with
   * ACCOUNT_PAUSED.
   */
  private void paused(UUID mailboxId, Instant until, String reason) {
    if (!store.pause(mailboxId, until, reason)) {
      return;
    }
    Optional<SentEmail> latest = store.latestEmail(mailboxId);
    if (latest.isEmpty()) {
      return; // no lead to record the event on: the pause and its reason show in the mailbox's
      // usage
    }
    String data =
        EventData.create()
            .text("accountId", mailboxId)
            .text("reason", reason)
            .text("senderId", mailboxId)
            .json();
    try {
      events.record(
          new RecordEventCommand(
              latest.get().owner(),
              EventKind.ACCOUNT_PAUSED,
              latest.get().campaignId(),
              ProfileLink.parse(latest.get().profileLink()),
              clock.instant(),
              data));
    } catch (DomainException gone) {
      // deleted between the look-up and the event: the pause stands all the same
    }
  }

  private static String reason(MailboxInbox.LoginRefused refused) {
    String words =
        refused.getMessage() == null
            ? "login refused"
            : refused.getMessage().strip().replaceAll("\\s+", " ");
    String reason = "IMAP_AUTH_FAILED: " + words;
    return reason.length() <= REASON_LIMIT ? reason : reason.substring(0, REASON_LIMIT);
  }

  private boolean apply(UUID mailboxId, long uidValidity, InboundEmail email) {
    InboundVerdict verdict = InboundClassifier.classify(email);
    if (verdict.kind() == InboundVerdict.Kind.IGNORED) {
      return false;
    }
    try {
      return transactions.inTransaction(
          () -> {
            Optional<SentEmail> sent = store.sentEmail(mailboxId, verdict.candidates());
            if (sent.isEmpty()
                || !store.firstReceipt(
                    "imap:" + mailboxId + ":" + uidValidity + ":" + email.uid())) {
              return false;
            }
            Instant at = occurredAt(email);
            switch (verdict.kind()) {
              case REPLY -> {
                store.addIncomingMessage(sent.get().conversationId(), text(email), false, at);
                record(sent.get(), EventKind.REPLY_DETECTED, at);
              }
              case AUTO_REPLY ->
                  store.addIncomingMessage(sent.get().conversationId(), text(email), true, at);
              case BOUNCE -> record(sent.get(), EventKind.BOUNCED, at);
              default -> throw new IllegalStateException("unhandled " + verdict.kind());
            }
            return true;
          });
    } catch (DomainException gone) {
      return false; // the lead or campaign was deleted since the email went out: nothing to stop
    }
  }

  private void record(SentEmail sent, EventKind kind, Instant at) {
    events.record(
        new RecordEventCommand(
            sent.owner(),
            kind,
            sent.campaignId(),
            ProfileLink.parse(sent.profileLink()),
            at,
            null));
  }

  /** The server's arrival time, never in the future (clocks differ) and never unknown. */
  private Instant occurredAt(InboundEmail email) {
    Instant now = clock.instant();
    return email.receivedAt() == null || email.receivedAt().isAfter(now) ? now : email.receivedAt();
  }

  private static String text(InboundEmail email) {
    return email.text() == null ? "" : email.text();
  }
}
