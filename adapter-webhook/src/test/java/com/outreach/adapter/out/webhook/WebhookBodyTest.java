package com.outreach.adapter.out.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.domain.webhook.WebhookSecret;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The D-26 body stays under 20 KB: custom fields go first, then the details, then long texts are
 * cut.
 */
class WebhookBodyTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
  private static final String ACTION = "7f8e9d0c-1b2a-4c3d-9e4f-5a6b7c8d9e0f";
  private static final String SENDER = "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d";
  private static final String BIG = "{\"k\": \"" + "x".repeat(30_000) + "\"}";

  private static String body(String customFields, String data) {
    return new String(
        WebhookBody.of(
            Requests.to("https://h.test/", WebhookSecret.generate(), customFields, data), NOW),
        StandardCharsets.UTF_8);
  }

  /** The body of an engine event with that data, behind that ledger action. */
  private static String bodyOf(String data, DeliveryRequest.EngineActionRef action) {
    DeliveryRequest plain = Requests.to("https://h.test/", WebhookSecret.generate(), "{}", data);
    DeliveryRequest engine =
        new DeliveryRequest(
            plain.webhookId(),
            plain.callbackUrl(),
            plain.secret(),
            plain.eventId(),
            plain.kind(),
            plain.campaignId(),
            plain.campaignTitle(),
            plain.membershipId(),
            plain.lead(),
            plain.occurredAt(),
            plain.recordedAt(),
            plain.data(),
            action);
    return new String(WebhookBody.of(engine, NOW), StandardCharsets.UTF_8);
  }

  @Test
  void aSmallBody_isWhole_andNotMarkedTruncated() {
    assertThat(body("{\"a\": 1}", "{\"b\": 2}"))
        .contains("\"customFields\":{\"a\": 1}")
        .contains("\"details\":{\"b\": 2}")
        .doesNotContain("truncated");
  }

  @Test
  void anEngineEvent_namesItsAction_stepAndSender_inData() {
    String body = bodyOf("{\"b\": 2}", new DeliveryRequest.EngineActionRef(ACTION, 2, SENDER));

    assertThat(body)
        .contains(
            "\"occurredAt\":\"2026-",
            "\"actionId\":\"7f8e9d0c-1b2a-4c3d-9e4f-5a6b7c8d9e0f\","
                + "\"step\":2,\"senderId\":\"5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d\",\"details\":{\"b\": 2}");
    assertThat(body("{}", "{\"b\": 2}")).doesNotContain("actionId");
    assertThat(body).doesNotContain("\"manual\"");
  }

  @Test
  void anEngineEventsVariant_followsItsSender_inData() {
    String body =
        bodyOf(
            "{\"variant\": 3}", new DeliveryRequest.EngineActionRef(ACTION, 2, SENDER, false, 3));

    assertThat(body)
        .contains(
            "\"step\":2,\"senderId\":\"5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d\",\"variant\":3,"
                + "\"details\":{\"variant\": 3}")
        .doesNotContain("\"manual\"");
  }

  @Test
  void aManualMessagesEvent_saysManualInData() {
    String body =
        bodyOf("{\"manual\": true}", new DeliveryRequest.EngineActionRef(ACTION, 1, SENDER, true));

    assertThat(body)
        .contains(
            "\"senderId\":\"5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d\",\"manual\":true,"
                + "\"details\":{\"manual\": true}");
  }

  @Test
  void bigCustomFields_areDroppedFirst_keepingTheDetails() {
    String body = body(BIG, "{\"b\": 2}");
    assertThat(body.getBytes(StandardCharsets.UTF_8).length).isLessThan(WebhookBody.MAX_BYTES);
    assertThat(body)
        .contains("\"customFields\":{}")
        .contains("\"details\":{\"b\": 2}")
        .contains("\"truncated\":true");
  }

  @Test
  void bigDetails_areDroppedToo() {
    String body = body(BIG, BIG);
    assertThat(body.getBytes(StandardCharsets.UTF_8).length).isLessThan(WebhookBody.MAX_BYTES);
    assertThat(body)
        .doesNotContain("details")
        .contains("\"truncated\":true")
        .contains("\"firstName\":\"Ada\"");
  }

  @Test
  void controlCharacters_areEscaped() {
    JsonWriter json = new JsonWriter().open().string("a", "line\nbreak\u0001").close();
    assertThat(json.toString()).isEqualTo("{\"a\":\"line\\nbreak\\u0001\"}");
  }
}
