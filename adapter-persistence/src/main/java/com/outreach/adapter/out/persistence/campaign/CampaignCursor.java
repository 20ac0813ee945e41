package com.outreach.adapter.out.persistence.campaign;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.UUID;

/**
 * Where a page of campaigns (newest first) ended: the last campaign's creation time and id, as
 * opaque base64url text. Keyset, not offset: campaigns created meanwhile shift nothing.
 */
record CampaignCursor(Instant createdAt, UUID id) {
  // Well inside what PostgreSQL's timestamptz and java.sql.Timestamp hold, so that a forged cursor
  // is refused here rather than failing in the driver or the database.
  private static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");
  private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59.999999Z");

  String encode() {
    long micros = ChronoUnit.MICROS.between(Instant.EPOCH, createdAt);
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString((micros + ":" + id).getBytes(StandardCharsets.US_ASCII));
  }

  /**
   * Only text {@link #encode()} hands out, spelled exactly so, is a cursor; anything else is {@code
   * Invalid cursor!}.
   */
  static CampaignCursor decode(String text) {
    CampaignCursor cursor;
    try {
      String[] parts =
          new String(Base64.getUrlDecoder().decode(text), StandardCharsets.US_ASCII).split(":", 2);
      cursor =
          new CampaignCursor(
              Instant.EPOCH.plus(Long.parseLong(parts[0]), ChronoUnit.MICROS),
              UUID.fromString(parts[1]));
    } catch (RuntimeException notOurs) {
      throw new DomainException(ErrorCode.INVALID_CURSOR);
    }
    if (cursor.createdAt.isBefore(EARLIEST)
        || cursor.createdAt.isAfter(LATEST)
        || !cursor.encode().equals(text)) {
      throw new DomainException(ErrorCode.INVALID_CURSOR);
    }
    return cursor;
  }
}
