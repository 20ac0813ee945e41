package com.outreach.domain.webhook;

/**
 * What one delivery attempt came to (D-25, D-26): delivered; failed and due again later; failed for
 * good after the last attempt; or failed in a way that disables the webhook (a 410, or 5 days of
 * failures), which also ends its other deliveries.
 */
public enum AttemptOutcome {
  SUCCEEDED,
  RETRYING,
  FAILED,
  WEBHOOK_DISABLED
}
