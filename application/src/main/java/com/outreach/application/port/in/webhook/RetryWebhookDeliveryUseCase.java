package com.outreach.application.port.in.webhook;

import com.outreach.domain.user.UserId;

/**
 * Resends one event to one of the caller's webhooks at once (extension of D-25/D-26): the delivery
 * becomes due now and keeps its attempt count, so the resend is its next numbered attempt. A
 * delivery being sent at this moment is left to that send.
 */
public interface RetryWebhookDeliveryUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code DELIVERIES_WEBHOOK_NOT_FOUND} (404)
   *     for a malformed, unknown or another user's webhook id; {@code DELIVERY_NOT_FOUND} (404)
   *     when that webhook has no delivery of that event (a malformed or unknown event id included);
   *     {@code WEBHOOK_DISABLED} (409) when the webhook is {@code isValid: false}, in which case
   *     nothing changes
   */
  void retry(UserId owner, String webhookId, String eventId);
}
