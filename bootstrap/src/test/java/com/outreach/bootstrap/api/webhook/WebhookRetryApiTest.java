package com.outreach.bootstrap.api.webhook;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.JsonText.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.FinishedAttempt;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.bootstrap.support.TestSql;
import com.outreach.domain.webhook.AttemptOutcome;
import io.micronaut.context.annotation.Property;
import jakarta.inject.Inject;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /webhooks/{webhookId}/deliveries/{eventId}/retry} (docs/webhooks.md): the exact
 * answers, the stored delivery afterwards, and what is left alone. Delivery is switched off, so no
 * poller moves a row while a test reads it.
 */
@ServiceTest
@Property(name = "outreach.webhooks.deliver", value = "false")
class WebhookRetryApiTest extends HttpTest {
  private static final String QUEUED = ok("Delivery retry queued");
  private static final String TEST_WORKER = "retry-api-test";

  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;
  @Inject WebhookOutbox outbox;

  private EventSeed seed;
  private TestSql sql;
  private Account user;
  private String campaign;
  private String slug;

  @BeforeEach
  void userWithALeadInACampaign() {
    seed = new EventSeed(dataSource, campaigns);
    sql = new TestSql(dataSource);
    user = accounts.member();
    campaign = seed.campaign(user);
    slug = "retry-" + UUID.randomUUID().toString().substring(0, 8);
    seed.lead(user, campaign, slug, "PENDING");
  }

