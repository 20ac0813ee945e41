package com.outreach.application.service.tracking;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.tracking.RecordTrackingHitsUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.application.port.out.tracking.TrackedEmails.TrackedEmail;
import com.outreach.application.port.out.tracking.TrackingHits;
import com.outreach.application.port.out.tracking.TrackingHits.TrackingHit;
import com.outreach.application.service.engine.JsonText;
import com.outreach.application.service.event.EventBatchWriter;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.DomainException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Records the stored opens and clicks as events through the intake of {@code POST /events} (D-33:
 * statistics, webhooks, the membership's progress), a batch per transaction; the hits leave the
 * store in the transaction that records them, so each is recorded once, by whichever instance took
 * it. An open or a click within the bot window after the send is recorded with {@code
 * data.suspectedBot: true}: image proxies and link scanners fetch at once, people do not; such
 * events stay out of the rates.
 */
public final class TrackingHitRecorder implements RecordTrackingHitsUseCase {
  private final TrackingHits hits;
  private final TrackedEmails emails;
  private final EventBatchWriter events;
  private final TransactionRunner transactions;
  private final Duration botWindow;
  private final int batchSize;

  public TrackingHitRecorder(
      TrackingHits hits,
      TrackedEmails emails,
      EventBatchWriter events,
      TransactionRunner transactions,
      Duration botWindow,
      int batchSize) {
    this.hits = hits;
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
            List<RecordEventCommand> commands = new ArrayList<>();
            for (TrackingHit hit : batch) {
              taken.add(hit.id());
              command(hit).ifPresent(commands::add);
            }
            // One intake pass for the whole batch (one lock statement, one insert, the counters
            // once);
            // a command the rules refuse (its lead or campaign deleted since) records nothing, as
            // alone.
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
      transactions.inTransaction(() -> hits.take(id).ifPresent(this::record));
    } catch (DomainException gone) {
      transactions.inTransaction(
          () -> hits.take(id)); // the lead or campaign no longer takes events
    }
  }

  private void record(TrackingHit hit) {
    command(hit).ifPresent(events::record);
  }

  /**
   * An email whose lead or campaign was deleted since records nothing; the visitor had the image or
   * the link.
   */
  private Optional<RecordEventCommand> command(TrackingHit hit) {
    return emails
        .byAction(hit.actionId())
        .map(
            e ->
                new RecordEventCommand(
                    e.owner(),
                    hit.kind(),
                    e.campaignId(),
                    ProfileLink.parse(e.profileLink()),
                    hit.at(),
                    data(e, hit)));
  }

  private String data(TrackedEmail email, TrackingHit hit) {
    boolean suspectedBot = hit.at().isBefore(email.sentAt().plus(botWindow));
    StringBuilder data = new StringBuilder("{");
    if (hit.url() != null) {
      data.append("\"url\":").append(JsonText.quote(hit.url())).append(',');
    }
    return data.append("\"suspectedBot\":").append(suspectedBot).append('}').toString();
  }
}
