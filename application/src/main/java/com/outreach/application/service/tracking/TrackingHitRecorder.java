package com.outreach.application.service.tracking;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.tracking.RecordTrackingHitsUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.application.port.out.tracking.TrackedEmails.TrackedEmail;
import com.outreach.application.port.out.tracking.TrackingHitWindows;
import com.outreach.application.port.out.tracking.TrackingHitWindows.Key;
import com.outreach.application.port.out.tracking.TrackingHitWindows.Window;
import com.outreach.application.port.out.tracking.TrackingHits;
import com.outreach.application.port.out.tracking.TrackingHits.TrackingHit;
import com.outreach.application.service.event.EventBatchWriter;
import com.outreach.application.service.event.EventData;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.DomainException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Records the stored opens and clicks as events through the intake of {@code POST /events} (D-33:
 * statistics, webhooks, the membership's progress), a batch per transaction; the hits leave the
 * store in the transaction that records them, so each is recorded once, by whichever instance took
 * it. An open or a click within the bot window after the send is recorded with {@code
 * data.suspectedBot: true}: image proxies and link scanners fetch at once, people do not; such
 * events stay out of the rates.
 *
 * <p>D-55: an email's opens become OPENED at most once per {@link #EVENT_WINDOW}, and its clicks on
 * one link CLICKED at most once per window; the hits in between are only counted ({@link
 * TrackingHitWindows}), so a replayed pixel writes no events and no webhook deliveries. Hits within
 * the bot window have windows of their own: a mail proxy's fetch at delivery never hides the
 * reader's own open.
 */
public final class TrackingHitRecorder implements RecordTrackingHitsUseCase {
  /** D-55: at most one OPENED per email, and one CLICKED per link, in this long. */
  public static final Duration EVENT_WINDOW = Duration.ofMinutes(10);

  private final TrackingHits hits;
  private final TrackingHitWindows windows;
  private final TrackedEmails emails;
  private final EventBatchWriter events;
  private final TransactionRunner transactions;
  private final Duration botWindow;
  private final int batchSize;

  public TrackingHitRecorder(
      TrackingHits hits,
      TrackingHitWindows windows,
      TrackedEmails emails,
      EventBatchWriter events,
      TransactionRunner transactions,
      Duration botWindow,
      int batchSize) {
    this.hits = hits;
    this.windows = windows;
    this.emails = emails;
    this.events = events;
    this.transactions = transactions;
    this.botWindow = botWindow;
    this.batchSize = batchSize;
  }

  @Override
  public boolean recordBatch() {
    return recordOneBatch() == batchSize;
  }

  @Override
  public int recordStored() {
    int total = 0;
    int taken;
    do {
      taken = recordOneBatch();
      total += taken;
    } while (taken == batchSize);
    return total;
  }

  /**
   * One transaction for the batch; when it fails (a lead deleted between the read and the record, a
   * deadlock with another instance's batch), each of its hits in a transaction of its own, so one
   * hit never holds up the others.
   */
  private int recordOneBatch() {
    List<Long> taken = new ArrayList<>();
    try {
      return transactions.inTransaction(
          () -> {
            List<TrackingHit> batch = hits.take(batchSize);
            batch.forEach(hit -> taken.add(hit.id()));
            List<RecordEventCommand> commands = commands(batch);
            // One intake pass for the whole batch (one lock statement, one insert, the counters
            // once); a command the rules refuse (its lead or campaign deleted since) records
            // nothing, as alone.
            if (!commands.isEmpty()) {
              events.recordAll(commands);
            }
            return batch.size();
          });
    } catch (RuntimeException batchFailed) {
      taken.forEach(this::recordAlone);
      return taken.size();
    }
  }

  private void recordAlone(long id) {
    try {
      transactions.inTransaction(
          () -> hits.take(id).ifPresent(hit -> commands(List.of(hit)).forEach(events::record)));
    } catch (DomainException gone) {
      transactions.inTransaction(
          () -> hits.take(id)); // the lead or campaign no longer takes events
    }
  }

  /**
   * The events the hits make: none for an email whose lead or campaign was deleted since (the
   * visitor had the image or the link), one per window for the others (D-55); every hit of a known
   * email is counted.
   */
  private List<RecordEventCommand> commands(List<TrackingHit> batch) {
    Map<UUID, Optional<TrackedEmail>> byAction = new HashMap<>();
    List<Resolved> resolved = new ArrayList<>();
    for (TrackingHit hit : batch) {
      byAction
          .computeIfAbsent(hit.actionId(), emails::byAction)
          .ifPresent(email -> resolved.add(new Resolved(hit, email, suspectedBot(email, hit))));
    }
    if (resolved.isEmpty()) {
      return List.of();
    }
    Map<Key, Instant> last =
        new HashMap<>(
            windows.lastRecorded(resolved.stream().map(Resolved::key).distinct().toList()));
    Map<Key, Long> counted = new LinkedHashMap<>();
    Map<Key, Instant> recordedNow = new HashMap<>();
    List<RecordEventCommand> commands = new ArrayList<>();
    for (Resolved r : resolved) {
      Key key = r.key();
      counted.merge(key, 1L, Long::sum);
      Instant previous = last.get(key);
      if (previous == null || !r.hit().at().isBefore(previous.plus(EVENT_WINDOW))) {
        commands.add(command(r));
        last.put(key, r.hit().at());
        recordedNow.put(key, r.hit().at());
      }
    }
    windows.save(
        counted.entrySet().stream()
            .map(e -> new Window(e.getKey(), recordedNow.get(e.getKey()), e.getValue()))
            .toList());
    return commands;
  }

  private static RecordEventCommand command(Resolved r) {
    TrackedEmail e = r.email();
    return new RecordEventCommand(
        e.owner(),
        r.hit().kind(),
        e.campaignId(),
        ProfileLink.parse(e.profileLink()),
        r.hit().at(),
        data(r.hit(), r.email().step(), r.suspectedBot()));
  }

  private boolean suspectedBot(TrackedEmail email, TrackingHit hit) {
    return hit.at().isBefore(email.sentAt().plus(botWindow));
  }

  private record Resolved(TrackingHit hit, TrackedEmail email, boolean suspectedBot) {
    Key key() {
      return new Key(hit.actionId(), hit.kind(), hit.url(), suspectedBot);
    }
  }

  /** The email's step (D-52: its opens and clicks count for it) and, for a click, its link. */
  private static String data(TrackingHit hit, Integer step, boolean suspectedBot) {
    return EventData.create()
        .textIfPresent("url", hit.url())
        .numberIfPresent("step", step)
        .flag("suspectedBot", suspectedBot)
        .json();
  }
}
