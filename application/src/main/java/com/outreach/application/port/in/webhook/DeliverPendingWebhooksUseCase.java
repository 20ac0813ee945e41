package com.outreach.application.port.in.webhook;

import java.time.Duration;

/**
 * Delivers the webhook deliveries that are due (D-26), as two loops a host runs side by side: one
 * claims due deliveries and starts sending them while there are free sending slots; the other logs
 * and settles finished attempts in batches. Safe to run on several instances at once.
 */
public interface DeliverPendingWebhooksUseCase {
  /**
   * Claims as many due deliveries as there are free slots (within the per-webhook caps and open
   * circuits) and starts sending them; returns without waiting for the answers.
   *
   * @return the number of sends started (0 when nothing was due or no slot was free)
   */
  int dispatchDue();

  /**
   * Whether a send could start now: fewer than the maximum are in flight (sending, or answered and
   * not yet written).
   */
  boolean hasFreeSlot();

  /**
   * Whether the last claim took as many deliveries as it asked for. When it took fewer, it took
   * every delivery then due for the webhooks with a free slot: claiming again finds more only after
   * a send frees a webhook's slot or an event is recorded (both ring the host's doorbell) or time
   * makes a retry due (the host's poll), so the host waits for one of those instead of claiming
   * again at once.
   */
  boolean lastClaimWasFull();

  /**
   * Whether the last claim was short while a webhook was at its cap of sends in flight. Such a
   * claim read every due row of the capped webhooks to pass over them, so claiming again is worth
   * it only once a send frees a slot (or on the host's poll), not at each newly recorded event's
   * ring: that event's deliveries are claimed with the next freed slot, or at the poll.
   */
  boolean lastClaimPassedOverCapped();

  /**
   * Whether sends give way to this instance's event intake now (it is busy): the host then claims
   * once per poll, a batch at a time, instead of at every ring of its doorbell, which every
   * recorded event rings. Claims of one or two deliveries at every ring, each with its own
   * recording transaction, cost the intake more than the deliveries themselves.
   */
  boolean yieldingToIntake();

  /**
   * Waits up to {@code wait} for sends to finish, then logs and settles all that have, in one
   * transaction.
   *
   * @return the number of attempts recorded
   */
  int recordFinished(Duration wait);

  /**
   * The number of deliveries claimed and not yet written: sending, or answered and waiting for the
   * recorder.
   */
  int inFlight();
}
