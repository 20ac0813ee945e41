package com.outreach.adapter.out.webhook;

import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.webhook.WebhookSecret;
import java.time.Instant;
import java.util.UUID;

/** Delivery requests for the sender tests, with fixed ids so bodies can be compared as text. */
final class Requests {
  static final UUID EVENT = UUID.fromString("11111111-1111-1111-1111-111111111111");
  static final UUID CAMPAIGN = UUID.fromString("22222222-2222-2222-2222-222222222222");
  static final UUID MEMBERSHIP = UUID.fromString("33333333-3333-3333-3333-333333333333");
  static final Instant OCCURRED = Instant.parse("2026-03-01T10:15:30Z");

  private Requests() {}

  static DeliveryRequest to(String url, WebhookSecret secret) {
    return to(url, secret, "{\"team\": \"R&D\"}", "{\"message\": \"Hi \\\"there\\\"\"}");
  }

  static DeliveryRequest to(String url, WebhookSecret secret, String customFields, String data) {
    return new DeliveryRequest(
        UUID.randomUUID(),
        url,
        secret,
        EVENT,
        EventKind.REPLY_DETECTED,
        CAMPAIGN,
        "Spring \"outreach\"",
        MEMBERSHIP,
        new DeliveryLead(
            "https://www.linkedin.com/in/ada",
            "Ada",
            "Lovelace",
            "Ada Lovelace",
            "ada@lead.example",
            customFields),
        OCCURRED,
        OCCURRED,
        data);
  }
}
