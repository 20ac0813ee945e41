package com.outreach.bootstrap;

import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.in.mail.ReadInboxUseCase.MailboxPaused;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.mail.InboundMailStore;
import com.outreach.application.port.out.mail.MailboxInbox;
import com.outreach.application.service.mail.ReadInboxService;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads every mailbox with IMAP settings every {@code outreach.mail.imap.poll-interval} (D-47), on
 * instances that run the engine. Taking a mailbox moves its next read forward, so instances share
 * the mailboxes. The reads run on {@code outreach.mail.imap.readers} threads of their own, so a
 * slow or silent server (each bounded by the mail connect and read timeouts) holds up one thread,
 * never the other mailboxes; a mailbox still being read is not read a second time at once. One that
 * cannot be reached is tried again at its next turn; one whose login is refused is paused (D-43)
 * and not tried before its pause ends, never in a loop. The turns run on a {@link BackgroundLoop}
 * from the moment the HTTP server is up.
 */
@Singleton
@Requires(beans = MailboxInbox.class)
@Requires(property = "outreach.engine.enabled", notEquals = "false")
final class InboxReadLoop implements ApplicationEventListener<ServerStartupEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(InboxReadLoop.class);

  /** Messages applied per read of one mailbox before its position is saved. */
  private static final int BATCH = 100;

  /** Mailboxes taken per turn; the others wait for the next turn or another instance. */
  private static final int MAILBOXES_PER_TURN = 50;

  /** How long a stopping instance waits for the turn under way (taking the due mailboxes). */
  private static final Duration DRAIN = Duration.ofSeconds(5);

  private final ReadInboxService inbox;
  private final InboundMailStore store;
  private final Duration interval;
  private final Clock clock;
  private final ExecutorService readers;
  private final Set<UUID> reading = ConcurrentHashMap.newKeySet();
  private final Map<UUID, AtomicLong> completedReads = new ConcurrentHashMap<>();
  private final AtomicLong turns = new AtomicLong();
  private final BackgroundLoop loop;

  InboxReadLoop(
      MailboxInbox reader,
      InboundMailStore store,
      RecordEventUseCase events,
      TransactionRunner transactions,
      @Value("${outreach.mail.imap.poll-interval}") Duration interval,
      @Value("${outreach.mail.imap.readers:4}") int readerThreads,
      @Value("${outreach.engine.throttle-pause:24h}") Duration pauseFor,
      Clock clock) {
    this.inbox = new ReadInboxService(reader, store, events, transactions, clock, BATCH, pauseFor);
    this.store = store;
    this.interval = interval;
    this.clock = clock;
    AtomicInteger number = new AtomicInteger();
    this.readers =
        Executors.newFixedThreadPool(
            Math.max(1, readerThreads),
            task -> {
              Thread thread = new Thread(task, "inbox-reader-" + number.incrementAndGet());
              thread.setDaemon(
                  true); // a read blocked on a silent server never holds up the JVM's exit
              return thread;
            });
    this.loop =
        new BackgroundLoop(
            "inbox-poller",
            LOG,
            "Reading the mailboxes' INBOX failed; next turn in " + interval,
            () -> interval,
            () -> {
              readDue();
              return interval;
            });
  }

  @Override
  public void onApplicationEvent(ServerStartupEvent event) {
    loop.start();
  }

  private void readDue() {
    try {
      for (UUID mailbox :
          store.takeDue(MAILBOXES_PER_TURN, clock.instant().plus(interval.dividedBy(2)))) {
        if (reading.add(mailbox)) {
          submit(mailbox);
        }
      }
    } finally {
      turns.incrementAndGet();
    }
  }

  private void submit(UUID mailbox) {
    try {
      readers.execute(
          () -> {
            try {
              readOne(mailbox);
            } finally {
              reading.remove(mailbox);
            }
          });
    } catch (RejectedExecutionException stopping) {
      reading.remove(mailbox);
    }
  }

  private void readOne(UUID mailbox) {
    try {
      int applied = inbox.readNew(mailbox);
      completedReads.computeIfAbsent(mailbox, m -> new AtomicLong()).incrementAndGet();
      if (applied > 0) {
        LOG.debug("Mailbox {}: {} replies, automatic answers or bounces applied", mailbox, applied);
      }
    } catch (MailboxPaused paused) {
      LOG.warn(
          "{}; its INBOX is read again after that, or at once when its IMAP settings are changed",
          paused.getMessage());
    } catch (RuntimeException e) {
      LOG.warn(
          "Could not read the INBOX of mailbox {}, trying again at its next turn: {}",
          mailbox,
          e.getMessage());
    }
  }

  /**
   * Reads of this mailbox that ran to the end on this instance: how tests and diagnostics count
   * turns.
   */
  long completedReads(UUID mailbox) {
    AtomicLong reads = completedReads.get(mailbox);
    return reads == null ? 0 : reads.get();
  }

  /**
   * Turns this instance's loop has taken (each takes the due mailboxes and hands them to the
   * readers).
   */
  long turns() {
    return turns.get();
  }

  /**
   * Takes no more mailboxes; reads under way are broken off (their position is saved per batch).
   */
  @PreDestroy
  void stop() throws InterruptedException {
    loop.stop(DRAIN, false);
    readers.shutdownNow();
  }
}
