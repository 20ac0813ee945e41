package com.outreach.application.port.in.webhook;

import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.Webhook;

/** One of the caller's webhooks (spec 4.19, D-25). */
public interface GetWebhookUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code WEBHOOK_NOT_FOUND} (a 200, spec 4.19)
   *     for a malformed, unknown or another user's id
   */
  Webhook webhook(UserId owner, String webhookId);
}
