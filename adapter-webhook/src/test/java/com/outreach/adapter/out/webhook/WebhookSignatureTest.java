package com.outreach.adapter.out.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.standardwebhooks.Webhook;
import com.standardwebhooks.exceptions.WebhookVerificationException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Checks our signing against the independent Standard Webhooks library (D-26). */
class WebhookSignatureTest {

  private static final String BODY =
      "{\"id\":\"7d3c0e5a-1b2c-4d5e-8f90-123456789abc\",\"type\":\"lead.replied\","
          + "\"timestamp\":\"2026-11-21T07:00:00Z\",\"data\":{\"leadId\":\"ü-42\"}}";
  private static final String EVENT_ID = "7d3c0e5a-1b2c-4d5e-8f90-123456789abc";

  private final String secret = newSecret();

  @Test
  void signedPayload_verifiesWithTheStandardWebhooksLibrary() {
    SignatureHeaders headers = sign(Instant.now());

    assertThatCode(() -> new Webhook(secret).verify(BODY, asHeaders(headers)))
        .doesNotThrowAnyException();
  }

  @Test
  void tamperedBody_failsVerification() {
    SignatureHeaders headers = sign(Instant.now());

    assertThatThrownBy(
            () -> new Webhook(secret).verify(BODY.replace("42", "43"), asHeaders(headers)))
        .isInstanceOf(WebhookVerificationException.class);
  }

  @Test
  void tamperedTimestamp_failsVerification() {
    SignatureHeaders signed = sign(Instant.now());
    String later = Long.toString(Long.parseLong(signed.timestamp()) + 1);
    SignatureHeaders tampered = new SignatureHeaders(signed.id(), later, signed.signature());

    assertThatThrownBy(() -> new Webhook(secret).verify(BODY, asHeaders(tampered)))
        .isInstanceOf(WebhookVerificationException.class);
  }

  @Test
  void headers_carryTheEventId_epochSeconds_andAV1Signature() throws Exception {
    Instant at = Instant.parse("2026-11-21T07:00:00.900Z");
    SignatureHeaders headers = sign(at);

    assertThat(headers.asMap())
        .containsEntry("webhook-id", EVENT_ID)
        .containsEntry("webhook-timestamp", "1795244400")
        .containsEntry("webhook-signature", new Webhook(secret).sign(EVENT_ID, 1795244400L, BODY));
  }

  @Test
  void oneSigner_signsManyBodies_fromManyThreads_eachAsTheLibraryDoes() throws Exception {
    WebhookSignature signer = WebhookSignature.forSecret(secret);
    Webhook library = new Webhook(secret);
    java.util.concurrent.ExecutorService threads =
        java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      List<java.util.concurrent.Future<Boolean>> checks = new java.util.ArrayList<>();
      for (int i = 0; i < 200; i++) {
        String body = BODY.replace("42", Integer.toString(i));
        checks.add(
            threads.submit(
                () ->
                    signer
                        .sign(
                            EVENT_ID,
                            Instant.ofEpochSecond(1795244400L),
                            body.getBytes(StandardCharsets.UTF_8))
                        .signature()
                        .equals(library.sign(EVENT_ID, 1795244400L, body))));
      }
      for (java.util.concurrent.Future<Boolean> check : checks) {
        assertThat(check.get()).isTrue();
      }
    } finally {
      threads.shutdownNow();
    }
  }

  @Test
  void secretWithoutPrefix_isRejected() {
    assertThatThrownBy(() -> WebhookSignature.forSecret(secret.substring("whsec_".length())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Webhook secret must start with whsec_");
  }

  private SignatureHeaders sign(Instant at) {
    return WebhookSignature.forSecret(secret)
        .sign(EVENT_ID, at, BODY.getBytes(StandardCharsets.UTF_8));
  }

  private static Map<String, List<String>> asHeaders(SignatureHeaders headers) {
    Map<String, List<String>> map = new HashMap<>();
    headers.asMap().forEach((name, value) -> map.put(name, List.of(value)));
    return map;
  }

  // As D-24 issues them: "whsec_" and the base64 of 32 random bytes.
  private static String newSecret() {
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    return "whsec_" + Base64.getEncoder().encodeToString(key);
  }
}
