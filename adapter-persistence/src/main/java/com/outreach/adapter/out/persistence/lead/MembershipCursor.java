package com.outreach.adapter.out.persistence.lead;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Where a page of a campaign's leads ended: the last membership's {@code seq}, as opaque base64url
 * text. Keyset, not offset: leads added or deleted meanwhile shift nothing (D-20).
 */
record MembershipCursor(long seq) {
  private static final String PREFIX = "lead:";

  String encode() {
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString((PREFIX + seq).getBytes(StandardCharsets.US_ASCII));
  }

  static MembershipCursor decode(String text) {
    try {
      String plain = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.US_ASCII);
      if (!plain.startsWith(PREFIX)) {
        throw new IllegalArgumentException(text);
      }
      MembershipCursor cursor =
          new MembershipCursor(Long.parseLong(plain.substring(PREFIX.length())));
      // One spelling per position: "+5", "05" or padding are not cursors this repository handed
      // out.
      if (cursor.seq < 0 || !cursor.encode().equals(text)) {
        throw new IllegalArgumentException(text);
      }
      return cursor;
    } catch (RuntimeException notOurs) {
      throw new DomainException(ErrorCode.INVALID_CURSOR);
    }
  }
}
