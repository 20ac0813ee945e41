package com.outreach.adapter.out.persistence.secret;

import com.outreach.application.port.out.engine.TrackingTokens;
import java.nio.ByteBuffer;
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
 * sealing of a kind byte and the membership id. Sealed, so they carry no readable id; authenticated,
 * so a forged or altered token reads as nothing. 60 characters.
 */
public final class AesTrackingTokens implements TrackingTokens {
  private static final byte UNSUBSCRIBE = 'u';
  private static final int NONCE_BYTES = 12;
  private static final int TAG_BITS = 128;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final SecretKey key;

  public AesTrackingTokens(SecretKey key) {
    this.key = key;
  }

  @Override
  public String unsubscribe(UUID membershipId) {
    return seal(UNSUBSCRIBE, membershipId);
  }

  @Override
  public Optional<UUID> readUnsubscribe(String token) {
    return open(UNSUBSCRIBE, token);
  }

  private String seal(byte kind, UUID id) {
    try {
      byte[] nonce = new byte[NONCE_BYTES];
      RANDOM.nextBytes(nonce);
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
      byte[] sealed = cipher.doFinal(ByteBuffer.allocate(17).put(kind)
          .putLong(id.getMostSignificantBits()).putLong(id.getLeastSignificantBits()).array());
      return Base64.getUrlEncoder().withoutPadding().encodeToString(
          ByteBuffer.allocate(NONCE_BYTES + sealed.length).put(nonce).put(sealed).array());
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("could not seal a tracking token", e);
    }
  }

  private Optional<UUID> open(byte kind, String token) {
    if (token == null || token.length() != 60) {
      return Optional.empty();
    }
    try {
      byte[] all = Base64.getUrlDecoder().decode(token);
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, all, 0, NONCE_BYTES));
      ByteBuffer plain = ByteBuffer.wrap(cipher.doFinal(all, NONCE_BYTES, all.length - NONCE_BYTES));
      if (plain.remaining() != 17 || plain.get() != kind) {
        return Optional.empty();
      }
      return Optional.of(new UUID(plain.getLong(), plain.getLong()));
    } catch (IllegalArgumentException | GeneralSecurityException forged) {
      return Optional.empty();
    }
  }
}
