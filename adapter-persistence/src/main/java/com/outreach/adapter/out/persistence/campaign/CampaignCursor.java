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
  String encode() {
    long micros = ChronoUnit.MICROS.between(Instant.EPOCH, createdAt);
    return Base64.getUrlEncoder().withoutPadding()
        .encodeToString((micros + ":" + id).getBytes(StandardCharsets.US_ASCII));
  }

  static CampaignCursor decode(String text) {
    try {
      String[] parts = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.US_ASCII).split(":", 2);
      return new CampaignCursor(Instant.EPOCH.plus(Long.parseLong(parts[0]), ChronoUnit.MICROS), UUID.fromString(parts[1]));
    } catch (RuntimeException notOurs) {
      throw new DomainException(ErrorCode.INVALID_CURSOR);
    }
  }
}
