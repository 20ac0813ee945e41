package com.outreach.domain.webhook;

import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;

/**
 * A webhook's signing secret (D-24): {@code whsec_} + base64 of 32 random bytes, the HMAC key of
 * the Standard Webhooks signature (D-26). Shown to the client once, at creation; {@link
 * #toString()} hides it so that it cannot slip into a log.
 */
public final class WebhookSecret {
  public static final String PREFIX = "whsec_";
  public static final int KEY_BYTES = 32;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final byte[] key;

  private WebhookSecret(byte[] key) {
    this.key = key.clone();
  }

  public static WebhookSecret generate() {
    byte[] key = new byte[KEY_BYTES];
    RANDOM.nextBytes(key);
    return new WebhookSecret(key);
  }

  /** Reads a secret written by {@link #value()}; used only when loading a stored webhook. */
  public static WebhookSecret parse(String value) {
    if (value == null || !value.startsWith(PREFIX)) {
      throw new IllegalArgumentException("not a webhook secret");
    }
    byte[] key = Base64.getDecoder().decode(value.substring(PREFIX.length()));
    if (key.length != KEY_BYTES) {
      throw new IllegalArgumentException("a webhook secret holds " + KEY_BYTES + " bytes");
    }
    return new WebhookSecret(key);
  }

  /** The secret as the client receives it. */
  public String value() {
    return PREFIX + Base64.getEncoder().encodeToString(key);
  }

  /** The HMAC key: the 32 bytes behind the prefix. */
  public byte[] key() {
    return key.clone();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof WebhookSecret s && Arrays.equals(key, s.key);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(key);
  }

  @Override
  public String toString() {
    return PREFIX + "***";
  }
}
