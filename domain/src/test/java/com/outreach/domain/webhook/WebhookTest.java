package com.outreach.domain.webhook;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * D-24: a registered webhook is valid, has a fresh secret, and a required title of at most 200
 * characters.
 */
class WebhookTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
  private static final CallbackUrl URL = CallbackUrl.parse("https://hooks.example.com/x");

  @Test
  void register_isValid_withAFreshSecret_andTheStrippedTitle() {
    UserId owner = UserId.random();
    Webhook one = Webhook.register(owner, "  Replies ", URL, EventKind.REPLY_DETECTED, NOW);
    Webhook two = Webhook.register(owner, "Replies", URL, EventKind.REPLY_DETECTED, NOW);

    assertThat(one.valid()).isTrue();
    assertThat(one.title()).isEqualTo("Replies");
    assertThat(one.createdAt()).isEqualTo(NOW);
    assertThat(one.secret()).isNotEqualTo(two.secret());
    assertThat(one.id()).isNotEqualTo(two.id());
  }

  @Test
  void aMissingOrLongTitle_isRefused() {
    assertRefused(
        () -> Webhook.register(UserId.random(), " ", URL, EventKind.OPENED, NOW),
        ErrorCode.TITLE_REQUIRED,
        "Title is required!");
    assertRefused(
        () -> Webhook.register(UserId.random(), "t".repeat(201), URL, EventKind.OPENED, NOW),
        ErrorCode.FIELD_TOO_LONG,
        "Title must be at most 200 characters!");
  }
}
