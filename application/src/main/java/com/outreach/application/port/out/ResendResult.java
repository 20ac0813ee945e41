package com.outreach.application.port.out;

/**
 * What {@link WebhookOutbox#resend} did with one delivery. Only {@link #QUEUED} changed anything;
 * {@link #IN_FLIGHT} is a delivery a worker is sending at this moment, left alone because it is
 * already being sent.
 */
public enum ResendResult {
  /** Due now: PENDING, next attempt now, no lease; its attempt count kept. */
  QUEUED,
  /** DELIVERING under a worker's lease: untouched. */
  IN_FLIGHT,
  /** No such webhook of that owner. */
  WEBHOOK_NOT_FOUND,
  /** The owner's webhook has no delivery of that event. */
  DELIVERY_NOT_FOUND,
  /** The owner's webhook is {@code isValid: false} (a 410, or 5 days of failures): untouched. */
  WEBHOOK_DISABLED
}
