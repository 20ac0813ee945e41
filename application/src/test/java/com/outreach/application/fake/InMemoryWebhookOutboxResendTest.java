package com.outreach.application.fake;

import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookOutboxResendContract;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.WebhookSecret;
import java.util.UUID;

/** The fake outbox resends as PostgreSQL does, so the use case's tests on it mean something. */
class InMemoryWebhookOutboxResendTest extends WebhookOutboxResendContract {
  private final InMemoryWebhookOutbox outbox = new InMemoryWebhookOutbox();

  @Override
  protected WebhookOutbox outbox() {
    return outbox;
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }

  @Override
  protected UUID newWebhook(UserId owner) {
    UUID webhook = UUID.randomUUID();
    outbox.ownedBy(webhook, owner);
    return webhook;
  }

  @Override
  protected void disable(UUID webhookId) {
    outbox.disable(webhookId);
  }

  @Override
  protected UUID newDelivery(UUID webhookId, Delivery state) {
    DeliveryRequest request =
        new DeliveryRequest(
            webhookId,
            "https://hooks.example.com/x",
            WebhookSecret.generate(),
            UUID.randomUUID(),
            EventKind.OPENED,
            UUID.randomUUID(),
            "Campaign",
            UUID.randomUUID(),
            new DeliveryLead("https://www.linkedin.com/in/x", null, null, null, null, "{}"),
            T0,
            T0,
            null);
    InMemoryWebhookOutbox.Row row = outbox.add(request, state.nextAttemptAt());
    row.status = state.status();
    row.attempts = state.attempts();
    row.leasedBy = state.leasedBy();
    return request.eventId();
  }

  @Override
  protected Delivery delivery(UUID webhookId, UUID eventId) {
    InMemoryWebhookOutbox.Row row = outbox.row(webhookId, eventId);
    return row == null
        ? null
        : new Delivery(row.status, row.attempts, row.nextAttemptAt, row.leasedBy);
  }
}
