package com.outreach.bootstrap;

import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookSender;
import com.outreach.application.service.event.GroupCommitter;
import com.outreach.application.service.webhook.DeliverPendingWebhooksService;
import com.outreach.application.service.webhook.DeliveryPolicy;
import com.outreach.application.service.webhook.IntakeYield;
import com.outreach.domain.webhook.RetrySchedule;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Property;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Wires webhook delivery (D-26): the policy from {@code outreach.webhooks.*} and the delivery use
 * case. Only with a {@link WebhookSender} bean: without one nothing is delivered and the outbox
 * just fills, which loses nothing, as deliveries are rows.
 */
@Factory
@Requires(beans = WebhookSender.class)
final class WebhookDeliveryFactory {
  @Singleton
  DeliveryPolicy deliveryPolicy(
      @Value("${outreach.webhooks.batch-size:50}") int batchSize,
      @Value("${outreach.webhooks.lease:30s}") Duration lease,
      @Value("${outreach.webhooks.disable-after:120h}") Duration disableAfter,
      @Value("${outreach.webhooks.jitter:0.2}") double jitter,
      @Nullable @Property(name = "outreach.webhooks.retry-delays") List<Duration> retryDelays,
      @Nullable @Property(name = "outreach.webhooks.worker-name") String workerName,
      @Value("${outreach.webhooks.max-in-flight:64}") int maxInFlight,
      @Value("${outreach.webhooks.max-in-flight-per-webhook:16}") int perWebhook,
      @Value("${outreach.webhooks.circuit.failures:5}") int circuitFailures,
      @Value("${outreach.webhooks.circuit.open-for:30s}") Duration circuitOpenFor) {
    List<Duration> delays =
        retryDelays == null || retryDelays.isEmpty() ? RetrySchedule.STANDARD : retryDelays;
    return new DeliveryPolicy(
        batchSize,
        lease,
        disableAfter,
        new RetrySchedule(delays, jitter, () -> ThreadLocalRandom.current().nextDouble()),
        worker(workerName),
        new DeliveryPolicy.Limits(maxInFlight, perWebhook, circuitFailures, circuitOpenFor));
  }

  /**
   * The name in leases and in the attempt log: the configured one, which tells operators which
   * instance did what, plus a suffix new at every start, so that two instances given one name, or
   * an instance and its predecessor, never hold each other's leases.
   */
  private static String worker(String configured) {
    String name = configured == null || configured.isBlank() ? "outreach" : configured.strip();
    return name + "-" + UUID.randomUUID().toString().substring(0, 8);
  }

  /** One thread per sending slot: a send that hangs holds its thread, never another webhook's. */
  @Singleton
  @Bean(preDestroy = "shutdownNow")
  @Named("webhook-delivery")
  ExecutorService deliveryExecutor(DeliveryPolicy policy) {
    AtomicInteger n = new AtomicInteger();
    return Executors.newFixedThreadPool(
        policy.limits().maxInFlight(),
        r -> {
          Thread t = new Thread(r, "webhook-delivery-" + n.incrementAndGet());
          t.setDaemon(true);
          return t;
        });
  }

  /** Sends give way to this instance's event intake when it is saturated (docs/webhooks.md). */
  @Singleton
  IntakeYield intakeYield(
      @Named(EventUseCaseFactory.GROUP_COMMIT) GroupCommitter intake,
      @Value("${outreach.webhooks.intake-busy-at:16}") int busyAt,
      @Value("${outreach.webhooks.max-in-flight-while-intake-busy:50}") int sendsWhileBusy) {
    return new IntakeYield(intake, busyAt, sendsWhileBusy);
  }

  @Singleton
  DeliverPendingWebhooksService deliverPendingWebhooks(
      WebhookOutbox outbox,
      WebhookSender sender,
      DeliveryPolicy policy,
      Clock clock,
      @Named("webhook-delivery") ExecutorService executor,
      LocalDeliveryDoorbell doorbell,
      IntakeYield intakeYield) {
    return new DeliverPendingWebhooksService(
        outbox, sender, policy, clock, executor, doorbell::ringForSlot, intakeYield);
  }
}
