package com.outreach.application.port.out;

/**
 * Sends one signed POST to a webhook (D-26), implemented by the outbound HTTP adapter. Never throws
 * for what the receiver or the network did: that is an outcome.
 */
public interface WebhookSender {
  DeliveryOutcome send(DeliveryRequest request);
}
