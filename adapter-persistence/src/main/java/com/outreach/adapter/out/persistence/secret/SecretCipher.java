package com.outreach.adapter.out.persistence.secret;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Encrypts secrets at rest (API tokens, SMTP passwords; D-3, D-28) with AES-256-GCM: a random
 * 96-bit nonce per value, authenticated, stored as {@code v1:} + base64(nonce || ciphertext).
 */
public final class SecretCipher {
  private static final String PREFIX = "v1:";
  private static final int NONCE_BYTES = 12;
  private static final int TAG_BITS = 128;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final SecretKey key;

  public SecretCipher(SecretKey key) {
    this.key = key;
  }

  public String encrypt(String plain) {
    if (plain == null) {
      return null;
    }
    try {
      byte[] nonce = new byte[NONCE_BYTES];
      RANDOM.nextBytes(nonce);
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
      byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
      return PREFIX
          + Base64.getEncoder()
              .encodeToString(
                  ByteBuffer.allocate(nonce.length + sealed.length).put(nonce).put(sealed).array());
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("could not encrypt a secret", e);
    }
  }

  /**
   * A key of its own for one purpose, derived from this key (HMAC-SHA256 of the label), so a
   * deployment keeps one secret and no derived key reveals it or another derived key.
   */
  public SecretKey derive(String label) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key.getEncoded(), "HmacSHA256"));
      return new SecretKeySpec(mac.doFinal(label.getBytes(StandardCharsets.UTF_8)), "HmacSHA256");
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("could not derive a key", e);
    }
  }

  public String decrypt(String stored) {
    if (stored == null) {
      return null;
    }
    if (!stored.startsWith(PREFIX)) {
      throw new IllegalStateException("unknown secret format");
    }
    try {
      byte[] all = Base64.getDecoder().decode(stored.substring(PREFIX.length()));
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, all, 0, NONCE_BYTES));
      return new String(
          cipher.doFinal(all, NONCE_BYTES, all.length - NONCE_BYTES), StandardCharsets.UTF_8);
    } catch (GeneralSecurityException e) {
      // Most likely a different outreach.secrets.key than the one the value was written with.
      throw new IllegalStateException(
          "could not decrypt a stored secret: is outreach.secrets.key the one it was written with?",
          e);
    }
  }
}
