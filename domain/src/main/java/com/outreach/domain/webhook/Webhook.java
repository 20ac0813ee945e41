package com.outreach.domain.webhook;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A user's subscription to one event kind (spec 2.8, D-24): POST calls go to the callback URL,
 * signed with the secret. A new webhook is valid; delivery may later mark it invalid (D-26). A user
 * may have several webhooks for one event. Deleting one is permanent (spec 4.20).
 */
public record Webhook(
    UUID id,
    UserId owner,
    String title,
    CallbackUrl callbackUrl,
    EventKind event,
    WebhookSecret secret,
    boolean valid,
    Instant createdAt) {
  public static final int MAX_TITLE_LENGTH = 200;

  public Webhook {
    Objects.requireNonNull(id);
    Objects.requireNonNull(owner);
    Objects.requireNonNull(callbackUrl);
    Objects.requireNonNull(event);
    Objects.requireNonNull(secret);
    Objects.requireNonNull(createdAt);
    title =
        Check.maxLength(Check.required(title, ErrorCode.TITLE_REQUIRED), MAX_TITLE_LENGTH, "Title");
  }

  /** A new, valid webhook with a fresh secret. */
  public static Webhook register(
      UserId owner, String title, CallbackUrl callbackUrl, EventKind event, Instant now) {
    return new Webhook(
        UUID.randomUUID(), owner, title, callbackUrl, event, WebhookSecret.generate(), true, now);
  }
}
