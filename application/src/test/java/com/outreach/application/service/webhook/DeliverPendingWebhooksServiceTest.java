package com.outreach.application.service.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryWebhookOutbox;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.ScriptedWebhookSender;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.webhook.AttemptOutcome;
import com.outreach.domain.webhook.RetrySchedule;
import com.outreach.domain.webhook.WebhookSecret;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The D-26 delivery rules, on an in-memory outbox and a scripted receiver, in the clock's time. */
class DeliverPendingWebhooksServiceTest {
  private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");

  private final MutableClock clock = new MutableClock(START);
  private final InMemoryWebhookOutbox outbox = new InMemoryWebhookOutbox();
  private final ScriptedWebhookSender sender = new ScriptedWebhookSender();
  private double random = 0.5; // 0.5 means no jitter: 1 + 0.2 * (2 * 0.5 - 1) = 1
  private final UUID hook = UUID.randomUUID();

  private DeliverPendingWebhooksService service(List<Duration> delays) {
    RetrySchedule schedule = new RetrySchedule(delays, 0.2, () -> random);
    return new DeliverPendingWebhooksService(
        outbox,
        sender,
        new DeliveryPolicy(10, Duration.ofSeconds(30), Duration.ofDays(5), schedule, "worker-1"),
        clock);
  }

  private DeliverPendingWebhooksService service() {
    return service(RetrySchedule.STANDARD);
  }

  /**
   * One whole round: with the synchronous executor every send has ended when dispatchDue returns.
   */
  private static int deliverDue(DeliverPendingWebhooksService service) {
    int started = service.dispatchDue();
    service.recordFinished(Duration.ZERO);
    return started;
  }

  private static DeliveryRequest request(UUID webhook) {
    return new DeliveryRequest(
        webhook,
        "https://hooks.example.com/x",
        WebhookSecret.generate(),
        UUID.randomUUID(),
        EventKind.OPENED,
        UUID.randomUUID(),
        "Campaign",
        UUID.randomUUID(),
        new DeliveryLead("https://www.linkedin.com/in/x", null, null, null, null, "{}"),
        START,
        START,
        null);
  }

  private InMemoryWebhookOutbox.Row due(UUID webhook) {
    return outbox.add(request(webhook), START);
  }

  private static DeliveryOutcome status(int code) {
    return DeliveryOutcome.answered(code, 12, "answer " + code, null);
  }

  @Test
  void fiveHundredTwice_thenTwoHundred_isDeliveredOnTheThirdAttempt_withThreeAttemptsLogged() {
    InMemoryWebhookOutbox.Row row = due(hook);
    sender.answer(status(500), status(500), status(200));
    DeliverPendingWebhooksService service = service();

    assertThat(deliverDue(service)).isEqualTo(1);
    assertThat(row.status).isEqualTo("PENDING");
    assertThat(row.nextAttemptAt).isEqualTo(START.plusSeconds(5));
    clock.advance(Duration.ofSeconds(4));
    assertThat(deliverDue(service)).as("not due before 5 s").isZero();
    clock.advance(Duration.ofSeconds(1));
    assertThat(deliverDue(service)).isEqualTo(1);
    assertThat(row.nextAttemptAt).isEqualTo(START.plusSeconds(5).plus(Duration.ofMinutes(5)));
    clock.advance(Duration.ofMinutes(5));
    assertThat(deliverDue(service)).isEqualTo(1);

    assertThat(row.status).isEqualTo("DELIVERED");
    assertThat(row.attempts).isEqualTo(3);
    assertThat(sender.sent()).hasSize(3).containsOnly(row.request);
    UUID event = row.request.eventId();
    assertThat(outbox.log())
        .containsExactly(
            new DeliveryAttempt(
                hook, event, 1, AttemptOutcome.RETRYING, 500, 12, null, "answer 500", START),
            new DeliveryAttempt(
                hook,
                event,
                2,
                AttemptOutcome.RETRYING,
                500,
                12,
                null,
                "answer 500",
                START.plusSeconds(5)),
            new DeliveryAttempt(
                hook,
                event,
                3,
                AttemptOutcome.SUCCEEDED,
                200,
                12,
                null,
                "answer 200",
                START.plusSeconds(305)));
    assertThat(outbox.failingSince(hook)).as("a success ends the run of failures").isNull();
    assertThat(outbox.disabled(hook)).isFalse();
  }

