package com.outreach.application.fake;

import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryClaim;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.DueDelivery;
import com.outreach.application.port.out.FinishedAttempt;
import com.outreach.application.port.out.ResendResult;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.AttemptOutcome;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * The outbox in memory, for the delivery service's tests: deliveries are added with {@link #add}
 * (enqueueing an event needs the webhook registry, which the JDBC outbox reads); claims with their
 * per-webhook limits, leases and the lease check on recording, postponing, the attempt log, the
 * webhooks' runs of failures and disabled webhooks behave as in PostgreSQL.
 */
public final class InMemoryWebhookOutbox implements WebhookOutbox {
  /** A delivery row: status is PENDING, DELIVERING, DELIVERED or FAILED, as in V008. */
  public static final class Row {
    public final DeliveryRequest request;
    public String status = "PENDING";
    public int attempts;
    public Instant nextAttemptAt;
    public String leasedBy;

    Row(DeliveryRequest request, Instant due) {
      this.request = request;
      this.nextAttemptAt = due;
    }
  }

  private final Map<List<UUID>, Row> rows = new LinkedHashMap<>();
  private final List<DeliveryAttempt> log = new ArrayList<>();
  private final List<OutreachEvent> enqueued = new ArrayList<>();
  private final Map<UUID, Instant> failingSince = new HashMap<>();
  private final Set<UUID> disabled = new HashSet<>();
  private RuntimeException recordingFailure;

  public Row add(DeliveryRequest request, Instant due) {
    Row row = new Row(request, due);
    rows.put(List.of(request.webhookId(), request.eventId()), row);
    return row;
  }

  public void failingSince(UUID webhookId, Instant since) {
    failingSince.put(webhookId, since);
  }

  public Instant failingSince(UUID webhookId) {
    return failingSince.get(webhookId);
  }

  public boolean disabled(UUID webhookId) {
    return disabled.contains(webhookId);
  }

  public Row row(UUID webhookId, UUID eventId) {
    return rows.get(List.of(webhookId, eventId));
  }

  public List<DeliveryAttempt> log() {
    return List.copyOf(log);
  }

  @Override
  public synchronized void enqueue(OutreachEvent event) {
    // Fan-out to webhooks is the JDBC outbox's (and its tests'); here the events handed over are
    // kept.
    enqueued.add(event);
  }

  /** Every event handed over for delivery, in order. */
  public synchronized List<OutreachEvent> enqueued() {
    return List.copyOf(enqueued);
  }

  @Override
  public synchronized List<DueDelivery> claimDue(DeliveryClaim claim) {
    Map<UUID, Integer> taken = new HashMap<>();
    return rows.values().stream()
        .filter(
            r ->
                (r.status.equals("PENDING") || r.status.equals("DELIVERING"))
                    && !r.nextAttemptAt.isAfter(claim.now()))
        .sorted(Comparator.comparing((Row r) -> r.nextAttemptAt))
        .filter(
            r ->
                taken.merge(r.request.webhookId(), 1, Integer::sum)
                    <= claim.slotsOf(r.request.webhookId()))
        .limit(claim.limit())
        .map(
            r -> {
              r.status = "DELIVERING";
              r.nextAttemptAt = claim.leaseUntil();
              r.leasedBy = claim.worker();
              return new DueDelivery(
                  r.request, r.attempts, failingSince.get(r.request.webhookId()));
            })
        .toList();
  }

  /** Makes every later {@link #record} throw {@code failure}, as a database that is down would. */
  public synchronized void failRecording(RuntimeException failure) {
    recordingFailure = failure;
  }

  @Override
  public synchronized int record(List<FinishedAttempt> attempts, String worker) {
    if (recordingFailure != null) {
      throw recordingFailure;
    }
    int settled = 0;
    for (FinishedAttempt finished : attempts) {
      DeliveryAttempt a = finished.attempt();
      log.add(a);
      Row row = row(a.webhookId(), a.eventId());
      if (row != null && row.status.equals("DELIVERING") && worker.equals(row.leasedBy)) {
        settle(row, a, finished.retryAt());
        settled++;
      }
      keepHealth(a);
    }
    return settled;
  }

  private static void settle(Row row, DeliveryAttempt a, Instant retryAt) {
    row.attempts = a.attempt();
    row.leasedBy = null;
    switch (a.outcome()) {
      case SUCCEEDED -> row.status = "DELIVERED";
      case RETRYING -> {
        row.status = "PENDING";
        row.nextAttemptAt = retryAt;
      }
      case FAILED, WEBHOOK_DISABLED -> row.status = "FAILED";
    }
  }

  private void keepHealth(DeliveryAttempt a) {
    if (a.outcome() == AttemptOutcome.SUCCEEDED) {
      failingSince.remove(a.webhookId());
    } else {
      failingSince.putIfAbsent(a.webhookId(), a.createdAt());
    }
    if (a.outcome() == AttemptOutcome.WEBHOOK_DISABLED) {
      disabled.add(a.webhookId());
      rows.values().stream()
          .filter(r -> r.request.webhookId().equals(a.webhookId()))
          .filter(r -> r.status.equals("PENDING") || r.status.equals("DELIVERING"))
          .forEach(
              r -> {
                r.status = "FAILED";
                r.leasedBy = null;
              });
    }
  }

  @Override
  public synchronized int postpone(UUID webhookId, Instant until, Instant now) {
    int moved = 0;
    for (Row r : rows.values()) {
      if (r.request.webhookId().equals(webhookId)
          && r.status.equals("PENDING")
          && r.nextAttemptAt.isBefore(until)) {
        r.nextAttemptAt = until;
        moved++;
      }
    }
    return moved;
  }

  @Override
  public synchronized List<DeliveryAttempt> attempts(UUID webhookId, int limit) {
    List<DeliveryAttempt> mine =
        new ArrayList<>(log.stream().filter(a -> a.webhookId().equals(webhookId)).toList());
    java.util.Collections.reverse(mine);
    return mine.stream().limit(limit).toList();
  }

  // Resending one delivery. The JDBC outbox reads owners from the webhooks table; the fake is told
  // them.
  private final Map<UUID, UserId> owners = new HashMap<>();

  /** Makes {@code webhookId} {@code owner}'s, as the webhooks table says for the JDBC outbox. */
  public synchronized void ownedBy(UUID webhookId, UserId owner) {
    owners.put(webhookId, owner);
  }

  /** Disables a webhook as a 410 or the 5-day rule does, leaving its deliveries as they are. */
  public synchronized void disable(UUID webhookId) {
    disabled.add(webhookId);
  }

  @Override
  public synchronized ResendResult resend(UserId owner, UUID webhookId, UUID eventId, Instant now) {
    Row row = row(webhookId, eventId);
    if (!owner.equals(owners.get(webhookId))) {
      return ResendResult.WEBHOOK_NOT_FOUND;
    }
    if (row == null) {
      return ResendResult.DELIVERY_NOT_FOUND;
    }
    if (disabled.contains(webhookId)) {
      return ResendResult.WEBHOOK_DISABLED;
    }
    if (row.status.equals("DELIVERING")) {
      return ResendResult.IN_FLIGHT;
    }
    row.status = "PENDING";
    row.nextAttemptAt = now;
    row.leasedBy = null;
    return ResendResult.QUEUED;
  }
}
