package com.outreach.adapter.out.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.address.HostResolver;
import com.outreach.application.address.StubResolver;
import com.outreach.application.address.TargetAddressPolicy;
import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.domain.webhook.WebhookSecret;
import com.standardwebhooks.Webhook;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The D-26 sender against a receiver on 127.0.0.1: callback URLs name {@code receiver.test}, which
 * only the test's resolver knows, so a delivery that arrives proves the connection went to the
 * vetted address.
 */
class HttpWebhookSenderTest {
  private static final HostResolver TEST_DNS =
      host -> {
        if (host.equals("receiver.test")) {
          return List.of(InetAddress.getByName("127.0.0.1"));
        }
        throw new UnknownHostException(host);
      };

  private final Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
  private final WebhookSecret secret = WebhookSecret.generate();
  private HttpWebhookSender sender =
      sender(new TargetAddressPolicy(TEST_DNS, true), Duration.ofSeconds(15));
  private LoopbackReceiver receiver;

  private HttpWebhookSender sender(TargetAddressPolicy policy, Duration total) {
    return new HttpWebhookSender(
        policy, Clock.fixed(now, ZoneOffset.UTC), Duration.ofSeconds(5), total, 4);
  }

  private String url(String path) {
    return "http://receiver.test:" + receiver.port() + path;
  }

  @AfterEach
  void stop() throws Exception {
    sender.close();
    if (receiver != null) {
      receiver.close();
    }
  }

  @Test
  void twoHundred_isASuccess_withTheD26Body_andStandardWebhooksHeaders_thatVerify()
      throws Exception {
    receiver = new LoopbackReceiver(LoopbackReceiver.status(200, "ok"));

    DeliveryOutcome outcome = sender.send(Requests.to(url("/in"), secret));

    assertThat(outcome.succeeded()).isTrue();
    assertThat(outcome.status()).isEqualTo(200);
    assertThat(outcome.body()).isEqualTo("ok");
    LoopbackReceiver.Received got = receiver.received.get(0);
    assertThat(got.body())
        .isEqualTo(
            "{\"id\":\""
                + Requests.EVENT
                + "\",\"type\":\"REPLY_DETECTED\",\"timestamp\":\""
                + now
                + "\",\"data\":{\"campaignId\":\""
                + Requests.CAMPAIGN
                + "\",\"campaignTitle\":\"Spring \\\"outreach\\\"\","
                + "\"leadId\":\""
                + Requests.MEMBERSHIP
                + "\",\"lead\":{\"profileLink\":\"https://www.linkedin.com/in/ada\","
                + "\"firstName\":\"Ada\",\"lastName\":\"Lovelace\",\"fullName\":\"Ada Lovelace\",\"email\":\"ada@lead.example\","
                + "\"customFields\":{\"team\": \"R&D\"}},\"occurredAt\":\"2026-03-01T10:15:30Z\","
                + "\"details\":{\"message\": \"Hi \\\"there\\\"\"}}}");
    assertThat(got.headers().get("Webhook-id")).containsExactly(Requests.EVENT.toString());
    assertThat(got.headers().get("Webhook-timestamp"))
        .containsExactly(Long.toString(now.getEpochSecond()));
    assertThat(got.headers().get("Content-type")).containsExactly("application/json");
    assertThat(got.headers().get("User-agent")).containsExactly(HttpWebhookSender.USER_AGENT);
    // The independent library checks the signature and that the timestamp is recent.
    new Webhook(secret.value()).verify(got.body(), lowerCase(got.headers()));
  }

  @Test
  void theSignedPost_carriesExactlyTheseHeaders_andASignatureOverTheExactBodyBytes()
      throws Exception {
    receiver = new LoopbackReceiver(LoopbackReceiver.status(204, ""));

    sender.send(Requests.to(url("/in?x=1"), secret));
    sender.send(
        Requests.to(
            url("/in?x=1"), secret)); // the second send reuses the webhook's signer and connection

    assertThat(receiver.received).hasSize(2);
    for (LoopbackReceiver.Received got : receiver.received) {
      byte[] body = got.body().getBytes(java.nio.charset.StandardCharsets.UTF_8);
      assertThat(got.path()).isEqualTo("/in");
      assertThat(got.headers())
          .containsOnlyKeys(
              "Host",
              "Connection",
              "Content-type",
              "Content-length",
              "User-agent",
              "Webhook-id",
              "Webhook-timestamp",
              "Webhook-signature");
      assertThat(got.headers().get("Host")).containsExactly("receiver.test:" + receiver.port());
      assertThat(got.headers().get("Content-length"))
          .containsExactly(Integer.toString(body.length));
      assertThat(got.headers().get("Webhook-signature"))
          .containsExactly(
              new Webhook(secret.value())
                  .sign(Requests.EVENT.toString(), now.getEpochSecond(), got.body()));
      assertThat(got.body()).isEqualTo(receiver.received.get(0).body());
    }
  }

