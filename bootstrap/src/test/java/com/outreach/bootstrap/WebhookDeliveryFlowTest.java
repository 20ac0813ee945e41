package com.outreach.bootstrap;

import static com.outreach.bootstrap.JsonText.list;
import static com.outreach.bootstrap.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.Accounts.Account;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * D-26 end to end with a stand-in sender: an event posted through the API is claimed by the poller,
 * fails twice with 500, is delivered on the third attempt, and the three attempts are listed (D-25).
 */
@MicronautTest(transactional = false, environments = "fake-webhook-sender")
class WebhookDeliveryFlowTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;
  @Inject RecordingWebhookSender sender;

  @Test
  void fiveHundredTwice_thenTwoHundred_isDeliveredOnTheThirdAttempt() throws InterruptedException {
    EventSeed seed = new EventSeed(dataSource, campaigns);
    Account user = accounts.member();
    String campaign = seed.campaign(user);
    String slug = "flow-" + UUID.randomUUID().toString().substring(0, 8);
    seed.lead(user, campaign, slug, "PENDING");
    String hook = api.post("/webhooks", user.token(),
        obj("title", "Hook", "callbackUrl", "https://hooks.example.com/in", "event", "REPLY_DETECTED")).text("_id");

    api.post("/events", user.token(),
        obj("event", "REPLY_DETECTED", "campaignId", campaign, "profileLink", "linkedin.com/in/" + slug));
    String eventId = seed.events(campaign).get(0).get("id").toString();
    String status = null;
    for (int i = 0; i < 250 && !"DELIVERED".equals(status); i++) {
      Thread.sleep(20);
      status = (String) seed.rows("SELECT status FROM webhook_deliveries WHERE event_id = ?",
          UUID.fromString(eventId)).get(0).get("status");
    }

    assertThat(status).isEqualTo("DELIVERED");
    assertThat(sender.sent).filteredOn(r -> r.eventId().toString().equals(eventId)).hasSize(3)
        .allSatisfy(r -> assertThat(r.webhookId().toString()).isEqualTo(hook));
    List<Map<String, Object>> attempts = list(api.get("/webhooks/" + hook + "/deliveries", user.token())
        .field("data"));
    assertThat(attempts).extracting(a -> a.get("attempt") + " " + a.get("outcome") + " " + a.get("responseStatus"))
        .containsExactly("3 SUCCEEDED 200", "2 RETRYING 500", "1 RETRYING 500");
  }
}
