package com.outreach.application.service.webhook;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryWebhookOutbox;
import com.outreach.application.fake.InMemoryWebhookRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.ScriptedWebhookSender;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.AttemptOutcome;
import com.outreach.domain.webhook.CallbackUrl;
import com.outreach.domain.webhook.RetrySchedule;
import com.outreach.domain.webhook.Webhook;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Resending one event to one of the caller's webhooks at once, on the in-memory outbox. */
class RetryWebhookDeliveryServiceTest {
  private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");

  private final MutableClock clock = new MutableClock(START);
  private final InMemoryWebhookOutbox outbox = new InMemoryWebhookOutbox();
  private final InMemoryWebhookRepository webhooks = new InMemoryWebhookRepository();
  private final java.util.concurrent.atomic.AtomicInteger rings =
      new java.util.concurrent.atomic.AtomicInteger();
  private final RetryWebhookDeliveryService service =
      new RetryWebhookDeliveryService(outbox, webhooks, rings::incrementAndGet, clock);
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();

  private Webhook webhook(UserId owner) {
    Webhook w =
        Webhook.register(
            owner,
            "Hook",
            CallbackUrl.parse("https://hooks.example.com/x"),
            EventKind.OPENED,
            START);
    webhooks.add(w);
    outbox.ownedBy(w.id(), owner);
    return w;
  }

  private InMemoryWebhookOutbox.Row delivery(Webhook w, String status, int attempts) {
    InMemoryWebhookOutbox.Row row =
        outbox.add(
            new DeliveryRequest(
                w.id(),
                w.callbackUrl().value(),
                w.secret(),
                UUID.randomUUID(),
                EventKind.OPENED,
                UUID.randomUUID(),
                "Campaign",
                UUID.randomUUID(),
                new DeliveryLead("https://www.linkedin.com/in/x", null, null, null, null, "{}"),
                START,
                START,
                null),
            START);
    row.status = status;
    row.attempts = attempts;
    return row;
  }

  private static String id(InMemoryWebhookOutbox.Row row) {
    return row.request.eventId().toString();
  }

  private void assertUnchanged(
      InMemoryWebhookOutbox.Row row, String status, int attempts, Instant next) {
    assertThat(List.of(row.status, row.attempts, row.nextAttemptAt))
        .containsExactly(status, attempts, next);
  }

  @ParameterizedTest
  @ValueSource(strings = {"DELIVERED", "FAILED", "PENDING"})
  void aDeliveryOfAnOwnWebhook_becomesDueAtTheClocksTime_keepingItsAttempts(String status) {
    Webhook w = webhook(me);
    InMemoryWebhookOutbox.Row row = delivery(w, status, 2);
    clock.advance(Duration.ofMinutes(7));

    service.retry(me, " " + w.id().toString().toUpperCase() + " ", id(row).toUpperCase());

    assertUnchanged(row, "PENDING", 2, START.plus(Duration.ofMinutes(7)));
    assertThat(rings).as("this instance's delivery worker is woken").hasValue(1);
  }

