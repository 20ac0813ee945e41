package com.outreach.application.port.out;

import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.user.UserId;
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

  /**
   * Makes the owner's delivery of one event due at {@code now} (PENDING, lease cleared, attempts kept,
   * so the resend is the next numbered attempt). Ownership, the webhook's validity and the delivery's
   * state are checked atomically with the change, so a worker claiming the delivery meanwhile is never
   * overwritten. A DELIVERING delivery and a disabled webhook's are left as they are; see
   * {@link ResendResult}.
   */
  ResendResult resend(UserId owner, UUID webhookId, UUID eventId, Instant now);
}
