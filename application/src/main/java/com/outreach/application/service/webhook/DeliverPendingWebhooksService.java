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
 * batch: a slot freed by a fast endpoint is refilled at once, whatever a slow one is doing. Isolation
 * between endpoints comes from the {@link EndpointGates}: at most {@code perWebhook} sends in flight to
 * one webhook, and a circuit that stops sending to an endpoint after a run of failures, its waiting
 * deliveries postponed so that no claim scans past them.
 *
 * <p>Finished attempts queue up and are written by {@link #recordFinished} in batches, one transaction
 * for many attempts, which is what lets one instance sustain thousands of deliveries a second. A
 * delivery stays leased (DELIVERING) until its attempt is written, so an instance that dies with
 * attempts unwritten leaves those deliveries due again when their leases end: at least once, with the
 * duplicates bounded by what was in flight.
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
  private final AtomicInteger inFlight = new AtomicInteger();
  private final BlockingQueue<FinishedAttempt> finished = new LinkedBlockingQueue<>();

  /** Sends on the caller's thread: each {@link #dispatchDue} returns with its sends finished. For tests. */
  public DeliverPendingWebhooksService(WebhookOutbox outbox, WebhookSender sender, DeliveryPolicy policy,
      Clock clock) {
    this(outbox, sender, policy, clock, Runnable::run, () -> {});
  }

  /**
   * @param executor runs each send; needs {@code maxInFlight} threads for all slots to be used
   * @param slotFreed called after each send ends, so a dispatcher waiting for a free slot can go on
   */
  public DeliverPendingWebhooksService(WebhookOutbox outbox, WebhookSender sender, DeliveryPolicy policy,
      Clock clock, Executor executor, Runnable slotFreed) {
    this.outbox = outbox;
    this.sender = sender;
    this.policy = policy;
    this.clock = clock;
    this.executor = executor;
    this.slotFreed = slotFreed;
    this.gates = new EndpointGates(policy.limits());
  }

  @Override
  public int dispatchDue() {
    int free = policy.limits().maxInFlight() - inFlight.get();
    if (free <= 0) {
      return 0;
    }
    Instant now = clock.instant();
    List<DueDelivery> due = outbox.claimDue(new DeliveryClaim(Math.min(free, policy.batchSize()), now,
        now.plus(policy.lease()), policy.worker(), policy.limits().perWebhook(), gates.restrictedSlots(now)));
    for (DueDelivery delivery : due) {
      inFlight.incrementAndGet();
      gates.started(delivery.request().webhookId(), now);
      executor.execute(() -> deliver(delivery));
    }
    return due.size();
  }

  @Override
  public boolean hasFreeSlot() {
    return inFlight.get() < policy.limits().maxInFlight();
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
    outbox.record(batch, policy.worker());
    return batch.size();
  }

  private void deliver(DueDelivery delivery) {
    DeliveryRequest request = delivery.request();
    UUID webhook = request.webhookId();
    boolean succeeded = false;
    try {
      DeliveryOutcome sent = send(request);
      succeeded = sent.succeeded();
      Instant now = clock.instant();
      AttemptVerdict verdict = AttemptVerdict.of(delivery, sent, now, policy);
      finished.add(new FinishedAttempt(new DeliveryAttempt(webhook, request.eventId(), delivery.attemptsMade() + 1,
          verdict.outcome(), sent.status(), sent.durationMs(), sent.error(), sent.body(), now), verdict.retryAt()));
    } finally {
      Instant now = clock.instant();
      Instant openUntil = gates.finished(webhook, succeeded, now);
      inFlight.decrementAndGet();
      slotFreed.run();
      if (openUntil != null) {
        postpone(webhook, openUntil, now);
      }
    }
  }

  /**
   * Moving the backlog only spares claims from scanning it: this instance's open circuit already keeps
   * the webhook out of its claims, so a failure here loses nothing.
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
      return DeliveryOutcome.failed("Sender error: " + e.getClass().getSimpleName(),
          (System.nanoTime() - start) / 1_000_000);
    }
  }
}