  @Test
  void aDeliveryBeingSent_isAccepted_andLeftToThatSend() {
    Webhook w = webhook(me);
    InMemoryWebhookOutbox.Row row = delivery(w, "DELIVERING", 1);
    row.nextAttemptAt = START.plusSeconds(30);
    row.leasedBy = "worker-1";

    service.retry(me, w.id().toString(), id(row));

    assertUnchanged(row, "DELIVERING", 1, START.plusSeconds(30));
    assertThat(row.leasedBy).isEqualTo("worker-1");
    assertThat(rings).as("nothing new to send").hasValue(0);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "nope", "1-1-1-1-1", "6f1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7"})
  void aMalformedOrUnknownWebhookId_isWebhookNotFound(String webhookId) {
    InMemoryWebhookOutbox.Row row = delivery(webhook(me), "DELIVERED", 1);

    assertRefused(
        () -> service.retry(me, webhookId, id(row)),
        ErrorCode.DELIVERIES_WEBHOOK_NOT_FOUND,
        "Webhook not found!");
    assertUnchanged(row, "DELIVERED", 1, START);
  }

  @Test
  void anotherUsersWebhook_isWebhookNotFound_whateverTheEventId_andTheirDeliveryIsUntouched() {
    Webhook theirs = webhook(someoneElse);
    InMemoryWebhookOutbox.Row row = delivery(theirs, "FAILED", 10);

    for (String eventId : Arrays.asList(id(row), "nope", null, UUID.randomUUID().toString())) {
      assertRefused(
          () -> service.retry(me, theirs.id().toString(), eventId),
          ErrorCode.DELIVERIES_WEBHOOK_NOT_FOUND,
          "Webhook not found!");
    }
    assertUnchanged(row, "FAILED", 10, START);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "nope", "6f1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7"})
  void aMalformedOrUnknownEventId_ofAnOwnWebhook_isDeliveryNotFound(String eventId) {
    Webhook w = webhook(me);

    assertRefused(
        () -> service.retry(me, w.id().toString(), eventId),
        ErrorCode.DELIVERY_NOT_FOUND,
        "Delivery not found!");
  }

  @Test
  void anEventQueuedForAnotherOfMyWebhooks_isDeliveryNotFound_andThatDeliveryIsUntouched() {
    Webhook w = webhook(me);
    InMemoryWebhookOutbox.Row others = delivery(webhook(me), "DELIVERED", 1);

    assertRefused(
        () -> service.retry(me, w.id().toString(), id(others)),
        ErrorCode.DELIVERY_NOT_FOUND,
        "Delivery not found!");
    assertUnchanged(others, "DELIVERED", 1, START);
  }

  @Test
  void aDisabledWebhook_isWebhookDisabled_andNothingChanges() {
    Webhook w = webhook(me);
    InMemoryWebhookOutbox.Row row = delivery(w, "FAILED", 4);
    outbox.disable(w.id());

    assertRefused(
        () -> service.retry(me, w.id().toString(), id(row)),
        ErrorCode.WEBHOOK_DISABLED,
        "Webhook is disabled!");
    assertUnchanged(row, "FAILED", 4, START);
    assertThat(rings).hasValue(0);
  }

  @Test
  void aResentDelivery_isItsNextNumberedAttempt_andAFailureContinuesTheSchedule() {
    Webhook w = webhook(me);
    InMemoryWebhookOutbox.Row row = delivery(w, "DELIVERED", 1);
    ScriptedWebhookSender sender = new ScriptedWebhookSender().answer(status(500), status(200));
    DeliverPendingWebhooksService delivery = deliveryService(sender);
    clock.advance(Duration.ofHours(1));

    service.retry(me, w.id().toString(), id(row));
    deliverDue(delivery);

    assertThat(sender.sent()).containsExactly(row.request);
    assertThat(outbox.log())
        .extracting(DeliveryAttempt::attempt, DeliveryAttempt::outcome)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(2, AttemptOutcome.RETRYING));
    assertUnchanged(row, "PENDING", 2, clock.instant().plus(RetrySchedule.STANDARD.get(2)));
    clock.advance(RetrySchedule.STANDARD.get(2));
    deliverDue(delivery);
    assertThat(outbox.log()).extracting(DeliveryAttempt::attempt).containsExactly(2, 3);
    assertThat(List.of(row.status, row.attempts)).containsExactly("DELIVERED", 3);
  }

  @Test
  void aResentDelivery_thatHadUsedEveryAttempt_getsThisOneMore_andFailsForGoodIfItFails() {
    Webhook w = webhook(me);
    InMemoryWebhookOutbox.Row row = delivery(w, "FAILED", RetrySchedule.STANDARD.size());
    ScriptedWebhookSender sender = new ScriptedWebhookSender().answer(status(503));

    service.retry(me, w.id().toString(), id(row));
    deliverDue(deliveryService(sender));

    assertThat(outbox.log())
        .extracting(DeliveryAttempt::attempt, DeliveryAttempt::outcome)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(11, AttemptOutcome.FAILED));
    assertThat(row.status).isEqualTo("FAILED");
    assertThat(row.attempts).isEqualTo(11);
  }

  /**
   * One whole round: with the synchronous executor every send has ended when dispatchDue returns.
   */
  private static void deliverDue(DeliverPendingWebhooksService service) {
    service.dispatchDue();
    service.recordFinished(Duration.ZERO);
  }

  private DeliverPendingWebhooksService deliveryService(ScriptedWebhookSender sender) {
    RetrySchedule noJitter = new RetrySchedule(RetrySchedule.STANDARD, 0, () -> 0.5);
    return new DeliverPendingWebhooksService(
        outbox,
        sender,
        new DeliveryPolicy(10, Duration.ofSeconds(30), Duration.ofDays(5), noJitter, "worker-1"),
        clock);
  }

  private static DeliveryOutcome status(int code) {
    return DeliveryOutcome.answered(code, 5, null, null);
  }
}
