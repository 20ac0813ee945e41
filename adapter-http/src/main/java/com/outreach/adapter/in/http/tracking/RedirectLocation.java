package com.outreach.adapter.in.http.tracking;

import java.nio.charset.StandardCharsets;

/**
 * The {@code Location} of a click redirect (D-46): the link as the email had it, with every
 * character a URI may not hold as it is ({@code |}, spaces, braces, non-ASCII letters …)
 * percent-encoded, and nothing else changed. A link is never parsed again: a browser accepted it in
 * the email, so the redirect must not fail on it.
 */
final class RedirectLocation {
  private static final String ALLOWED =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%";
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private RedirectLocation() {}

  static String of(String link) {
    StringBuilder location = null;
    for (int i = 0; i < link.length(); i++) {
      char c = link.charAt(i);
      if (c < 128 && ALLOWED.indexOf(c) >= 0) {
        if (location != null) {
          location.append(c);
        }
        continue;
      }
      if (location == null) {
        location = new StringBuilder(link.length() + 16).append(link, 0, i);
      }
      int end = Character.isHighSurrogate(c) && i + 1 < link.length() ? i + 2 : i + 1;
      for (byte b : link.substring(i, end).getBytes(StandardCharsets.UTF_8)) {
        location.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
      }
      i = end - 1;
    }
    return location == null ? link : location.toString();
  }
}
