package com.outreach.application.port.in.webhook;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.CallbackUrl;
import com.outreach.domain.webhook.Webhook;

/**
 * A new webhook for the caller (spec 4.18, D-24). Checked in the order the body lists its fields:
 * {@code Title is required!} (and its length, 200), {@code Callback URL is required!}, {@code
 * Invalid callback URL!}, then {@code Invalid event!} (also for a missing event).
 */
public record RegisterWebhookCommand(
    UserId owner, String title, CallbackUrl callbackUrl, EventKind event) {
  public static RegisterWebhookCommand of(
      UserId owner, String title, String callbackUrl, String event) {
    String validTitle =
        Check.maxLength(
            Check.required(title, ErrorCode.TITLE_REQUIRED), Webhook.MAX_TITLE_LENGTH, "Title");
    return new RegisterWebhookCommand(
        owner, validTitle, CallbackUrl.parse(callbackUrl), EventKind.parse(event));
  }
}
