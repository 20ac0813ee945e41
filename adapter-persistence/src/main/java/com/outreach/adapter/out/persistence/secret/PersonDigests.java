package com.outreach.adapter.out.persistence.secret;

import com.outreach.domain.blacklist.BlacklistKeyword;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.Locale;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * What an erased person leaves behind to honour their choices (D-54): the HMAC-SHA256 of an address
 * or profile link under a key derived from the secrets key. Without the key a digest names nobody;
 * with it, the service recognises the same address or link when it comes back (D-23, D-40).
 *
 * <p>The database compares addresses itself: {@link #outerPad()} and {@link #innerPad()} are the
 * key's HMAC pads, with which {@code sha256(outer || sha256(inner || text))} in SQL is the same
 * HMAC, so a suppression check stays one statement for a whole chunk of memberships.
 */
public final class PersonDigests {
  private static final int BLOCK = 64;
  private final byte[] key;
  private final ThreadLocal<Mac> macs = ThreadLocal.withInitial(this::newMac);

  public PersonDigests(byte[] key) {
    if (key.length > BLOCK) {
      throw new IllegalArgumentException("a digest key is at most 64 bytes");
    }
    this.key = key.clone();
  }

  /** The digest of an email address, compared lower-cased as D-40's suppression does. */
  public byte[] address(String address) {
    return macs.get().doFinal(address.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
  }

  /** The stored form of an erased canonical profile link. */
  public String profileLink(String canonicalLink) {
    return BlacklistKeyword.ERASED_LINK_PREFIX
        + HexFormat.of()
            .formatHex(macs.get().doFinal(canonicalLink.getBytes(StandardCharsets.UTF_8)));
  }

  public byte[] innerPad() {
    return pad((byte) 0x36);
  }

  public byte[] outerPad() {
    return pad((byte) 0x5c);
  }

  private byte[] pad(byte with) {
    byte[] padded = new byte[BLOCK];
    for (int i = 0; i < BLOCK; i++) {
      padded[i] = (byte) ((i < key.length ? key[i] : 0) ^ with);
    }
    return padded;
  }

  private Mac newMac() {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      return mac;
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is unavailable", e);
    }
  }
}
