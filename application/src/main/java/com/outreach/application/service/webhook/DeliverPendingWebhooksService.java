package com.outreach.application.service.webhook;

import com.outreach.application.port.in.webhook.DeliverPendingWebhooksUseCase;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryClaim;
import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.DueDelivery;
import com.outreach.application.port.out.FinishedAttempt;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookSender;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Works due deliveries (D-26). Each send runs on its own executor thread and nothing waits for a
 * batch: a slot freed by a fast endpoint is refilled at once, whatever a slow one is doing.
 * Isolation between endpoints comes from the {@link EndpointGates}: at most {@code perWebhook}
 * sends in flight to one webhook, and a circuit that stops sending to an endpoint after a run of
 * failures, its waiting deliveries postponed so that no claim scans past them.
 *
 * <p>Finished attempts queue up and are written by {@link #recordFinished} in batches, one
 * transaction for many attempts, which is what lets one instance sustain thousands of deliveries a
 * second. A delivery holds its sending slot until its attempt is written, not just until its
 * answer: were the writing to fall behind (its one thread gets little CPU next to dozens of sending
 * threads), claims stop instead of piling up answered deliveries whose leases would run out before
 * they are written, which would send them again. So at most {@code maxInFlight} deliveries are ever
 * claimed and unwritten, and an instance that dies leaves at most that many to be sent again when
 * their leases end: at least once, with the duplicates bounded by what was in flight.
 *
 * <p>While event intake is busy, fewer sends are under way ({@link IntakeYield}): claims stop at
 * the lower cap, sends already under way finish.
 */
public final class DeliverPendingWebhooksService implements DeliverPendingWebhooksUseCase {
  /** The most attempts written in one transaction: large enough to amortise the commit. */
  static final int MAX_RECORD_BATCH = 500;

  private final WebhookOutbox outbox;
  private final WebhookSender sender;
  private final DeliveryPolicy policy;
  private final Clock clock;
  private final Executor executor;
  private final Runnable slotFreed;
  private final EndpointGates gates;
  private final IntakeYield intakeYield;
  private volatile boolean lastClaimWasFull = true;
  private volatile boolean lastClaimPassedOverCapped;
  private final AtomicInteger inFlight = new AtomicInteger();
  private final BlockingQueue<FinishedAttempt> finished = new LinkedBlockingQueue<>();

  /**
   * Sends on the caller's thread: each {@link #dispatchDue} returns with its sends finished. For
   * tests.
   */
  public DeliverPendingWebhooksService(
      WebhookOutbox outbox, WebhookSender sender, DeliveryPolicy policy, Clock clock) {
    this(outbox, sender, policy, clock, Runnable::run, () -> {}, IntakeYield.NEVER);
  }

  public DeliverPendingWebhooksService(
      WebhookOutbox outbox,
      WebhookSender sender,
      DeliveryPolicy policy,
      Clock clock,
      Executor executor,
      Runnable slotFreed) {
    this(outbox, sender, policy, clock, executor, slotFreed, IntakeYield.NEVER);
  }

  /**
   * @param executor runs each send; needs {@code maxInFlight} threads for all slots to be used
   * @param slotFreed called when a slot frees up that the dispatcher may be waiting for (all slots
   *     were taken, or all of one webhook's), so it can go on
   * @param intakeYield when sends give way to event intake
   */
  public DeliverPendingWebhooksService(
      WebhookOutbox outbox,
      WebhookSender sender,
      DeliveryPolicy policy,
      Clock clock,
      Executor executor,
      Runnable slotFreed,
      IntakeYield intakeYield) {
    this.outbox = outbox;
    this.sender = sender;
    this.policy = policy;
    this.clock = clock;
    this.executor = executor;
    this.slotFreed = slotFreed;
    this.gates = new EndpointGates(policy.limits());
    this.intakeYield = intakeYield;
  }

  @Override
  public int dispatchDue() {
    int free = maxInFlight() - inFlight.get();
    if (free <= 0) {
      return 0;
    }
    Instant now = clock.instant();
    boolean capped = gates.anyAtCap();
    int asked = Math.min(free, policy.batchSize());
    List<DueDelivery> due =
        outbox.claimDue(
            new DeliveryClaim(
                asked,
                now,
                now.plus(policy.lease()),
                policy.worker(),
                policy.limits().perWebhook(),
                gates.restrictedSlots(now)));
    lastClaimWasFull = due.size() == asked;
    lastClaimPassedOverCapped = !lastClaimWasFull && capped;
    for (DueDelivery delivery : due) {
      inFlight.incrementAndGet();
      gates.started(delivery.request().webhookId(), now);
      executor.execute(() -> deliver(delivery));
    }
    return due.size();
  }

  @Override
  public boolean yieldingToIntake() {
    return intakeYield.busy();
  }

  @Override
  public boolean lastClaimPassedOverCapped() {
    return lastClaimPassedOverCapped;
  }

  @Override
  public boolean lastClaimWasFull() {
    return lastClaimWasFull;
  }

  @Override
  public boolean hasFreeSlot() {
    return inFlight.get() < maxInFlight();
  }

  private int maxInFlight() {
    return intakeYield.maxInFlight(policy.limits().maxInFlight());
  }

  @Override
  public int inFlight() {
    return inFlight.get();
  }

  @Override
  public int recordFinished(Duration wait) {
    List<FinishedAttempt> batch = new ArrayList<>();
    try {
      FinishedAttempt first = finished.poll(wait.toNanos(), TimeUnit.NANOSECONDS);
      if (first == null) {
        return 0;
      }
      batch.add(first);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 0;
    }
    finished.drainTo(batch, MAX_RECORD_BATCH - 1);
    try {
      outbox.record(batch, policy.worker());
    } finally {
      // Written, or lost with a failed transaction and sent again after the lease: either way the
      // slots are free.
      release(batch.size());
    }
    return batch.size();
  }

  private void deliver(DueDelivery delivery) {
    DeliveryRequest request = delivery.request();
    UUID webhook = request.webhookId();
    boolean succeeded = false;
    boolean queued = false;
    try {
      DeliveryOutcome sent = send(request);
      succeeded = sent.succeeded();
      Instant now = clock.instant();
      AttemptVerdict verdict = AttemptVerdict.of(delivery, sent, now, policy);
      finished.add(
          new FinishedAttempt(
              new DeliveryAttempt(
                  webhook,
                  request.eventId(),
                  delivery.attemptsMade() + 1,
                  verdict.outcome(),
                  sent.status(),
                  sent.durationMs(),
                  sent.error(),
                  sent.body(),
                  now),
              verdict.retryAt()));
      queued = true;
    } finally {
      Instant now = clock.instant();
      EndpointGates.Finished gate = gates.finished(webhook, succeeded, now);
      if (!queued) {
        // Nothing to write: the slot is free now (the lease brings the delivery back).
        release(1);
      } else if (gate.wasAtCap()) {
        slotFreed.run();
      }
      if (gate.openedUntil() != null) {
        postpone(webhook, gate.openedUntil(), now);
      }
    }
  }

  /**
   * Frees slots, and wakes the dispatcher only if it was held back by a full house: waking it for
   * every finished send would cost a claim per delivery when the load is light.
   */
  private void release(int slots) {
    if (inFlight.getAndAdd(-slots) >= maxInFlight()) {
      slotFreed.run();
    }
  }

  /**
   * Moving the backlog only spares claims from scanning it: this instance's open circuit already
   * keeps the webhook out of its claims, so a failure here loses nothing.
   */
  private void postpone(UUID webhook, Instant until, Instant now) {
    try {
      outbox.postpone(webhook, until, now);
    } catch (RuntimeException e) {
      // See above: the circuit still holds the webhook back.
    }
  }

  /** A sender bug is a failed attempt, so it cannot hold its delivery until the lease ends. */
  private DeliveryOutcome send(DeliveryRequest request) {
    long start = System.nanoTime();
    try {
      return sender.send(request);
    } catch (RuntimeException e) {
      return DeliveryOutcome.failed(
          "Sender error: " + e.getClass().getSimpleName(), (System.nanoTime() - start) / 1_000_000);
    }
  }
}
