package com.outreach.application.port.in.webhook;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import org.junit.jupiter.api.Test;

/** Spec 4.18, D-24: title, callback URL, event, in that order. */
class RegisterWebhookCommandTest {
  private static final UserId ME = UserId.random();
  private static final String URL = "https://hooks.example.com/x";

  @Test
  void aValidWebhook_readsTheEventInAnyCase() {
    RegisterWebhookCommand c = RegisterWebhookCommand.of(ME, " Replies ", URL, "reply_detected");

    assertThat(c.title()).isEqualTo("Replies");
    assertThat(c.callbackUrl().value()).isEqualTo(URL);
    assertThat(c.event()).isEqualTo(EventKind.REPLY_DETECTED);
  }

  @Test
  void theChecks_runInOrder() {
    assertRefused(
        () -> RegisterWebhookCommand.of(ME, null, null, null),
        ErrorCode.TITLE_REQUIRED,
        "Title is required!");
    assertRefused(
        () -> RegisterWebhookCommand.of(ME, "t".repeat(201), null, null),
        ErrorCode.FIELD_TOO_LONG,
        "Title must be at most 200 characters!");
    assertRefused(
        () -> RegisterWebhookCommand.of(ME, "T", " ", "bad"),
        ErrorCode.CALLBACK_URL_REQUIRED,
        "Callback URL is required!");
    assertRefused(
        () -> RegisterWebhookCommand.of(ME, "T", "ftp://x", "bad"),
        ErrorCode.INVALID_CALLBACK_URL,
        "Invalid callback URL!");
    assertRefused(
        () -> RegisterWebhookCommand.of(ME, "T", URL, null),
        ErrorCode.INVALID_EVENT,
        "Invalid event!");
    assertRefused(
        () -> RegisterWebhookCommand.of(ME, "T", URL, "REPLIED"),
        ErrorCode.INVALID_EVENT,
        "Invalid event!");
  }
}
