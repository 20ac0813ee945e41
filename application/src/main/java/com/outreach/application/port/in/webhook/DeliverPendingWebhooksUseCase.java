package com.outreach.application.port.in.webhook;

/**
 * Delivers the webhook deliveries that are due (D-26): claims a batch from the outbox, POSTs each and
 * logs and settles every attempt. Called over and over by a scheduler; safe to run on several instances.
 */
public interface DeliverPendingWebhooksUseCase {
  /** @return the number of attempts made (0 when nothing was due) */
  int deliverDue();
}
