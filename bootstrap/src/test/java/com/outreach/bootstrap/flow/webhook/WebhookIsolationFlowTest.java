package com.outreach.bootstrap.flow.webhook;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.LoopbackReceiver;
import com.outreach.bootstrap.support.Reply;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Isolation between endpoints, over real HTTP and PostgreSQL: one webhook's receiver takes requests
 * in and never answers, another answers at once. Both are bound to the same events, and the hung
 * one's deliveries are first in line; still every event reaches the healthy receiver promptly, and
 * the hung one never holds more than its per-webhook cap of requests.
 */
@MicronautTest(transactional = false, environments = "fast-webhook-retries")
@Property(name = "outreach.webhooks.max-in-flight-per-webhook", value = "3")
class WebhookIsolationFlowTest extends HttpTest {
  private static final int EVENTS = 20;

  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  @Test
  void aReceiverThatHangs_doesNotHoldUpAHealthyWebhooksDeliveries() throws Exception {
    try (LoopbackReceiver hung = LoopbackReceiver.hanging();
        LoopbackReceiver healthy = new LoopbackReceiver(n -> 204)) {
      EventSeed seed = new EventSeed(dataSource, campaigns);
      Account user = accounts.member();
      String campaign = seed.campaign(user);
      api.post(
          "/webhooks",
          user.token(),
          obj("title", "Hung", "callbackUrl", hung.url("/in"), "event", "OPENED"));
      api.post(
          "/webhooks",
          user.token(),
          obj("title", "Healthy", "callbackUrl", healthy.url("/in"), "event", "OPENED"));
      Set<String> posted = new HashSet<>();
      for (int i = 0; i < EVENTS; i++) {
        String slug = "iso-" + UUID.randomUUID().toString().substring(0, 8);
        seed.lead(user, campaign, slug, "PENDING");
        Reply reply =
            api.post(
                "/events",
                user.token(),
                obj(
                    "event",
                    "OPENED",
                    "campaignId",
                    campaign,
                    "profileLink",
                    "linkedin.com/in/" + slug));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
      }
      seed.events(campaign).forEach(e -> posted.add(e.get("id").toString()));

      for (int i = 0; i < 250 && healthy.received.size() < EVENTS; i++) {
        Thread.sleep(20);
      }

      assertThat(healthy.received)
          .extracting(r -> r.header("webhook-id"))
          .as(
              "every event at the healthy receiver within 5 s, while the other hangs (15 s timeout)")
          .containsExactlyInAnyOrderElementsOf(posted);
      assertThat(hung.received)
          .as("the hung receiver holds its cap of 3 requests, no more")
          .hasSize(3);
    }
  }
}
