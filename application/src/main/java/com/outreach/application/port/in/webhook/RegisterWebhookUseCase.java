package com.outreach.application.port.in.webhook;

import com.outreach.domain.webhook.Webhook;

/**
 * Registers a webhook for the caller (spec 4.18, D-24): valid, with a fresh signing secret that the
 * answer shows once. Several webhooks may listen to one event.
 */
public interface RegisterWebhookUseCase {
  Webhook register(RegisterWebhookCommand command);
}
