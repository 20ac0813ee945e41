package com.outreach.application.port.out;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.webhook.WebhookSecret;
import java.time.Instant;
import java.util.UUID;

/**
 * One event to POST to one webhook (D-26): where to, the signing secret, and the recorded event the
 * body is made of, with its campaign's title and its lead. {@code membershipId} is the API's leadId;
 * {@code data} is the event's JSON object or null.
 */
public record DeliveryRequest(
    UUID webhookId, String callbackUrl, WebhookSecret secret, UUID eventId, EventKind kind, UUID campaignId,
    String campaignTitle, UUID membershipId, DeliveryLead lead, Instant occurredAt, Instant recordedAt,
    String data) {}
