package com.outreach.application.port.out;

import com.outreach.domain.webhook.AttemptOutcome;
import java.time.Instant;
import java.util.UUID;

/**
 * One logged attempt of delivering an event to a webhook (D-25, D-26). {@code responseStatus} is
 * null without an answer, {@code error} null on success, {@code responseBody} at most 4 KB.
 */
public record DeliveryAttempt(
    UUID webhookId,
    UUID eventId,
    int attempt,
    AttemptOutcome outcome,
    Integer responseStatus,
    long durationMs,
    String error,
    String responseBody,
    Instant createdAt) {}
