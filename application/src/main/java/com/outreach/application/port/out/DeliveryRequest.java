package com.outreach.application.port.out;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.webhook.WebhookSecret;
import java.time.Instant;
import java.util.UUID;

/**
 * One event to POST to one webhook (D-26): where to, the signing secret, and the recorded event the
 * body is made of, with its campaign's title and its lead. {@code membershipId} is the API's
 * leadId; {@code data} is the event's JSON object or null; {@code action} the engine's action the
 * event records (D-42), or null.
 */
public record DeliveryRequest(
    UUID webhookId,
    String callbackUrl,
    WebhookSecret secret,
    UUID eventId,
    EventKind kind,
    UUID campaignId,
    String campaignTitle,
    UUID membershipId,
    DeliveryLead lead,
    Instant occurredAt,
    Instant recordedAt,
    String data,
    EngineActionRef action) {
  /** An event no engine action is behind: one reported through {@code POST /events}. */
  public DeliveryRequest(
      UUID webhookId,
      String callbackUrl,
      WebhookSecret secret,
      UUID eventId,
      EventKind kind,
      UUID campaignId,
      String campaignTitle,
      UUID membershipId,
      DeliveryLead lead,
      Instant occurredAt,
      Instant recordedAt,
      String data) {
    this(
        webhookId,
        callbackUrl,
        secret,
        eventId,
        kind,
        campaignId,
        campaignTitle,
        membershipId,
        lead,
        occurredAt,
        recordedAt,
        data,
        null);
  }

  /**
   * D-42: the ledger's action an engine event records, its 1-based step and its sender; {@code
   * manual}: the action is the user's manual message (D-48); {@code variant}: the 0-based variant
   * of the step's texts it sent (D-51), null when the event's data names none.
   */
  public record EngineActionRef(
      String actionId, long step, String senderId, boolean manual, Integer variant) {
    /** An action without a variant named. */
    public EngineActionRef(String actionId, long step, String senderId, boolean manual) {
      this(actionId, step, senderId, manual, null);
    }

    /** An action of the sequence. */
    public EngineActionRef(String actionId, long step, String senderId) {
      this(actionId, step, senderId, false, null);
    }
  }
}