  @Test
  void gone_disablesTheWebhook_andFailsItsOtherDeliveries_butNoOtherWebhooks() {
    InMemoryWebhookOutbox.Row first = due(hook);
    InMemoryWebhookOutbox.Row later = outbox.add(request(hook), START.plusSeconds(60));
    UUID other = UUID.randomUUID();
    InMemoryWebhookOutbox.Row others = outbox.add(request(other), START.plusSeconds(60));
    sender.answer(status(410));

    assertThat(deliverDue(service())).isEqualTo(1);

    assertThat(outbox.disabled(hook)).isTrue();
    assertThat(first.status).isEqualTo("FAILED");
    assertThat(later.status).isEqualTo("FAILED");
    assertThat(later.attempts).isZero();
    assertThat(others.status).isEqualTo("PENDING");
    assertThat(outbox.disabled(other)).isFalse();
    assertThat(outbox.log())
        .extracting(DeliveryAttempt::outcome, DeliveryAttempt::responseStatus)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(AttemptOutcome.WEBHOOK_DISABLED, 410));
  }

  @ParameterizedTest
  @ValueSource(ints = {301, 302, 307, 400, 401, 404, 429, 500, 503})
  void anyOtherAnswer_includingARedirect_isAFailure_retriedOnTheSchedule(int code) {
    InMemoryWebhookOutbox.Row row = due(hook);
    sender.answer(status(code));

    deliverDue(service());

    assertThat(row.status).isEqualTo("PENDING");
    assertThat(row.nextAttemptAt).isEqualTo(START.plusSeconds(5));
    assertThat(outbox.log())
        .singleElement()
        .extracting(DeliveryAttempt::outcome)
        .isEqualTo(AttemptOutcome.RETRYING);
    assertThat(outbox.failingSince(hook)).isEqualTo(START);
    assertThat(outbox.disabled(hook)).isFalse();
  }

  @Test
  void noAnswer_isAFailure_withItsError_andNoStatus() {
    InMemoryWebhookOutbox.Row row = due(hook);
    sender.answer(DeliveryOutcome.failed("Timed out after 15 s", 15_000));

    deliverDue(service());

    assertThat(row.nextAttemptAt).isEqualTo(START.plusSeconds(5));
    assertThat(outbox.log())
        .containsExactly(
            new DeliveryAttempt(
                hook,
                row.request.eventId(),
                1,
                AttemptOutcome.RETRYING,
                null,
                15_000,
                "Timed out after 15 s",
                null,
                START));
  }

  @Test
  void aSenderThatThrows_isAFailedAttempt_andTheRestOfTheBatchIsStillSent() {
    InMemoryWebhookOutbox.Row broken = due(hook);
    InMemoryWebhookOutbox.Row fine = outbox.add(request(UUID.randomUUID()), START.plusMillis(1));
    clock.advance(Duration.ofMillis(1));
    java.util.concurrent.atomic.AtomicBoolean thrown =
        new java.util.concurrent.atomic.AtomicBoolean();
    com.outreach.application.port.out.WebhookSender throwingFirst =
        request -> {
          if (!thrown.getAndSet(true)) {
            throw new IllegalStateException("bug");
          }
          return status(204);
        };
    deliverDue(
        new DeliverPendingWebhooksService(
            outbox,
            throwingFirst,
            new DeliveryPolicy(
                10,
                Duration.ofSeconds(30),
                Duration.ofDays(5),
                new RetrySchedule(RetrySchedule.STANDARD, 0.2, () -> 0.5),
                "w"),
            clock));

    assertThat(broken.status).isEqualTo("PENDING");
    assertThat(outbox.log().get(0).error()).isEqualTo("Sender error: IllegalStateException");
    assertThat(outbox.log().get(0).responseStatus()).isNull();
    assertThat(fine.status).isEqualTo("DELIVERED");
  }

  @Test
  void retryAfter_longerThanTheDelay_isHonoured() {
    InMemoryWebhookOutbox.Row row = due(hook);
    sender.answer(DeliveryOutcome.answered(429, 3, null, Duration.ofSeconds(7)));

    deliverDue(service());

    assertThat(row.nextAttemptAt).isEqualTo(START.plusSeconds(7));
  }

  @Test
  void retryAfter_isCappedAtTwiceTheScheduledDelay() {
    InMemoryWebhookOutbox.Row row = due(hook);
    sender.answer(DeliveryOutcome.answered(503, 3, null, Duration.ofHours(1)));

    deliverDue(service());

    assertThat(row.nextAttemptAt).isEqualTo(START.plusSeconds(10));
  }

  @Test
  void retryAfter_shorterThanTheDelay_doesNotBringTheRetryForward() {
    InMemoryWebhookOutbox.Row row = due(hook);
    sender.answer(DeliveryOutcome.answered(503, 3, null, Duration.ofSeconds(1)));

    deliverDue(service());

    assertThat(row.nextAttemptAt).isEqualTo(START.plusSeconds(5));
  }

  @Test
  void jitter_movesTheRetry_byAtMostTwentyPercent() {
    InMemoryWebhookOutbox.Row early = due(hook);
    InMemoryWebhookOutbox.Row late = outbox.add(request(UUID.randomUUID()), START.plusSeconds(1));
    sender.answer(status(500), status(500));
    random = 0.0;
    deliverDue(service());
    assertThat(early.nextAttemptAt).isEqualTo(START.plusSeconds(4));

    clock.advance(Duration.ofSeconds(1));
    random = 0.75;
    deliverDue(service());
    assertThat(late.nextAttemptAt).isEqualTo(START.plusSeconds(1 + 5).plusMillis(500));
  }

  @Test
  void afterTheLastAttempt_theDeliveryFailsForGood_onASchedule_ofMilliseconds() {
    InMemoryWebhookOutbox.Row row = due(hook);
    sender.answer(status(500), status(500), status(500));
    DeliverPendingWebhooksService service =
        service(List.of(Duration.ZERO, Duration.ofMillis(10), Duration.ofMillis(20)));

    for (int i = 0; i < 3; i++) {
      assertThat(deliverDue(service)).isEqualTo(1);
      clock.advance(Duration.ofMillis(20));
    }
    clock.advance(Duration.ofDays(1));

    assertThat(deliverDue(service)).isZero();
    assertThat(row.status).isEqualTo("FAILED");
    assertThat(outbox.log())
        .extracting(DeliveryAttempt::attempt, DeliveryAttempt::outcome)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(1, AttemptOutcome.RETRYING),
            org.assertj.core.groups.Tuple.tuple(2, AttemptOutcome.RETRYING),
            org.assertj.core.groups.Tuple.tuple(3, AttemptOutcome.FAILED));
    assertThat(outbox.disabled(hook)).isFalse();
  }

  @Test
  void theTenthStandardAttempt_isTheLast() {
    InMemoryWebhookOutbox.Row row = due(hook);
    row.attempts = 9;
    sender.answer(status(500));

    deliverDue(service());

    assertThat(row.status).isEqualTo("FAILED");
    assertThat(outbox.log()).singleElement().extracting(DeliveryAttempt::attempt).isEqualTo(10);
  }

  @Test
  void aWebhookFailing_forJustUnderFiveDays_staysValid() {
    InMemoryWebhookOutbox.Row row = due(hook);
    outbox.failingSince(hook, START.minus(Duration.ofDays(5)).plusSeconds(1));
    sender.answer(status(500));

    deliverDue(service());

    assertThat(row.status).isEqualTo("PENDING");
    assertThat(outbox.disabled(hook)).isFalse();
  }

  @Test
  void aWebhookFailing_forFiveDays_isDisabled() {
    InMemoryWebhookOutbox.Row row = due(hook);
    outbox.failingSince(hook, START.minus(Duration.ofDays(5)));
    sender.answer(status(500));

    deliverDue(service());

    assertThat(row.status).isEqualTo("FAILED");
    assertThat(outbox.disabled(hook)).isTrue();
    assertThat(outbox.log())
        .singleElement()
        .extracting(DeliveryAttempt::outcome)
        .isEqualTo(AttemptOutcome.WEBHOOK_DISABLED);
  }

  @Test
  void aClaim_isLeasedForThirtySeconds_toThisWorker() {
    InMemoryWebhookOutbox.Row row = due(hook);
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(
            outbox,
            request -> {
              assertThat(row.status).isEqualTo("DELIVERING");
              assertThat(row.leasedBy).isEqualTo("worker-1");
              assertThat(row.nextAttemptAt).isEqualTo(START.plusSeconds(30));
              return status(200);
            },
            new DeliveryPolicy(
                10,
                Duration.ofSeconds(30),
                Duration.ofDays(5),
                new RetrySchedule(RetrySchedule.STANDARD, 0.2, () -> 0.5),
                "worker-1"),
            clock);

    deliverDue(service);

    assertThat(row.status).isEqualTo("DELIVERED");
    assertThat(row.leasedBy).isNull();
  }

  @Test
  void aClaim_isSentSideBySide_onTheExecutor_andEveryAttemptIsRecorded() throws Exception {
    due(hook);
    due(UUID.randomUUID());
    due(UUID.randomUUID());
    java.util.concurrent.CountDownLatch allIn = new java.util.concurrent.CountDownLatch(3);
    com.outreach.application.port.out.WebhookSender meetingSender =
        request -> {
          allIn.countDown();
          try {
            // Returns only once all three sends are under way: it would wait forever if they ran in
            // turn.
            assertThat(allIn.await(5, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
          } catch (InterruptedException e) {
            throw new IllegalStateException(e);
          }
          return status(200);
        };
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(3);
    try {
      DeliverPendingWebhooksService service =
          new DeliverPendingWebhooksService(
              outbox,
              meetingSender,
              new DeliveryPolicy(
                  10,
                  Duration.ofSeconds(30),
                  Duration.ofDays(5),
                  new RetrySchedule(RetrySchedule.STANDARD, 0.2, () -> 0.5),
                  "w"),
              clock,
              pool,
              () -> {});
      int started = service.dispatchDue();
      int recorded = 0;
      while (recorded < 3) {
        recorded += service.recordFinished(Duration.ofSeconds(5));
      }

      assertThat(started).isEqualTo(3);
      assertThat(outbox.log()).hasSize(3).allMatch(a -> a.outcome() == AttemptOutcome.SUCCEEDED);
    } finally {
      pool.shutdownNow();
    }
  }
}
