package com.outreach.bootstrap;

import com.outreach.application.port.in.webhook.DeliverPendingWebhooksUseCase;
import com.outreach.application.port.out.WebhookSender;
import com.outreach.application.service.webhook.DeliveryPolicy;
import io.micronaut.context.annotation.Requires;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Calls {@link DeliverPendingWebhooksUseCase} every {@code outreach.webhooks.poll-interval} (D-26),
 * and at once again while batches come back full. Polling instead of a NOTIFY per event keeps event
 * intake fast (issue 5); only started when a {@link WebhookSender} exists and {@code
 * outreach.webhooks.deliver} is not {@code false} (an instance that only serves the API; the outbox
 * keeps the deliveries for the others).
 */
@Singleton
@Requires(beans = WebhookSender.class)
@Requires(property = "outreach.webhooks.deliver", notEquals = "false")
final class WebhookDeliveryPoller {
  private static final Logger LOG = LoggerFactory.getLogger(WebhookDeliveryPoller.class);

  private final DeliverPendingWebhooksUseCase deliver;
  private final int batchSize;

  WebhookDeliveryPoller(DeliverPendingWebhooksUseCase deliver, DeliveryPolicy policy) {
    this.deliver = deliver;
    this.batchSize = policy.batchSize();
  }

  @Scheduled(fixedDelay = "${outreach.webhooks.poll-interval:200ms}", initialDelay = "1s")
  void poll() {
    try {
      while (deliver.deliverDue() == batchSize) {
        // A full batch means more may be due: no waiting for the next tick.
      }
    } catch (RuntimeException e) {
      // A database hiccup must not stop the schedule; leased rows come back when their lease ends.
      LOG.warn("Webhook delivery poll failed", e);
    }
  }
}
