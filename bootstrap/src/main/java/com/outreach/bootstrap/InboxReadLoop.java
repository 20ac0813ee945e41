package com.outreach.bootstrap;

import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.mail.InboundMailStore;
import com.outreach.application.port.out.mail.MailboxInbox;
import com.outreach.application.service.mail.ReadInboxService;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads every mailbox with IMAP settings every {@code outreach.mail.imap.poll-interval} (D-47), on
 * instances that run the engine. Taking a mailbox moves its next read forward, so instances share the
 * mailboxes; one that cannot be read (server down, login refused) is tried again at its next turn, not
 * in a loop.
 */
@Singleton
@Requires(beans = MailboxInbox.class)
@Requires(property = "outreach.engine.enabled", notEquals = "false")
final class InboxReadLoop {
  private static final Logger LOG = LoggerFactory.getLogger(InboxReadLoop.class);
  /** Messages applied per read of one mailbox before its position is saved. */
  private static final int BATCH = 100;
  /** Mailboxes taken per turn; the others wait for the next turn or another instance. */
  private static final int MAILBOXES_PER_TURN = 50;

  private final ReadInboxService inbox;
  private final InboundMailStore store;
  private final Duration interval;
  private final Clock clock;

  InboxReadLoop(MailboxInbox reader, InboundMailStore store, RecordEventUseCase events, TransactionRunner transactions,
      @Value("${outreach.mail.imap.poll-interval}") Duration interval, Clock clock) {
    this.inbox = new ReadInboxService(reader, store, events, transactions, clock, BATCH);
    this.store = store;
    this.interval = interval;
    this.clock = clock;
  }

  @Scheduled(fixedDelay = "${outreach.mail.imap.poll-interval}", initialDelay = "1s")
  void readDue() {
    try {
      for (UUID mailbox : store.takeDue(MAILBOXES_PER_TURN, clock.instant().plus(interval.dividedBy(2)))) {
        readOne(mailbox);
      }
    } catch (RuntimeException e) {
      LOG.warn("Reading the mailboxes' INBOX failed; next turn in {}", interval, e);
    }
  }

  private void readOne(UUID mailbox) {
    try {
      int applied = inbox.readNew(mailbox);
      if (applied > 0) {
        LOG.debug("Mailbox {}: {} replies, automatic answers or bounces applied", mailbox, applied);
      }
    } catch (RuntimeException e) {
      LOG.warn("Could not read the INBOX of mailbox {}: {}", mailbox, e.getMessage());
    }
  }
}
