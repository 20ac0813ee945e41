package com.outreach.adapter.out.persistence.secret;

import com.outreach.application.port.out.engine.TrackingTokens;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import java.util.UUID;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

/**
 * Tracking and unsubscribe tokens (D-45, D-46): base64url of a random 96-bit nonce and the AES-GCM
 * sealing of a kind byte, an id (the membership's for unsubscribe, the email's action for open and
 * click) and, for a click, its link. Sealed, so they carry no readable id or link; authenticated,
 * so a forged or altered token reads as nothing. 60 characters, more for a click (its link).
 */
public final class AesTrackingTokens implements TrackingTokens {
  private static final byte UNSUBSCRIBE = 'u';
  private static final byte OPEN = 'o';
  private static final byte CLICK = 'c';

  /**
   * Links longer than this are not tracked in a token (nor sent: no mail client keeps them whole).
   */
  static final int MAX_LINK = 2048;

  private static final int NONCE_BYTES = 12;
  private static final int TAG_BITS = 128;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final SecretKey key;

  /**
   * A cipher per thread: every pixel is read on a Netty event loop (D-46), and looking the
   * transformation up for each one made it a large share of the answer's allocations (the GC pauses
   * go straight into the pixel's p99); every email seals two or three tokens on an engine thread
   * (the look-up was half of the sealing in a flight recording of bench/email.sh). Each use
   * initialises it afresh with its own nonce, so no two tokens share one.
   */
  private final ThreadLocal<Cipher> ciphers = ThreadLocal.withInitial(AesTrackingTokens::newCipher);

  public AesTrackingTokens(SecretKey key) {
    this.key = key;
  }

  @Override
  public String unsubscribe(UUID membershipId) {
    return seal(UNSUBSCRIBE, membershipId);
  }

  @Override
  public Optional<UUID> readUnsubscribe(String token) {
    return open(UNSUBSCRIBE, token).map(AesTrackingTokens::id);
  }

  @Override
  public String open(UUID actionId) {
    return seal(OPEN, actionId);
  }

  @Override
  public Optional<UUID> readOpen(String token) {
    return open(OPEN, token).map(AesTrackingTokens::id);
  }

  @Override
  public String click(UUID actionId, String url) {
    return seal(CLICK, actionId, url.getBytes(StandardCharsets.UTF_8));
  }

  @Override
  public Optional<Click> readClick(String token) {
    return open(CLICK, token)
        .map(
            plain -> {
              UUID id = id(plain);
              byte[] link = new byte[plain.remaining()];
              plain.get(link);
              return new Click(id, new String(link, StandardCharsets.UTF_8));
            });
  }

  private static UUID id(ByteBuffer plain) {
    return new UUID(plain.getLong(), plain.getLong());
  }

  private String seal(byte kind, UUID id) {
    return seal(kind, id, new byte[0]);
  }

  private String seal(byte kind, UUID id, byte[] extra) {
    try {
      byte[] nonce = new byte[NONCE_BYTES];
      RANDOM.nextBytes(nonce);
      Cipher cipher = ciphers.get();
      cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
      byte[] sealed =
          cipher.doFinal(
              ByteBuffer.allocate(17 + extra.length)
                  .put(kind)
                  .putLong(id.getMostSignificantBits())
                  .putLong(id.getLeastSignificantBits())
                  .put(extra)
                  .array());
      return Base64.getUrlEncoder()
          .withoutPadding()
          .encodeToString(
              ByteBuffer.allocate(NONCE_BYTES + sealed.length).put(nonce).put(sealed).array());
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("could not seal a tracking token", e);
    }
  }

  private static Cipher newCipher() {
    try {
      return Cipher.getInstance("AES/GCM/NoPadding");
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES/GCM is not available", e);
    }
  }

  /**
   * The token's plain text after its kind byte (the id, then any extra), when it is of {@code
   * kind}.
   */
  private Optional<ByteBuffer> open(byte kind, String token) {
    int extra = kind == CLICK ? MAX_LINK * 4 / 3 + 4 : 0;
    if (token == null
        || token.length() < 60
        || token.length() > 60 + extra
        || (kind != CLICK && token.length() != 60)) {
      return Optional.empty();
    }
    try {
      byte[] all = Base64.getUrlDecoder().decode(token);
      if (all.length <= NONCE_BYTES) {
        return Optional.empty();
      }
      Cipher cipher = ciphers.get();
      cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, all, 0, NONCE_BYTES));
      ByteBuffer plain =
          ByteBuffer.wrap(cipher.doFinal(all, NONCE_BYTES, all.length - NONCE_BYTES));
      if (plain.remaining() < 17 || plain.get() != kind) {
        return Optional.empty();
      }
      return Optional.of(plain);
    } catch (IllegalArgumentException | GeneralSecurityException forged) {
      return Optional.empty();
    }
  }
}
