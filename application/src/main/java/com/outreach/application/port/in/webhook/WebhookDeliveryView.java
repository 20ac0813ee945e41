package com.outreach.application.port.in.webhook;

import java.time.Instant;

/**
 * One delivery attempt of an event to a webhook, as D-25 lists them: the event's id, the attempt's
 * number (1, 2, ...), its outcome, the receiver's status (null without an answer), how long it took
 * and what went wrong (null on success).
 */
public record WebhookDeliveryView(
    String eventId,
    int attempt,
    String outcome,
    Integer responseStatus,
    long durationMs,
    String error,
    Instant createdAt) {}
