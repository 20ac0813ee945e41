package com.outreach.application.service.webhook;

import com.outreach.application.port.in.webhook.DeliverPendingWebhooksUseCase;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.DueDelivery;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookSender;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Works one batch of due deliveries (D-26): claims them under a lease, sends each, and records the
 * attempt with the {@link AttemptVerdict}. The batch is sent side by side on the executor, so the
 * whole batch ends within one request timeout, well inside the lease. An instance that dies mid-batch
 * leaves leased rows that are due again once the lease ends, so an event is delivered at least once.
 */
public final class DeliverPendingWebhooksService implements DeliverPendingWebhooksUseCase {
  private final WebhookOutbox outbox;
  private final WebhookSender sender;
  private final DeliveryPolicy policy;
  private final Clock clock;
  private final Executor executor;

  /** Sends on the caller's thread, one after the other: for tests and single-delivery batches. */
  public DeliverPendingWebhooksService(WebhookOutbox outbox, WebhookSender sender, DeliveryPolicy policy,
      Clock clock) {
    this(outbox, sender, policy, clock, Runnable::run);
  }

  /** @param executor runs the sends of one batch; needs batchSize threads for them all to run at once */
  public DeliverPendingWebhooksService(WebhookOutbox outbox, WebhookSender sender, DeliveryPolicy policy,
      Clock clock, Executor executor) {
    this.outbox = outbox;
    this.sender = sender;
    this.policy = policy;
    this.clock = clock;
    this.executor = executor;
  }

  @Override
  public int deliverDue() {
    Instant now = clock.instant();
    List<DueDelivery> due = outbox.claimDue(policy.batchSize(), now, now.plus(policy.lease()), policy.worker());
    CompletableFuture.allOf(due.stream()
        .map(d -> CompletableFuture.runAsync(() -> deliver(d), executor))
        .toArray(CompletableFuture[]::new)).join();
    return due.size();
  }

  private void deliver(DueDelivery delivery) {
    DeliveryRequest request = delivery.request();
    DeliveryOutcome sent = send(request);
    Instant now = clock.instant();
    AttemptVerdict verdict = AttemptVerdict.of(delivery, sent, now, policy);
    outbox.record(new DeliveryAttempt(request.webhookId(), request.eventId(), delivery.attemptsMade() + 1,
        verdict.outcome(), sent.status(), sent.durationMs(), sent.error(), sent.body(), now), verdict.retryAt());
  }

  /** A sender bug is a failed attempt, so it cannot strand the rest of the batch until their leases end. */
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
