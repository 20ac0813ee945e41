package com.outreach.application.port.in.webhook;

import com.outreach.domain.user.UserId;
import java.util.List;

/** The delivery attempts of one of the caller's webhooks, newest first (D-25 extension). */
public interface ListWebhookDeliveriesUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code DELIVERIES_WEBHOOK_NOT_FOUND} (a 404)
   *     for a malformed, unknown or another user's id
   */
  List<WebhookDeliveryView> deliveries(UserId owner, String webhookId);
}
