package com.outreach.bootstrap;

import com.outreach.application.port.in.webhook.DeliverPendingWebhooksUseCase;
import com.outreach.application.port.out.WebhookSender;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs webhook delivery (D-26) on two threads once the HTTP server is up: the dispatcher claims due
 * deliveries while sending slots are free and otherwise sleeps until the {@link
 * LocalDeliveryDoorbell} rings (an event committed here, a send finished) or {@code
 * outreach.webhooks.poll-interval} passes (work committed by other instances, retries coming due);
 * the recorder writes finished attempts in batches. Polling instead of a NOTIFY per event keeps
 * event intake fast. While this instance's event intake is busy, the dispatcher claims once per
 * poll instead, a batch at a time ({@code IntakeYield}). Only with a {@link WebhookSender} and
 * unless {@code outreach.webhooks.deliver} is {@code false} (an instance that only serves the API;
 * the outbox keeps the deliveries for the others). Operator commands start no server, so they
 * deliver nothing.
 */
@Singleton
@Requires(beans = WebhookSender.class)
@Requires(property = "outreach.webhooks.deliver", notEquals = "false")
final class WebhookDeliveryLoop implements ApplicationEventListener<ServerStartupEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(WebhookDeliveryLoop.class);

  /** How long a stopping instance waits for sends under way, so their outcomes are recorded. */
  private static final Duration DRAIN = Duration.ofSeconds(5);

  private final DeliverPendingWebhooksUseCase deliver;
  private final BackgroundLoop dispatcher;
  private final BackgroundLoop recorder;

  WebhookDeliveryLoop(
      DeliverPendingWebhooksUseCase deliver,
      LocalDeliveryDoorbell doorbell,
      @Value("${outreach.webhooks.poll-interval:200ms}") Duration pollInterval,
      @Value("${outreach.webhooks.claim-coalesce:2ms}") Duration coalesce) {
    this.deliver = deliver;
    // A database hiccup must not stop delivery; leased rows come back when their lease ends.
    this.dispatcher =
        new BackgroundLoop(
            "webhook-dispatcher",
            LOG,
            "Claiming webhook deliveries failed",
            () -> pollInterval,
            () -> {
              deliver.dispatchDue();
              if (deliver.yieldingToIntake()) {
                // Every recorded event rings the doorbell: one claim a poll, a batch at a time.
                return pollInterval;
              }
              // A short claim took all there was for the webhooks with a free slot: claiming again
              // at once would find nothing. A freed slot or a new event rings. After a claim that
              // passed over capped webhooks, only a freed slot (or the poll) is worth another
              // claim: under load a slot frees within milliseconds, and claiming at every event's
              // ring would cost a round trip each.
              if ((!deliver.lastClaimWasFull() || !deliver.hasFreeSlot())
                  && (deliver.lastClaimPassedOverCapped()
                      ? doorbell.awaitSlot(pollInterval)
                      : doorbell.await(pollInterval))) {
                // Rung: let the burst that rang it (events, finished sends) gather into one claim.
                return coalesce;
              }
              return Duration.ZERO;
            });
    // A batch that fails stays leased and is delivered again after its lease: at least once.
    this.recorder =
        new BackgroundLoop(
                "webhook-recorder",
                LOG,
                "Recording webhook delivery attempts failed",
                () -> pollInterval,
                () -> {
                  deliver.recordFinished(pollInterval);
                  return Duration.ZERO;
                })
            .drainOnStop(
                () -> {
                  while (deliver.recordFinished(Duration.ZERO) > 0) {
                    // What finished during shutdown is written too.
                  }
                });
  }

  @Override
  public void onApplicationEvent(ServerStartupEvent event) {
    dispatcher.start();
    recorder.start();
  }

  /** Stops claiming, lets the sends under way finish (for a while) and writes their attempts. */
  @PreDestroy
  synchronized void stop() throws InterruptedException {
    if (!dispatcher.running()) {
      return;
    }
    // The dispatcher only waits (its sends run on threads of their own), so it is interrupted.
    dispatcher.stop(DRAIN, true);
    long deadline = System.nanoTime() + DRAIN.toNanos();
    while (deliver.inFlight() > 0 && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    recorder.stop(DRAIN, false);
  }
}
