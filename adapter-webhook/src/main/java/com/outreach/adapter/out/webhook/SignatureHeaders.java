package com.outreach.adapter.out.webhook;

import java.util.Map;

/**
 * The three Standard Webhooks headers of one delivery (D-26): {@code webhook-id}, {@code
 * webhook-timestamp} (epoch seconds) and {@code webhook-signature} ({@code v1,<base64>}).
 */
public record SignatureHeaders(String id, String timestamp, String signature) {

  /** Header name to value, ready to put on the request. */
  public Map<String, String> asMap() {
    return Map.of("webhook-id", id, "webhook-timestamp", timestamp, "webhook-signature", signature);
  }
}
