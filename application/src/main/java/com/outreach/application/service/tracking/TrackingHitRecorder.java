package com.outreach.application.service.tracking;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.in.tracking.RecordTrackingHitsUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.application.port.out.tracking.TrackedEmails.TrackedEmail;
import com.outreach.application.port.out.tracking.TrackingHits;
import com.outreach.application.port.out.tracking.TrackingHits.TrackingHit;
import com.outreach.application.service.engine.JsonText;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.DomainException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Records the stored opens and clicks as events through the intake of {@code POST /events} (D-33:
 * statistics, webhooks, the membership's progress), a batch per transaction; the hits leave the store
 * in the transaction that records them, so each is recorded once, by whichever instance took it. An
 * open or a click within the bot window after the send is recorded with {@code data.suspectedBot: true}:
 * image proxies and link scanners fetch at once, people do not; such events stay out of the rates.
 */
public final class TrackingHitRecorder implements RecordTrackingHitsUseCase {
  private final TrackingHits hits;
  private final TrackedEmails emails;
  private final RecordEventUseCase events;
  private final TransactionRunner transactions;
  private final Duration botWindow;
  private final int batchSize;

  public TrackingHitRecorder(TrackingHits hits, TrackedEmails emails, RecordEventUseCase events,
      TransactionRunner transactions, Duration botWindow, int batchSize) {
    this.hits = hits;
    this.emails = emails;
    this.events = events;
    this.transactions = transactions;
    this.botWindow = botWindow;
    this.batchSize = batchSize;
  }

  @Override
  public int recordStored() {
    int total = 0;
    int taken;
    do {
      taken = recordBatch();
      total += taken;
    } while (taken == batchSize);
    return total;
  }

  /**
   * One transaction for the batch; when it fails (a lead deleted between the read and the record, a
   * deadlock with another instance's batch), each of its hits in a transaction of its own, so one hit
   * never holds up the others.
   */
  private int recordBatch() {
    List<Long> taken = new ArrayList<>();
    try {
      return transactions.inTransaction(() -> {
        List<TrackingHit> batch = hits.take(batchSize);
        batch.forEach(hit -> taken.add(hit.id()));
        batch.forEach(this::record);
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
      transactions.inTransaction(() -> hits.take(id)); // the lead or campaign no longer takes events
    }
  }

  private void record(TrackingHit hit) {
    Optional<TrackedEmail> email = emails.byAction(hit.actionId());
    // An email whose lead or campaign was deleted since records nothing; the visitor had the image or the link.
    email.ifPresent(e -> events.record(new RecordEventCommand(e.owner(), hit.kind(), e.campaignId(),
        ProfileLink.parse(e.profileLink()), hit.at(), data(e, hit))));
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
