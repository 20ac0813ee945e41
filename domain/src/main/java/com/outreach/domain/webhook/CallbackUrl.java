package com.outreach.domain.webhook;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * Where a webhook's calls go (spec 2.8, D-24): an absolute {@code http} or {@code https} URL with a
 * host, at most 2,048 characters, kept as given (stripped). Whether its address may be called is
 * decided at delivery time (D-26), not here.
 */
public record CallbackUrl(String value) {
  public static final int MAX_LENGTH = 2_048;

  public CallbackUrl {
    if (value == null || !isHttpUrlWithHost(value)) {
      throw new DomainException(ErrorCode.INVALID_CALLBACK_URL);
    }
  }

  /**
   * Absent or blank: {@code Callback URL is required!}; too long, then anything else: {@code
   * Invalid callback URL!}.
   */
  public static CallbackUrl parse(String raw) {
    String text = Check.required(raw, ErrorCode.CALLBACK_URL_REQUIRED);
    return new CallbackUrl(Check.maxLength(text, MAX_LENGTH, "Callback URL"));
  }

  private static boolean isHttpUrlWithHost(String text) {
    try {
      URI uri = new URI(text);
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      // getHost() is null for registry-based authorities ("http://exa_mple"), which no client can
      // call.
      return (scheme.equals("http") || scheme.equals("https"))
          && uri.getHost() != null
          && !uri.getHost().isEmpty();
    } catch (URISyntaxException malformed) {
      return false;
    }
  }

  @Override
  public String toString() {
    return value;
  }
}
