package com.outreach.bootstrap;

import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookSender;
import com.outreach.application.service.webhook.DeliverPendingWebhooksService;
import com.outreach.application.service.webhook.DeliveryPolicy;
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
 * Wires webhook delivery (D-26): the policy from {@code outreach.webhooks.*} and the delivery use case.
 * Only with a {@link WebhookSender} bean: without one nothing is delivered and the outbox just fills,
 * which loses nothing, as deliveries are rows.
 */
@Factory
@Requires(beans = WebhookSender.class)
final class WebhookDeliveryFactory {
  @Singleton
  DeliveryPolicy deliveryPolicy(@Value("${outreach.webhooks.batch-size:50}") int batchSize,
      @Value("${outreach.webhooks.lease:30s}") Duration lease,
      @Value("${outreach.webhooks.disable-after:120h}") Duration disableAfter,
      @Value("${outreach.webhooks.jitter:0.2}") double jitter,
      @Nullable @Property(name = "outreach.webhooks.retry-delays") List<Duration> retryDelays) {
    List<Duration> delays = retryDelays == null || retryDelays.isEmpty() ? RetrySchedule.STANDARD : retryDelays;
    // The worker's name only tells operators whose lease a row is under; a fresh one per start is enough.
    return new DeliveryPolicy(batchSize, lease, disableAfter,
        new RetrySchedule(delays, jitter, () -> ThreadLocalRandom.current().nextDouble()),
        "outreach-" + UUID.randomUUID());
  }

  /**
   * One thread per delivery of a batch: the batch then takes one request timeout at most, inside the
   * lease, so no claim expires while its worker is still sending.
   */
  @Singleton
  @Bean(preDestroy = "shutdownNow")
  @Named("webhook-delivery")
  ExecutorService deliveryExecutor(DeliveryPolicy policy) {
    AtomicInteger n = new AtomicInteger();
    return Executors.newFixedThreadPool(policy.batchSize(), r -> {
      Thread t = new Thread(r, "webhook-delivery-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
  }

  @Singleton
  DeliverPendingWebhooksService deliverPendingWebhooks(WebhookOutbox outbox, WebhookSender sender,
      DeliveryPolicy policy, Clock clock, @Named("webhook-delivery") ExecutorService executor) {
    return new DeliverPendingWebhooksService(outbox, sender, policy, clock, executor);
  }
}
