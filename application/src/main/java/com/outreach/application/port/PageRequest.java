package com.outreach.application.port;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;

/**
 * One page of a keyset-paginated list (D-20): {@code limit} defaults to 100 and is clamped to
 * 1,000; {@code cursor} is the opaque {@code nextCursor} of the previous page, or null for the first.
 */
public record PageRequest(int limit, String cursor) {
  public static final int DEFAULT_LIMIT = 100;
  public static final int MAX_LIMIT = 1_000;

  public PageRequest {
    if (limit < 1) {
      throw new DomainException(ErrorCode.INVALID_LIMIT);
    }
    limit = Math.min(limit, MAX_LIMIT);
    cursor = cursor == null || cursor.isBlank() ? null : cursor.strip();
  }

  /** From the query string's text: absent limit is 100; a limit that is not a positive whole number is refused. */
  public static PageRequest of(String limit, String cursor) {
    if (limit == null || limit.isBlank()) {
      return new PageRequest(DEFAULT_LIMIT, cursor);
    }
    try {
      long value = Long.parseLong(limit.strip());
      return new PageRequest((int) Math.min(value, MAX_LIMIT), cursor);
    } catch (NumberFormatException notANumber) {
      throw new DomainException(ErrorCode.INVALID_LIMIT);
    }
  }
}
