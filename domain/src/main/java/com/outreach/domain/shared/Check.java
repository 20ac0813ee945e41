package com.outreach.domain.shared;

/**
 * Precondition checks that fail with the exact client-facing message of an {@link ErrorCode}.
 * Lengths are counted in Unicode code points, so an emoji is one character (D-11).
 */
public final class Check {
  private Check() {}

  /**
   * Returns the value stripped of surrounding white space; absent or blank fails with {@code
   * ifMissing}.
   */
  public static String required(String value, ErrorCode ifMissing) {
    if (value == null || value.isBlank()) {
      throw new DomainException(ifMissing);
    }
    return value.strip();
  }

  /** Returns the stripped value, or null when absent or blank. */
  public static String optional(String value) {
    return value == null || value.isBlank() ? null : value.strip();
  }

  /**
   * The value on one line (D-55): each run of carriage returns and line feeds becomes one space, so
   * a name or subject that reaches a mail header can never start a header of its own. Null stays
   * null.
   */
  public static String singleLine(String value) {
    return value == null || (value.indexOf('\r') < 0 && value.indexOf('\n') < 0)
        ? value
        : value.replaceAll("[\r\n]+", " ");
  }

  /** Fails with "{label} must be at most {max} characters!" when the value is longer. */
  public static String maxLength(String value, int max, String label) {
    if (value != null && codePoints(value) > max) {
      throw new DomainException(ErrorCode.FIELD_TOO_LONG, label, max);
    }
    return value;
  }

  public static int codePoints(String value) {
    return value.codePointCount(0, value.length());
  }

  /** Fails with {@code code} unless the condition holds. */
  public static void that(boolean condition, ErrorCode code, Object... args) {
    if (!condition) {
      throw new DomainException(code, args);
    }
  }
}
