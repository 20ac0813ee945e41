package com.outreach.domain.user;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * An API token: an opaque random string of 256 bits (D-3), not a JWT, so it can be revoked at once.
 * It is looked up by its SHA-256 {@link #hash()}, so the database index never holds the token.
 */
public record ApiKey(String value) {
  /** The shortest token an operator may choose for the bootstrap agency owner (D-2). */
  public static final int MIN_OPERATOR_LENGTH = 32;

  private static final SecureRandom RANDOM = new SecureRandom();

  public ApiKey {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException("api key is blank");
    }
  }

  /** 32 random bytes, base64url without padding: 43 URL- and header-safe characters. */
  public static ApiKey generate() {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    return new ApiKey(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
  }

  public byte[] hash() {
    try {
      return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException everyJdkHasSha256) {
      throw new IllegalStateException(everyJdkHasSha256);
    }
  }

  /** Never print a credential by accident. */
  @Override
  public String toString() {
    return "ApiKey[***]";
  }
}
