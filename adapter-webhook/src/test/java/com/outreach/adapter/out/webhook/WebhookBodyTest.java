package com.outreach.adapter.out.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.webhook.WebhookSecret;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The D-26 body stays under 20 KB: custom fields go first, then the details, then long texts are cut. */
class WebhookBodyTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
  private static final String BIG = "{\"k\": \"" + "x".repeat(30_000) + "\"}";

  private static String body(String customFields, String data) {
    return new String(WebhookBody.of(Requests.to("https://h.test/", WebhookSecret.generate(), customFields, data),
        NOW), StandardCharsets.UTF_8);
  }

  @Test
  void aSmallBody_isWhole_andNotMarkedTruncated() {
    assertThat(body("{\"a\": 1}", "{\"b\": 2}")).contains("\"customFields\":{\"a\": 1}")
        .contains("\"details\":{\"b\": 2}").doesNotContain("truncated");
  }

  @Test
  void bigCustomFields_areDroppedFirst_keepingTheDetails() {
    String body = body(BIG, "{\"b\": 2}");
    assertThat(body.getBytes(StandardCharsets.UTF_8).length).isLessThan(WebhookBody.MAX_BYTES);
    assertThat(body).contains("\"customFields\":{}").contains("\"details\":{\"b\": 2}").contains("\"truncated\":true");
  }

  @Test
  void bigDetails_areDroppedToo() {
    String body = body(BIG, BIG);
    assertThat(body.getBytes(StandardCharsets.UTF_8).length).isLessThan(WebhookBody.MAX_BYTES);
    assertThat(body).doesNotContain("details").contains("\"truncated\":true").contains("\"firstName\":\"Ada\"");
  }

  @Test
  void controlCharacters_areEscaped() {
    JsonWriter json = new JsonWriter().open().string("a", "line\nbreak\u0001").close();
    assertThat(json.toString()).isEqualTo("{\"a\":\"line\\nbreak\\u0001\"}");
  }
}
