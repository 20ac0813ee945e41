package com.outreach.application.service.webhook;

import com.outreach.application.port.in.webhook.DeleteWebhookUseCase;
import com.outreach.application.port.in.webhook.GetWebhookUseCase;
import com.outreach.application.port.in.webhook.ListWebhookDeliveriesUseCase;
import com.outreach.application.port.in.webhook.ListWebhooksUseCase;
import com.outreach.application.port.in.webhook.RegisterWebhookCommand;
import com.outreach.application.port.in.webhook.RegisterWebhookUseCase;
import com.outreach.application.port.in.webhook.WebhookDeliveryView;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.Webhook;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * Registering, reading and deleting the caller's webhooks (spec 4.18-4.20, D-24, D-25). A
 * malformed, unknown and another user's id get one and the same answer per operation (D-31).
 */
public final class WebhookRegistryService
    implements RegisterWebhookUseCase,
        GetWebhookUseCase,
        ListWebhooksUseCase,
        DeleteWebhookUseCase,
        ListWebhookDeliveriesUseCase {
  /** The most attempts one GET /webhooks/{id}/deliveries shows: the newest ones. */
  static final int MAX_ATTEMPTS_SHOWN = 100;

  private final WebhookRepository webhooks;
  private final WebhookOutbox outbox;
  private final Clock clock;

  public WebhookRegistryService(WebhookRepository webhooks, WebhookOutbox outbox, Clock clock) {
    this.webhooks = webhooks;
    this.outbox = outbox;
    this.clock = clock;
  }

  @Override
  public Webhook register(RegisterWebhookCommand c) {
    Webhook webhook =
        Webhook.register(c.owner(), c.title(), c.callbackUrl(), c.event(), clock.instant());
    webhooks.add(webhook);
    return webhook;
  }

  @Override
  public Webhook webhook(UserId owner, String webhookId) {
    return find(owner, webhookId)
        .orElseThrow(() -> new DomainException(ErrorCode.WEBHOOK_NOT_FOUND));
  }

  @Override
  public List<Webhook> webhooks(UserId owner) {
    return webhooks.listByOwner(owner);
  }

  @Override
  public void delete(UserId owner, String webhookId) {
    boolean removed = Uuids.parse(webhookId).map(id -> webhooks.remove(owner, id)).orElse(false);
    if (!removed) {
      throw new DomainException(ErrorCode.INVALID_WEBHOOK_ID);
    }
  }

  @Override
  public List<WebhookDeliveryView> deliveries(UserId owner, String webhookId) {
    Webhook webhook =
        find(owner, webhookId)
            .orElseThrow(() -> new DomainException(ErrorCode.DELIVERIES_WEBHOOK_NOT_FOUND));
    return outbox.attempts(webhook.id(), MAX_ATTEMPTS_SHOWN).stream()
        .map(
            a ->
                new WebhookDeliveryView(
                    a.eventId().toString(),
                    a.attempt(),
                    a.outcome().name(),
                    a.responseStatus(),
                    a.durationMs(),
                    a.error(),
                    a.createdAt()))
        .toList();
  }

  private Optional<Webhook> find(UserId owner, String webhookId) {
    return Uuids.parse(webhookId).flatMap(id -> webhooks.find(owner, id));
  }
}
