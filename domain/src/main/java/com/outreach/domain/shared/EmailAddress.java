package com.outreach.domain.shared;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * An email address as a user typed it, stripped of surrounding white space. Two addresses are the
 * same mailbox when their {@link #key()}s are equal: emails are compared case-insensitively (D-1).
 */
public record EmailAddress(String value) {
  /** RFC 5321 caps a forward path at 254 characters. */
  public static final int MAX_LENGTH = 254;

  // Pragmatic rather than RFC 5322-complete: one @, no white space, a dot in the domain. White
  // space means Unicode's (no-break space, line separator, ...), not only ASCII's, and control
  // characters are refused too: a NUL could not even be stored.
  private static final String CHAR = "[^@\\p{IsWhite_Space}\\p{Cc}]";
  private static final String LABEL = "[^@.\\p{IsWhite_Space}\\p{Cc}]+";
  private static final Pattern SHAPE =
      Pattern.compile("^" + CHAR + "{1,64}@" + LABEL + "(\\." + LABEL + ")+$");

  public EmailAddress {
    if (value == null || value.length() > MAX_LENGTH || !SHAPE.matcher(value).matches()) {
      throw new DomainException(ErrorCode.INVALID_EMAIL);
    }
  }

  /** Parses a present, non-blank address; fails with {@code Invalid email!}. */
  public static EmailAddress parse(String raw) {
    return new EmailAddress(raw == null ? null : raw.strip());
  }

  /** The comparison key: the address in lower case. */
  public String key() {
    return value.toLowerCase(Locale.ROOT);
  }

  public boolean sameAs(EmailAddress other) {
    return other != null && key().equals(other.key());
  }

  @Override
  public String toString() {
    return value;
  }
}
