package com.outreach.application.service.mail;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.in.mail.ReadInboxUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.mail.InboundMailStore;
import com.outreach.application.port.out.mail.InboundMailStore.SentEmail;
import com.outreach.application.port.out.mail.MailboxInbox;
import com.outreach.application.port.out.mail.MailboxInbox.InboxBatch;
import com.outreach.application.port.out.mail.MailboxInbox.InboxPosition;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.mail.InboundClassifier;
import com.outreach.domain.mail.InboundEmail;
import com.outreach.domain.mail.InboundVerdict;
import com.outreach.domain.shared.DomainException;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * Applies a mailbox's new INBOX messages (D-47) through the event intake of {@code POST /events}
 * (statistics, webhooks, the membership stopping): a reply is REPLY_DETECTED and an {@code IN}
 * message; an automatic answer only an {@code IN} message marked {@code autoReply}; a permanent
 * delivery failure BOUNCED. Each message is applied in its own transaction under a receipt key, so a
 * message read twice (a crash before the position was saved) is applied once.
 */
public final class ReadInboxService implements ReadInboxUseCase {
  private final MailboxInbox inbox;
  private final InboundMailStore store;
  private final RecordEventUseCase events;
  private final TransactionRunner transactions;
  private final Clock clock;
  private final int batchSize;

  public ReadInboxService(MailboxInbox inbox, InboundMailStore store, RecordEventUseCase events,
      TransactionRunner transactions, Clock clock, int batchSize) {
    this.inbox = inbox;
    this.store = store;
    this.events = events;
    this.transactions = transactions;
    this.clock = clock;
    this.batchSize = batchSize;
  }

  @Override
  public int readNew(UUID mailboxId) {
    Optional<MailboxInbox.ImapMailbox> imap = transactions.inTransaction(() -> store.imap(mailboxId));
    if (imap.isEmpty()) {
      return 0;
    }
    int applied = 0;
    InboxBatch batch;
    do {
      InboxPosition after = transactions.inTransaction(() -> store.position(mailboxId).orElse(null));
      batch = inbox.read(imap.get(), after, batchSize); // no connection held while the server answers
      for (InboundEmail email : batch.emails()) {
        applied += apply(mailboxId, batch.next().uidValidity(), email) ? 1 : 0;
      }
      InboxPosition next = batch.next();
      transactions.inTransaction(() -> store.savePosition(mailboxId, next));
    } while (batch.emails().size() == batchSize);
    return applied;
  }

  private boolean apply(UUID mailboxId, long uidValidity, InboundEmail email) {
    InboundVerdict verdict = InboundClassifier.classify(email);
    if (verdict.kind() == InboundVerdict.Kind.IGNORED) {
      return false;
    }
    try {
      return transactions.inTransaction(() -> {
        Optional<SentEmail> sent = store.sentEmail(mailboxId, verdict.candidates());
        if (sent.isEmpty() || !store.firstReceipt("imap:" + mailboxId + ":" + uidValidity + ":" + email.uid())) {
          return false;
        }
        Instant at = occurredAt(email);
        switch (verdict.kind()) {
          case REPLY -> {
            store.addIncomingMessage(sent.get().conversationId(), text(email), false, at);
            record(sent.get(), EventKind.REPLY_DETECTED, at);
          }
          case AUTO_REPLY -> store.addIncomingMessage(sent.get().conversationId(), text(email), true, at);
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
    events.record(new RecordEventCommand(sent.owner(), kind, sent.campaignId(), ProfileLink.parse(sent.profileLink()),
        at, null));
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
