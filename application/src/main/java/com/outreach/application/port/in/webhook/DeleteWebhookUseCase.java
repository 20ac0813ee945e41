package com.outreach.application.port.in.webhook;

import com.outreach.domain.user.UserId;

/** Deletes one of the caller's webhooks permanently (spec 4.20, D-25). */
public interface DeleteWebhookUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code INVALID_WEBHOOK_ID} for a malformed,
   *     unknown or another user's id
   */
  void delete(UserId owner, String webhookId);
}
