package com.outreach.adapter.out.linkedin;

import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.domain.engine.StatusReason;
import java.util.Set;

/**
 * Unipile's error answers ({@code {title, detail, type, status}}, {@code type} as {@code
 * errors/<slug>}) mapped to what the engine does (D-34, D-41, D-43). docs/linkedin.md carries the
 * same table.
 */
final class UnipileErrors {
  /** What was being done when Unipile answered: some types mean different things per action. */
  enum Call {
    LOOKUP,
    INVITE,
    MESSAGE,
    INMAIL,
    WITHDRAW,
    VISIT,
    LIKE_POST
  }

  static final String TOO_MANY_REQUESTS = "too_many_requests";

  private static final Set<String> THROTTLING =
      Set.of(
          "limit_exceeded", "cannot_resend_yet", "cannot_resend_within_24hrs", TOO_MANY_REQUESTS);
  private static final Set<String> SENDER_DOWN =
      Set.of(
          "disconnected_account", "checkpoint_error", "expired_credentials", "account_restricted");

  private UnipileErrors() {}

  /**
   * The slug of a Unipile error type: {@code errors/limit_exceeded} is {@code limit_exceeded}; null
   * stays null.
   */
  static String slug(String type) {
    if (type == null || type.isBlank()) {
      return null;
    }
    String t = type.strip();
    int slash = t.lastIndexOf('/');
    return slash >= 0 ? t.substring(slash + 1) : t;
  }

  /**
   * The outcome of a non-2xx answer {@code status} with error type {@code type} (may be null) to
   * {@code call}.
   */
  static ProviderOutcome outcome(Call call, int status, String type) {
    String slug = slug(type);
    if (status == 429 || (slug != null && THROTTLING.contains(slug))) {
      return new ProviderOutcome.Throttled(slug == null ? TOO_MANY_REQUESTS : slug);
    }
    if (slug != null && SENDER_DOWN.contains(slug)) {
      return new ProviderOutcome.SenderUnavailable(slug);
    }
    if (status == 401 || status == 403) {
      // Any other authentication or authorisation refusal concerns the account, not this lead.
      return new ProviderOutcome.SenderUnavailable(slug == null ? "http_" + status : slug);
    }
    if (status >= 500) {
      return new ProviderOutcome.Temporary(slug == null ? "http_" + status : slug);
    }
    if ("already_invited_recently".equals(slug) && call == Call.INVITE) {
      return new ProviderOutcome.Sent(
          null); // an invitation to this lead is pending: counts as invited
    }
    if ("already_connected".equals(slug) && call == Call.INVITE) {
      return new ProviderOutcome.AlreadyConnected();
    }
    if ("no_connection_with_recipient".equals(slug) && call == Call.MESSAGE) {
      return new ProviderOutcome.Refused(StatusReason.NOT_CONNECTED);
    }
    if (slug == null) {
      return new ProviderOutcome.Refused(status == 404 ? "resource_not_found" : "http_" + status);
    }
    return new ProviderOutcome.Refused(slug);
  }
}
