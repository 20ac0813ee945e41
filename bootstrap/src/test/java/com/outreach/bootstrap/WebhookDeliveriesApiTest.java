package com.outreach.bootstrap;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.webhook.DeliverPendingWebhooksUseCase;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.FinishedAttempt;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookSender;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.domain.webhook.AttemptOutcome;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.annotation.Property;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-25, D-26 with delivery switched off ({@code outreach.webhooks.deliver=false}), so that no
 * delivery loop touches the outbox: POST /events fills it for the matching webhooks, and GET
 * /webhooks/{id}/deliveries shows the logged attempts newest first.
 */
@ServiceTest
@Property(name = "outreach.webhooks.deliver", value = "false")
class WebhookDeliveriesApiTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;
  @Inject WebhookOutbox outbox;
  @Inject ApplicationContext context;

  private EventSeed seed;
  private Account user;
  private String campaign;
  private String slug;

  @BeforeEach
  void userWithALeadInACampaign() {
    seed = new EventSeed(dataSource, campaigns);
    user = accounts.member();
    campaign = seed.campaign(user);
    slug = "grace-" + UUID.randomUUID().toString().substring(0, 8);
    seed.lead(user, campaign, slug, "PENDING");
  }

  private String webhook(String event) {
    Reply reply =
        api.post(
            "/webhooks",
            user.token(),
            obj("title", "Hook", "callbackUrl", "https://hooks.example.com/in", "event", event));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private String event(String kind) {
    Reply reply =
        api.post(
            "/events",
            user.token(),
            obj("event", kind, "campaignId", campaign, "profileLink", "linkedin.com/in/" + slug));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return seed.events(campaign).get(0).get("id").toString();
  }

  @Test
  void withDeliverySwitchedOff_thereIsNoDeliveryLoop_butTheSenderAndUseCaseExist() {
    assertThat(context.containsBean(WebhookSender.class)).isTrue();
    assertThat(context.containsBean(DeliverPendingWebhooksUseCase.class)).isTrue();
    assertThat(context.containsBean(WebhookDeliveryLoop.class)).isFalse();
  }

  @Test
  void aPostedEvent_hasAPendingDelivery_forTheWebhookOfItsKind_only() {
    String opened = webhook("OPENED");
    String clicked = webhook("CLICKED");

    String eventId = event("OPENED");

    assertThat(
            seed.rows(
                "SELECT webhook_id::text AS w, status, attempts FROM webhook_deliveries WHERE event_id = ?",
                UUID.fromString(eventId)))
        .containsExactly(java.util.Map.of("w", opened, "status", "PENDING", "attempts", 0));
    assertThat(
            seed.count(
                "SELECT count(*) FROM webhook_deliveries WHERE webhook_id = ?",
                UUID.fromString(clicked)))
        .isZero();
  }

  @Test
  void deliveries_showTheLoggedAttempts_newestFirst_withTheD25Fields() {
    String hook = webhook("OPENED");
    String eventId = event("OPENED");
    UUID w = UUID.fromString(hook);
    UUID e = UUID.fromString(eventId);
    outbox.record(
        List.of(
            new FinishedAttempt(
                new DeliveryAttempt(
                    w,
                    e,
                    1,
                    AttemptOutcome.RETRYING,
                    null,
                    15000,
                    "Timed out",
                    null,
                    Instant.ofEpochMilli(1772359200000L)),
                Instant.ofEpochMilli(1772359205000L)),
            new FinishedAttempt(
                new DeliveryAttempt(
                    w,
                    e,
                    2,
                    AttemptOutcome.SUCCEEDED,
                    200,
                    84,
                    null,
                    "ok",
                    Instant.ofEpochMilli(1772359205123L)),
                null)),
        "test");

    Reply reply = api.get("/webhooks/" + hook + "/deliveries", user.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Webhook deliveries found\",\"data\":["
                + "{\"eventId\":\""
                + eventId
                + "\",\"attempt\":2,\"outcome\":\"SUCCEEDED\",\"responseStatus\":200,"
                + "\"durationMs\":84,\"error\":null,\"createdAt\":1772359205123},"
                + "{\"eventId\":\""
                + eventId
                + "\",\"attempt\":1,\"outcome\":\"RETRYING\",\"responseStatus\":null,"
                + "\"durationMs\":15000,\"error\":\"Timed out\",\"createdAt\":1772359200000}]}");
  }
}