  private String webhook(Account owner, String event) {
    Reply reply =
        api.post(
            "/webhooks",
            owner.token(),
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
    return reply.text("eventId");
  }

  /**
   * Claims the delivery for a test worker and records an attempt through the real outbox, as the
   * delivery worker does (the outbox settles only deliveries leased to the recording worker).
   */
  private void attempt(
      String webhook,
      String event,
      int n,
      AttemptOutcome outcome,
      Integer status,
      Instant retryAt) {
    OffsetDateTime leaseEnd = OffsetDateTime.now(ZoneOffset.UTC).plusSeconds(30);
    sql.update(
        """
        UPDATE webhook_deliveries SET status = 'DELIVERING', next_attempt_at = ?, lease_until = ?, leased_by = ?
        WHERE webhook_id = ? AND event_id = ?""",
        leaseEnd,
        leaseEnd,
        TEST_WORKER,
        UUID.fromString(webhook),
        UUID.fromString(event));
    outbox.record(
        List.of(
            new FinishedAttempt(
                new DeliveryAttempt(
                    UUID.fromString(webhook),
                    UUID.fromString(event),
                    n,
                    outcome,
                    status,
                    20,
                    status == null ? "Timed out" : null,
                    null,
                    Instant.now()),
                retryAt)),
        TEST_WORKER);
  }

  private Reply retry(Account caller, String webhook, String event) {
    return api.post(
        "/webhooks/" + webhook + "/deliveries/" + event + "/retry", caller.token(), null);
  }

  private Map<String, Object> delivery(String webhook, String event) {
    return sql.rows(
            """
        SELECT status, attempts, next_attempt_at, lease_until, leased_by FROM webhook_deliveries
        WHERE webhook_id = ? AND event_id = ?""",
            UUID.fromString(webhook),
            UUID.fromString(event))
        .get(0);
  }

  private static Instant instant(Object timestamp) {
    return ((Timestamp) timestamp).toInstant();
  }

  /**
   * Retries as {@code user} and checks the delivery is due between just before and just after the
   * call.
   */
  private void assertQueuedNow(String webhook, String event, int attemptsKept) {
    Instant before = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Reply reply = retry(user, webhook, event);
    Instant after = Instant.now().plusMillis(1);

    assertThat(reply.status()).isEqualTo(202);
    assertThat(reply.raw()).isEqualTo(QUEUED);
    Map<String, Object> row = delivery(webhook, event);
    assertThat(row)
        .containsEntry("status", "PENDING")
        .containsEntry("attempts", attemptsKept)
        .containsEntry("lease_until", null)
        .containsEntry("leased_by", null);
    assertThat(instant(row.get("next_attempt_at"))).isBetween(before, after);
  }

  @Test
  void aDeliveredEvent_isDueAgainNow_withItsAttemptsKept_andNoAttemptIsLoggedByTheRetryItself() {
    String hook = webhook(user, "OPENED");
    String event = event("OPENED");
    attempt(hook, event, 1, AttemptOutcome.SUCCEEDED, 200, null);
    String attemptsBefore = api.get("/webhooks/" + hook + "/deliveries", user.token()).raw();

    assertQueuedNow(hook, event, 1);

    assertThat(api.get("/webhooks/" + hook + "/deliveries", user.token()).raw())
        .isEqualTo(attemptsBefore);
  }

  @Test
  void aDeliveryThatFailedForGood_isDueAgainNow_withItsAttemptsKept() {
    String hook = webhook(user, "OPENED");
    String event = event("OPENED");
    attempt(hook, event, 3, AttemptOutcome.FAILED, 500, null);

    assertQueuedNow(hook, event, 3);
  }

  @Test
  void aPendingDeliveryWaitingForItsNextRetry_isBroughtForwardToNow() {
    String hook = webhook(user, "OPENED");
    String event = event("OPENED");
    attempt(hook, event, 2, AttemptOutcome.RETRYING, null, Instant.now().plus(Duration.ofHours(2)));

    assertQueuedNow(hook, event, 2);
  }

  @Test
  void aDeliveryBeingSent_isAnswered202_andLeftUnderItsWorkersLease() {
    String hook = webhook(user, "OPENED");
    String event = event("OPENED");
    OffsetDateTime leaseEnd =
        OffsetDateTime.now(ZoneOffset.UTC).plusSeconds(30).truncatedTo(ChronoUnit.MILLIS);
    sql.update(
        """
        UPDATE webhook_deliveries SET status = 'DELIVERING', next_attempt_at = ?, lease_until = ?, leased_by = 'worker-1'
        WHERE webhook_id = ? AND event_id = ?""",
        leaseEnd,
        leaseEnd,
        UUID.fromString(hook),
        UUID.fromString(event));

    Reply reply = retry(user, hook, event);

    assertThat(reply.status()).isEqualTo(202);
    assertThat(reply.raw()).isEqualTo(QUEUED);
    Map<String, Object> row = delivery(hook, event);
    assertThat(row)
        .containsEntry("status", "DELIVERING")
        .containsEntry("attempts", 0)
        .containsEntry("leased_by", "worker-1");
    assertThat(instant(row.get("next_attempt_at"))).isEqualTo(leaseEnd.toInstant());
    assertThat(instant(row.get("lease_until"))).isEqualTo(leaseEnd.toInstant());
  }

  @Test
  void aDisabledWebhook_is409_andItsDeliveryIsUntouched() {
    String hook = webhook(user, "OPENED");
    String event = event("OPENED");
    attempt(hook, event, 1, AttemptOutcome.WEBHOOK_DISABLED, 410, null);
    Map<String, Object> before = delivery(hook, event);

    Reply reply = retry(user, hook, event);

    assertThat(reply.status()).isEqualTo(409);
    assertThat(reply.raw()).isEqualTo(failure("Webhook is disabled!"));
    assertThat(delivery(hook, event))
        .isEqualTo(before)
        .containsEntry("status", "FAILED")
        .containsEntry("attempts", 1);
    assertThat(api.get("/webhooks/" + hook, user.token()).raw()).contains("\"isValid\":false");
  }

  @Test
  void anotherUsersUnknownOrMalformedWebhook_is404WebhookNotFound_andTheirDeliveryIsUntouched() {
    String hook = webhook(user, "OPENED");
    String event = event("OPENED");
    attempt(hook, event, 1, AttemptOutcome.SUCCEEDED, 200, null);
    Map<String, Object> before = delivery(hook, event);
    Account intruder = accounts.member();
    webhook(intruder, "OPENED");

    for (String webhook : new String[] {hook, UUID.randomUUID().toString(), "nope"}) {
      Reply reply = retry(intruder, webhook, event);
      assertThat(reply.status()).as(webhook).isEqualTo(404);
      assertThat(reply.raw()).as(webhook).isEqualTo(failure("Webhook not found!"));
    }
    Reply ownUnknown = retry(user, UUID.randomUUID().toString(), event);
    assertThat(ownUnknown.status()).isEqualTo(404);
    assertThat(ownUnknown.raw()).isEqualTo(failure("Webhook not found!"));
    assertThat(delivery(hook, event)).isEqualTo(before);
  }

  @Test
  void anEventNeverQueuedForThatWebhook_anUnknownOrAMalformedOne_is404DeliveryNotFound() {
    String opened = webhook(user, "OPENED");
    String clicked = webhook(user, "CLICKED");
    String openedEvent = event("OPENED");
    Map<String, Object> before = delivery(opened, openedEvent);

    for (String event : new String[] {openedEvent, UUID.randomUUID().toString(), "nope"}) {
      Reply reply = retry(user, clicked, event);
      assertThat(reply.status()).as(event).isEqualTo(404);
      assertThat(reply.raw()).as(event).isEqualTo(failure("Delivery not found!"));
    }
    assertThat(delivery(opened, openedEvent)).isEqualTo(before);
    assertThat(
            seed.count(
                "SELECT count(*) FROM webhook_deliveries WHERE webhook_id = ?",
                UUID.fromString(clicked)))
        .isZero();
  }

  @Test
  void anEventPostedBeforeTheWebhookWasRegistered_hasNoDeliveryToIt_404() {
    String event = event("OPENED");
    String hook = webhook(user, "OPENED");

    Reply reply = retry(user, hook, event);

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(failure("Delivery not found!"));
  }

  @Test
  void aDisabledWebhookWithoutThatDelivery_is404DeliveryNotFound_beforeTheConflict() {
    String hook = webhook(user, "OPENED");
    attempt(hook, event("OPENED"), 1, AttemptOutcome.WEBHOOK_DISABLED, 410, null);

    Reply reply = retry(user, hook, UUID.randomUUID().toString());

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(failure("Delivery not found!"));
  }

  @Test
  void withoutAToken_is401_andNothingChanges() {
    String hook = webhook(user, "OPENED");
    String event = event("OPENED");
    attempt(hook, event, 1, AttemptOutcome.SUCCEEDED, 200, null);
    Map<String, Object> before = delivery(hook, event);

    Reply reply = api.post("/webhooks/" + hook + "/deliveries/" + event + "/retry", null, null);

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
    assertThat(delivery(hook, event)).isEqualTo(before);
  }
}
