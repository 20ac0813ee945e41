package com.outreach.adapter.out.persistence.conversation;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.UUID;

/**
 * Where a page of the inbox ended: the last conversation's activity time (microseconds, as stored)
 * and its membership id, as opaque base64url text. Keyset, not offset: a conversation's activity
 * only rises, so one that gets a message while the pages are read moves above the cursor and is
 * never listed twice, and the others keep their places (D-49).
 */
record InboxCursor(Instant activityAt, UUID id) {
  private static final String PREFIX = "inbox:";
  // Well inside what timestamptz holds, so that a forged cursor is refused here rather than in the
  // driver or the database.
  private static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");
  private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59.999999Z");

  String encode() {
    long micros = ChronoUnit.MICROS.between(Instant.EPOCH, activityAt);
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString((PREFIX + micros + ":" + id).getBytes(StandardCharsets.US_ASCII));
  }

  /** Only text {@link #encode()} hands out, spelled exactly so, is a cursor. */
  static InboxCursor decode(String text) {
    InboxCursor cursor;
    try {
      String plain = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.US_ASCII);
      if (!plain.startsWith(PREFIX)) {
        throw new IllegalArgumentException(text);
      }
      String[] parts = plain.substring(PREFIX.length()).split(":", 2);
      cursor =
          new InboxCursor(
              Instant.EPOCH.plus(Long.parseLong(parts[0]), ChronoUnit.MICROS),
              UUID.fromString(parts[1]));
    } catch (RuntimeException notOurs) {
      throw new DomainException(ErrorCode.INVALID_CURSOR);
    }
    if (cursor.activityAt.isBefore(EARLIEST)
        || cursor.activityAt.isAfter(LATEST)
        || !cursor.encode().equals(text)) {
      throw new DomainException(ErrorCode.INVALID_CURSOR);
    }
    return cursor;
  }
}
