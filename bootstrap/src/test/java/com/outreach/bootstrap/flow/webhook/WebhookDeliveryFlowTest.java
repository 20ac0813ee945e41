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
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * D-26 end to end over real HTTP and PostgreSQL: an event posted through the API is claimed by the
 * poller and POSTed by the real sender to a loopback receiver, which answers 500, 500, then 200;
 * every request has the D-26 body and headers, its signature verifies with the Standard Webhooks
 * library, and the three attempts are listed (D-25).
 */
@MicronautTest(transactional = false, environments = "fast-webhook-retries")
class WebhookDeliveryFlowTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  @Test
  @SuppressWarnings("unchecked")
  void anEventReachesTheReceiver_signed_andIsDeliveredOnTheThirdAttempt_after500Twice()
      throws Exception {
    try (LoopbackReceiver receiver = new LoopbackReceiver(n -> n < 3 ? 500 : 200)) {
      EventSeed seed = new EventSeed(dataSource, campaigns);
      Account user = accounts.member();
      String campaign = seed.campaign(user);
      String slug = "flow-" + UUID.randomUUID().toString().substring(0, 8);
      String membership = seed.lead(user, campaign, slug, "PENDING");
      Reply added =
          api.post(
              "/webhooks",
              user.token(),
              obj("title", "Hook", "callbackUrl", receiver.url("/in"), "event", "REPLY_DETECTED"));
      String hook = added.text("_id");
      Instant posted = Instant.now().truncatedTo(ChronoUnit.SECONDS);

      api.post(
          "/events",
          user.token(),
          obj(
              "event",
              "REPLY_DETECTED",
              "campaignId",
              campaign,
              "profileLink",
              "linkedin.com/in/" + slug));
      String eventId = seed.events(campaign).get(0).get("id").toString();
      String status = null;
      for (int i = 0; i < 250 && !"DELIVERED".equals(status); i++) {
        Thread.sleep(20);
        status =
            (String)
                seed.rows(
                        "SELECT status FROM webhook_deliveries WHERE event_id = ?",
                        UUID.fromString(eventId))
                    .get(0)
                    .get("status");
      }

      assertThat(status).isEqualTo("DELIVERED");
      assertThat(receiver.received).hasSize(3);
      Webhook verifier = new Webhook(added.text("secret"));
      for (LoopbackReceiver.Received got : receiver.received) {
        assertThat(got.header("webhook-id")).isEqualTo(eventId);
        assertThat(Long.parseLong(got.header("webhook-timestamp")))
            .isGreaterThanOrEqualTo(posted.getEpochSecond());
        assertThat(got.header("content-type")).isEqualTo("application/json");
        verifier.verify(got.body(), lowerCase(got.headers()));
        Map<String, Object> body = json.readValue(got.body(), Map.class);
        assertThat(body).containsEntry("id", eventId).containsEntry("type", "REPLY_DETECTED");
        assertThat(Instant.parse((String) body.get("timestamp"))).isAfterOrEqualTo(posted);
        Map<String, Object> data = (Map<String, Object>) body.get("data");
        assertThat(data)
            .containsEntry("campaignId", campaign)
            .containsEntry("campaignTitle", "Spring outreach")
            .containsEntry("leadId", membership)
            .containsKey("occurredAt");
        assertThat((Map<String, Object>) data.get("lead"))
            .containsEntry("profileLink", "https://www.linkedin.com/in/" + slug)
            .containsKey("customFields");
      }
      List<Map<String, Object>> attempts =
          list(api.get("/webhooks/" + hook + "/deliveries", user.token()).field("data"));
      assertThat(attempts)
          .extracting(
              a -> a.get("attempt") + " " + a.get("outcome") + " " + a.get("responseStatus"))
          .containsExactly("3 SUCCEEDED 200", "2 RETRYING 500", "1 RETRYING 500");
    }
  }

  private static Map<String, List<String>> lowerCase(Map<String, List<String>> headers) {
    Map<String, List<String>> out = new HashMap<>();
    headers.forEach((k, v) -> out.put(k.toLowerCase(Locale.ROOT), v));
    return out;
  }
}
