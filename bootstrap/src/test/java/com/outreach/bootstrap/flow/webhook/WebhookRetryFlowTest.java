package com.outreach.bootstrap.flow.webhook;

import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.LoopbackReceiver;
import com.outreach.bootstrap.support.Reply;
import com.standardwebhooks.Webhook;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Resending a delivery end to end over real HTTP and PostgreSQL: an event delivered to a loopback
 * receiver is resent through {@code POST .../deliveries/{eventId}/retry}; the receiver gets it a
 * second time with the same {@code webhook-id} and body id, validly signed, and the resend is
 * listed as attempt 2.
 */
@MicronautTest(transactional = false, environments = "fast-webhook-retries")
class WebhookRetryFlowTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  @Test
  @SuppressWarnings("unchecked")
  void aDeliveredEvent_resent_reachesTheReceiverAgain_withTheSameWebhookId_asAttemptTwo()
      throws Exception {
    try (LoopbackReceiver receiver = new LoopbackReceiver(n -> 200)) {
      EventSeed seed = new EventSeed(dataSource, campaigns);
      Account user = accounts.member();
      String campaign = seed.campaign(user);
      String slug = "resend-" + UUID.randomUUID().toString().substring(0, 8);
      seed.lead(user, campaign, slug, "PENDING");
      Reply added =
          api.post(
              "/webhooks",
              user.token(),
              obj("title", "Hook", "callbackUrl", receiver.url("/in"), "event", "OPENED"));
      String hook = added.text("_id");
      String eventId =
          api.post(
                  "/events",
                  user.token(),
                  obj(
                      "event",
                      "OPENED",
                      "campaignId",
                      campaign,
                      "profileLink",
                      "linkedin.com/in/" + slug))
              .text("eventId");
      awaitTrue(() -> deliveredAfter(seed, eventId, 1), "first delivery");

      Reply retried =
          api.post("/webhooks/" + hook + "/deliveries/" + eventId + "/retry", user.token(), null);

      assertThat(retried.status()).isEqualTo(202);
      assertThat(retried.raw())
          .isEqualTo("{\"success\":true,\"message\":\"Delivery retry queued\"}");
      awaitTrue(() -> deliveredAfter(seed, eventId, 2), "the resend");
      assertThat(receiver.received).hasSize(2);
      Webhook verifier = new Webhook(added.text("secret"));
      for (LoopbackReceiver.Received got : receiver.received) {
        assertThat(got.header("webhook-id")).isEqualTo(eventId);
        verifier.verify(got.body(), lowerCase(got.headers()));
        assertThat((Map<String, Object>) json.readValue(got.body(), Map.class))
            .containsEntry("id", eventId)
            .containsEntry("type", "OPENED");
      }
      List<Map<String, Object>> attempts =
          list(api.get("/webhooks/" + hook + "/deliveries", user.token()).field("data"));
      assertThat(attempts)
          .extracting(a -> a.get("eventId") + " " + a.get("attempt") + " " + a.get("outcome"))
          .containsExactly(eventId + " 2 SUCCEEDED", eventId + " 1 SUCCEEDED");
    }
  }

  private static boolean deliveredAfter(EventSeed seed, String eventId, int attempts) {
    Map<String, Object> row =
        seed.rows(
                "SELECT status, attempts FROM webhook_deliveries WHERE event_id = ?",
                UUID.fromString(eventId))
            .get(0);
    return "DELIVERED".equals(row.get("status"))
        && Integer.valueOf(attempts).equals(row.get("attempts"));
  }

  private static void awaitTrue(BooleanSupplier condition, String what)
      throws InterruptedException {
    for (int i = 0; i < 250; i++) {
      if (condition.getAsBoolean()) {
        return;
      }
      Thread.sleep(20);
    }
    throw new AssertionError(what + " did not happen within 5 s");
  }

  private static Map<String, List<String>> lowerCase(Map<String, List<String>> headers) {
    Map<String, List<String>> out = new HashMap<>();
    headers.forEach((k, v) -> out.put(k.toLowerCase(Locale.ROOT), v));
    return out;
  }
}
