package com.outreach.adapter.out.webhook;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.util.Base64;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Signs a delivery the Standard Webhooks way (D-26): {@code v1,} + base64 HMAC-SHA256 over {@code
 * id.timestamp.body}, keyed with the bytes behind a webhook's {@code whsec_} secret (D-24).
 */
public final class WebhookSignature {

  private static final String SECRET_PREFIX = "whsec_";
  private static final String ALGORITHM = "HmacSHA256";

  private final SecretKeySpec key;

  private WebhookSignature(byte[] keyBytes) {
    this.key = new SecretKeySpec(keyBytes, ALGORITHM);
  }

  /** A signer for a secret as D-24 issues it: {@code whsec_} and the base64 of the key bytes. */
  public static WebhookSignature forSecret(String secret) {
    Objects.requireNonNull(secret, "secret");
    if (!secret.startsWith(SECRET_PREFIX)) {
      throw new IllegalArgumentException("Webhook secret must start with " + SECRET_PREFIX);
    }
    byte[] keyBytes = Base64.getDecoder().decode(secret.substring(SECRET_PREFIX.length()));
    if (keyBytes.length == 0) {
      throw new IllegalArgumentException("Webhook secret has no key bytes");
    }
    return new WebhookSignature(keyBytes);
  }

  /** The headers for one attempt; {@code body} is exactly the bytes that will be sent. */
  public SignatureHeaders sign(String eventId, Instant timestamp, byte[] body) {
    String seconds = Long.toString(timestamp.getEpochSecond());
    byte[] prefix = (eventId + "." + seconds + ".").getBytes(StandardCharsets.UTF_8);
    Mac mac = newMac(); // a Mac is stateful, so each signing gets its own
    mac.update(prefix);
    String digest = Base64.getEncoder().encodeToString(mac.doFinal(body));
    return new SignatureHeaders(eventId, seconds, "v1," + digest);
  }

  private Mac newMac() {
    try {
      Mac mac = Mac.getInstance(ALGORITHM);
      mac.init(key);
      return mac;
    } catch (GeneralSecurityException e) {
      // Every Java platform must provide HmacSHA256, and the key is never empty.
      throw new IllegalStateException("HmacSHA256 unavailable", e);
    }
  }
}
