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
 * id.timestamp.body}, keyed with the bytes behind a webhook's {@code whsec_} secret (D-24). One
 * signer serves any number of signings, from any thread: it keeps a keyed prototype and signs with
 * a copy of it, which costs far less than looking up and keying a new {@link Mac} each time.
 */
public final class WebhookSignature {

  private static final String SECRET_PREFIX = "whsec_";
  private static final String ALGORITHM = "HmacSHA256";

  private final SecretKeySpec key;

  /** Never used itself, only copied: a Mac is stateful. */
  private final Mac prototype;

  private WebhookSignature(byte[] keyBytes) {
    this.key = new SecretKeySpec(keyBytes, ALGORITHM);
    this.prototype = newMac();
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
    Mac mac = copy(); // a Mac is stateful, so each signing gets its own
    mac.update(prefix);
    String digest = Base64.getEncoder().encodeToString(mac.doFinal(body));
    return new SignatureHeaders(eventId, seconds, "v1," + digest);
  }

  private Mac copy() {
    try {
      return (Mac) prototype.clone();
    } catch (CloneNotSupportedException e) {
      return newMac(); // a provider whose HMAC cannot be copied: keyed afresh
    }
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
