package com.outreach.application.port.out;

import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The transactional outbox of webhook deliveries (D-26): a delivery per (event, webhook), written
 * with the event, claimed by workers under a lease so that several instances never take the same
 * one, and the log of every attempt (D-25).
 */
public interface WebhookOutbox {
  /**
   * Adds a pending delivery of the event for every valid webhook of its owner bound to its kind, in
   * the caller's transaction, so the deliveries commit or roll back with the event.
   */
  void enqueue(OutreachEvent event);

  /**
   * {@link #enqueue} for several events, in the caller's transaction; an adapter writes them
   * together.
   */
  default void enqueueAll(List<OutreachEvent> events) {
    events.forEach(this::enqueue);
  }

  /**
   * Claims the deliveries due at the claim's {@code now} (pending, or leased by a worker whose
   * lease has ended), oldest first, within the claim's limits, skipping those another worker is
   * claiming, and leases them to its worker until its {@code leaseUntil}.
   */
  List<DueDelivery> claimDue(DeliveryClaim claim);

  /**
   * Logs the attempts and, in the same transaction, settles each delivery still leased to {@code
   * worker} by its outcome: delivered, pending again at {@code retryAt} (RETRYING only), failed, or
   * failed with its webhook disabled and the webhook's other unfinished deliveries failed; and
   * keeps each webhook's run of failures (null after a success). An attempt whose delivery is no
   * longer leased to {@code worker} (its lease ended and another worker took it over, or its
   * webhook was disabled meanwhile) is logged and counts toward its webhook's health, as it did
   * happen, but does not settle the delivery, which is now another worker's to settle.
   *
   * @return the number of deliveries settled
   */
  int record(List<FinishedAttempt> attempts, String worker);

  /**
   * Moves the webhook's pending deliveries due before {@code until} to {@code until}, without
   * counting an attempt: its circuit is open, so they wait, and no worker scans past them
   * meanwhile.
   *
   * @return the number of deliveries moved
   */
  int postpone(UUID webhookId, Instant until, Instant now);

  /** A webhook's attempts, newest first, at most {@code limit}. */
  List<DeliveryAttempt> attempts(UUID webhookId, int limit);

  /**
   * Makes the owner's delivery of one event due at {@code now} (PENDING, lease cleared, attempts
   * kept, so the resend is the next numbered attempt). Ownership, the webhook's validity and the
   * delivery's state are checked atomically with the change, so a worker claiming the delivery
   * meanwhile is never overwritten. A DELIVERING delivery and a disabled webhook's are left as they
   * are; see {@link ResendResult}.
   */
  ResendResult resend(UserId owner, UUID webhookId, UUID eventId, Instant now);
}
