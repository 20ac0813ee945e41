package com.outreach.adapter.out.persistence.secret;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.SecretKey;

/**
 * What a log line shows instead of a user id (D-55 a): a keyed hash, the first 96 bits of an
 * HMAC-SHA256 under a key derived from the secrets key, base64url. The same id always reads the
 * same, so an operator can follow one user through the log; a reader of the log alone, without the
 * key, can neither reverse it nor test a guessed id.
 */
public final class LogPseudonyms {
  static final String LABEL = "outreach log pseudonyms v1";
  private static final int SHOWN_BYTES = 12;

  private final ThreadLocal<Mac> macs;

  public LogPseudonyms(SecretKey key) {
    this.macs = ThreadLocal.withInitial(() -> newMac(key));
  }

  public String of(String value) {
    byte[] digest = macs.get().doFinal(String.valueOf(value).getBytes(StandardCharsets.UTF_8));
    return "h:"
        + Base64.getUrlEncoder()
            .withoutPadding()
            .encodeToString(Arrays.copyOf(digest, SHOWN_BYTES));
  }

  private static Mac newMac(SecretKey key) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      return mac;
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 unavailable", e);
    }
  }
}
