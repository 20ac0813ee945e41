package com.outreach.application.port;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * One page of a keyset-paginated list (D-20): {@code limit} defaults to 100 and is clamped to
 * 1,000; {@code cursor} is the opaque {@code nextCursor} of the previous page, or null for the
 * first.
 */
public record PageRequest(int limit, String cursor) {
  public static final int DEFAULT_LIMIT = 100;
  public static final int MAX_LIMIT = 1_000;
  private static final Pattern WHOLE_NUMBER = Pattern.compile("[+-]?[0-9]+");

  public PageRequest {
    if (limit < 1) {
      throw new DomainException(ErrorCode.INVALID_LIMIT);
    }
    limit = Math.min(limit, MAX_LIMIT);
    cursor = cursor == null || cursor.isBlank() ? null : cursor.strip();
  }

  /**
   * From the query string's text: absent limit is 100; a limit that is not a positive whole number
   * is refused.
   */
  public static PageRequest of(String limit, String cursor) {
    return of(limit, cursor, DEFAULT_LIMIT, MAX_LIMIT);
  }

  /**
   * As {@link #of(String, String)} for a list with its own default and largest page (the inbox: 50
   * and 100, D-49).
   */
  public static PageRequest of(String limit, String cursor, int defaultLimit, int maxLimit) {
    if (limit == null || limit.isBlank()) {
      return new PageRequest(defaultLimit, cursor);
    }
    String text = limit.strip();
    // ASCII digits only (Java's number parsers also take other scripts' digits), sign allowed.
    if (!WHOLE_NUMBER.matcher(text).matches() || new BigInteger(text).signum() < 1) {
      throw new DomainException(ErrorCode.INVALID_LIMIT);
    }
    // However many digits a larger number has, it is clamped, not refused (D-20).
    return new PageRequest(
        new BigInteger(text).min(BigInteger.valueOf(maxLimit)).intValue(), cursor);
  }
}
