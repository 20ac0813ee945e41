package com.outreach.application.port.out.retention;

/** What the retention job deletes once it has outlived its age (D-54, docs/privacy.md). */
public enum RetentionTarget {
  /** Webhook deliveries settled (DELIVERED or FAILED), by the time they settled. */
  WEBHOOK_DELIVERIES,
  /** Webhook delivery attempts, by the time they were made. */
  WEBHOOK_ATTEMPTS,
  /** Opens and clicks answered but never recorded, by the time of the hit. */
  TRACKING_HITS,
  /** D-55 windows of opens and clicks, by the time their email was last recorded as opened. */
  TRACKING_HIT_WINDOWS,
  /** Receipt keys of inbound IMAP messages (what an inbound message leaves besides its message). */
  INBOUND_MAIL_RECEIPTS
}
