package com.outreach.bootstrap;

import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.TagRepository;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookRepository;
import com.outreach.application.service.blacklist.BlacklistService;
import com.outreach.application.service.tag.TagService;
import com.outreach.application.service.webhook.RetryWebhookDeliveryService;
import com.outreach.application.service.webhook.WebhookRegistryService;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/**
 * Wires the tag, blacklist and webhook-registry use cases (D-22 ... D-25) and resending a delivery
 * (docs/webhooks.md). Each service is registered under every inbound port it implements, which is
 * how the controllers find it.
 */
@Factory
final class RegistryUseCaseFactory {
  @Singleton
  TagService tags(TagRepository tags, Clock clock) {
    return new TagService(tags, clock);
  }

  @Singleton
  BlacklistService blacklist(
      BlacklistRepository blacklist, LinkedAccountRepository linkedAccounts, Clock clock) {
    return new BlacklistService(blacklist, linkedAccounts, clock);
  }

  @Singleton
  WebhookRegistryService webhooks(WebhookRepository webhooks, WebhookOutbox outbox, Clock clock) {
    return new WebhookRegistryService(webhooks, outbox, clock);
  }

  @Singleton
  RetryWebhookDeliveryService retryWebhookDelivery(
      WebhookOutbox outbox, WebhookRepository webhooks, DeliveryDoorbell doorbell, Clock clock) {
    return new RetryWebhookDeliveryService(outbox, webhooks, doorbell, clock);
  }
}