  @Test
  void anUnparsableCallbackUrl_isAFailedAttempt() {
    DeliveryOutcome outcome = sender.send(Requests.to("http://bad host/in", secret));

    assertThat(outcome.status()).isNull();
    assertThat(outcome.error()).isEqualTo("Invalid callback URL");
  }

  private static java.util.Map<String, List<String>> lowerCase(
      java.util.Map<String, List<String>> headers) {
    java.util.Map<String, List<String>> out = new java.util.HashMap<>();
    headers.forEach((k, v) -> out.put(k.toLowerCase(java.util.Locale.ROOT), v));
    return out;
  }

  @Test
  void fiveHundred_isAFailure_withItsStatusAndBody() throws Exception {
    receiver = new LoopbackReceiver(LoopbackReceiver.status(500, "boom"));

    DeliveryOutcome outcome = sender.send(Requests.to(url("/in"), secret));

    assertThat(outcome.succeeded()).isFalse();
    assertThat(outcome.status()).isEqualTo(500);
    assertThat(outcome.body()).isEqualTo("boom");
  }

  @Test
  void aRedirect_isAFailure_andItsTargetIsNeverCalled() throws Exception {
    receiver =
        new LoopbackReceiver(
            exchange -> {
              if (exchange.getRequestURI().getPath().equals("/in")) {
                exchange.getResponseHeaders().add("Location", "/elsewhere");
                exchange.sendResponseHeaders(302, -1);
              } else {
                exchange.sendResponseHeaders(200, -1);
              }
            });

    DeliveryOutcome outcome = sender.send(Requests.to(url("/in"), secret));

    assertThat(outcome.succeeded()).isFalse();
    assertThat(outcome.status()).isEqualTo(302);
    assertThat(receiver.received)
        .extracting(LoopbackReceiver.Received::path)
        .containsExactly("/in");
  }

  @Test
  void gone_comesBackAs410() throws Exception {
    receiver = new LoopbackReceiver(LoopbackReceiver.status(410, ""));

    DeliveryOutcome outcome = sender.send(Requests.to(url("/in"), secret));

    assertThat(outcome.gone()).isTrue();
  }

  @Test
  void tooManyRequests_carriesItsRetryAfter() throws Exception {
    receiver =
        new LoopbackReceiver(
            exchange -> {
              exchange.getResponseHeaders().add("Retry-After", "120");
              exchange.sendResponseHeaders(429, -1);
            });

    DeliveryOutcome outcome = sender.send(Requests.to(url("/in"), secret));

    assertThat(outcome.status()).isEqualTo(429);
    assertThat(outcome.retryAfter()).isEqualTo(Duration.ofSeconds(120));
  }

  @Test
  void aLongAnswer_isCutAt4KB() throws Exception {
    receiver = new LoopbackReceiver(LoopbackReceiver.status(200, "x".repeat(100_000)));

    DeliveryOutcome outcome = sender.send(Requests.to(url("/in"), secret));

    assertThat(outcome.status()).isEqualTo(200);
    assertThat(outcome.body()).hasSize(DeliveryOutcome.MAX_BODY);
  }

  @Test
  void aReceiverThatHangs_isCutAtTheTotalTimeout() throws Exception {
    sender.close();
    sender = sender(new TargetAddressPolicy(TEST_DNS, true), Duration.ofMillis(300));
    receiver = new LoopbackReceiver(exchange -> Thread.sleep(3_000));

    long start = System.nanoTime();
    DeliveryOutcome outcome = sender.send(Requests.to(url("/in"), secret));

    assertThat(outcome.status()).isNull();
    assertThat(outcome.error()).startsWith("Timed out");
    assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(2_000);
  }

  @Test
  void aPrivateTarget_isRefusedBeforeAnyTraffic_andTheErrorNamesNoAddress() throws Exception {
    receiver = new LoopbackReceiver(LoopbackReceiver.status(200, ""));
    StubResolver internal = StubResolver.answering("10.0.0.1");
    sender.close();
    sender = sender(new TargetAddressPolicy(internal, false), Duration.ofSeconds(15));

    DeliveryOutcome outcome = sender.send(Requests.to("https://internal.test/in", secret));

    assertThat(outcome.succeeded()).isFalse();
    assertThat(outcome.error())
        .contains("internal.test")
        .contains("refused")
        .doesNotContain("10.0.0.1");
    assertThat(internal.calls()).isEqualTo(1);
    assertThat(receiver.received).isEmpty();
  }

  @Test
  void aClosedPort_isAFailedConnection_whoseErrorNamesNoAddress() throws Exception {
    receiver = new LoopbackReceiver(LoopbackReceiver.status(200, ""));
    String closed = url("/in");
    receiver.close();

    DeliveryOutcome outcome = sender.send(Requests.to(closed, secret));

    assertThat(outcome.status()).isNull();
    assertThat(outcome.error()).isEqualTo("Connection refused").doesNotContain("127.0.0.1");
  }
}
