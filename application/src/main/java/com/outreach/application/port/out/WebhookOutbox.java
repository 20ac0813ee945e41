package com.outreach.application.port.out;

import com.outreach.domain.event.OutreachEvent;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The transactional outbox of webhook deliveries (D-26): a delivery per (event, webhook), written with
 * the event, claimed by workers under a lease so that several instances never take the same one, and
 * the log of every attempt (D-25).
 */
public interface WebhookOutbox {
  /**
   * Adds a pending delivery of the event for every valid webhook of its owner bound to its kind, in the
   * caller's transaction, so the deliveries commit or roll back with the event.
   */
  void enqueue(OutreachEvent event);

  /**
   * Claims up to {@code limit} deliveries due at {@code now} (pending, or leased by a worker whose lease
   * has ended), skipping those another worker is claiming, and leases them to {@code worker} until
   * {@code leaseUntil}.
   */
  List<DueDelivery> claimDue(int limit, Instant now, Instant leaseUntil, String worker);

  /**
   * Logs the attempt and settles its delivery by the outcome: delivered, pending again at
   * {@code retryAt} (RETRYING only), failed, or failed with its webhook disabled and its other
   * unfinished deliveries failed. Keeps the webhook's run of failures (null after a success).
   */
  void record(DeliveryAttempt attempt, Instant retryAt);

  /** A webhook's attempts, newest first, at most {@code limit}. */
  List<DeliveryAttempt> attempts(UUID webhookId, int limit);
}
