package com.outreach.application.service.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.fake.InMemoryWebhookOutbox;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.WebhookSender;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.webhook.RetrySchedule;
import com.outreach.domain.webhook.WebhookSecret;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Isolation between endpoints: the per-webhook cap on sends in flight, the circuit breaker and the
 * postponing of an open circuit's backlog, on an in-memory outbox.
 */
class EndpointIsolationTest {
  private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");

  private final MutableClock clock = new MutableClock(START);
  private final InMemoryWebhookOutbox outbox = new InMemoryWebhookOutbox();
  private final UUID slow = UUID.randomUUID();
  private final UUID healthy = UUID.randomUUID();

  private static DeliveryPolicy policy(int maxInFlight, int perWebhook, int circuitFailures) {
    return new DeliveryPolicy(
        50,
        Duration.ofSeconds(30),
        Duration.ofDays(5),
        new RetrySchedule(RetrySchedule.STANDARD, 0.2, () -> 0.5),
        "worker-1",
        new DeliveryPolicy.Limits(
            maxInFlight, perWebhook, circuitFailures, Duration.ofSeconds(30)));
  }

  /** Deliveries that became due 10 s ago, one millisecond apart, oldest first. */
  private List<InMemoryWebhookOutbox.Row> due(UUID webhook, int count) {
    List<InMemoryWebhookOutbox.Row> rows = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      rows.add(outbox.add(request(webhook), clock.instant().minusSeconds(10).plusMillis(i)));
    }
    return rows;
  }

  private static DeliveryRequest request(UUID webhook) {
    return new DeliveryRequest(
        webhook,
        "https://hooks.example.com/" + webhook,
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

  private static DeliveryOutcome status(int code) {
    return DeliveryOutcome.answered(code, 3, null, null);
  }

  @Test
  void aHangingEndpoint_doesNotHoldUpAHealthyEndpointsDeliveries() throws Exception {
    // The hanging endpoint's deliveries are the oldest: first in line for every claim.
    List<InMemoryWebhookOutbox.Row> hanging = due(slow, 20);
    clock.advance(Duration.ofSeconds(1));
    List<InMemoryWebhookOutbox.Row> fine = due(healthy, 20);
    CountDownLatch release = new CountDownLatch(1);
    WebhookSender sender =
        request -> {
          if (request.webhookId().equals(slow)) {
            try {
              release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            return DeliveryOutcome.failed("Timed out after 15 s", 15_000);
          }
          return status(200);
        };
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      DeliverPendingWebhooksService service =
          new DeliverPendingWebhooksService(outbox, sender, policy(8, 3, 5), clock, pool, () -> {});
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (fine.stream().anyMatch(r -> !r.status.equals("DELIVERED"))
          && System.nanoTime() < deadline) {
        service.dispatchDue();
        service.recordFinished(Duration.ofMillis(5));
      }

      assertThat(fine)
          .as("every healthy delivery made while the other endpoint hangs")
          .allMatch(r -> r.status.equals("DELIVERED"));
      assertThat(hanging.stream().filter(r -> r.status.equals("DELIVERING")))
          .as("the hanging endpoint holds its cap of 3 slots, no more")
          .hasSize(3);
      assertThat(service.inFlight()).isEqualTo(3);
      assertThat(hanging.stream().filter(r -> r.status.equals("PENDING"))).hasSize(17);
    } finally {
      release.countDown();
      pool.shutdownNow();
    }
  }

  @Test
  void aClaim_takesAtMostTheCapOfOneWebhook_andTheRestOnceSlotsAreFree() {
    due(slow, 5);
    due(healthy, 1);
    List<Runnable> sends = new ArrayList<>();
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(
            outbox, request -> status(200), policy(10, 2, 5), clock, sends::add, () -> {});

    assertThat(service.dispatchDue()).isEqualTo(3);
    assertThat(service.dispatchDue())
        .as("the slow webhook is at its cap; nothing else is due")
        .isZero();
    sends.remove(0).run();
    assertThat(service.dispatchDue())
        .as("one slot of the slow webhook freed by its answer")
        .isEqualTo(1);
    assertThat(service.inFlight()).as("3 sending, 1 answered and not yet written").isEqualTo(4);
  }

  @Test
  void noMoreThanMaxInFlight_areSentAtOnce() {
    due(slow, 3);
    due(healthy, 3);
    List<Runnable> sends = new ArrayList<>();
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(
            outbox, request -> status(200), policy(4, 10, 5), clock, sends::add, () -> {});

    assertThat(service.dispatchDue()).isEqualTo(4);
    assertThat(service.hasFreeSlot()).isFalse();
    assertThat(service.dispatchDue()).isZero();
    sends.remove(0).run();
    assertThat(service.dispatchDue())
        .as("an answered delivery holds its slot until written: claims wait for a lagging recorder")
        .isZero();

    assertThat(service.recordFinished(Duration.ZERO)).isEqualTo(1);

    assertThat(service.hasFreeSlot()).isTrue();
    assertThat(service.dispatchDue()).isEqualTo(1);
  }

  @Test
  void whileEventIntakeIsBusy_fewerSendsAreUnderWay_andAllOfThemOnceItIsNot() {
    due(slow, 5);
    due(healthy, 5);
    List<Runnable> sends = new ArrayList<>();
    java.util.concurrent.atomic.AtomicInteger eventsInFlight =
        new java.util.concurrent.atomic.AtomicInteger(8);
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(
            outbox,
            request -> status(200),
            policy(6, 10, 5),
            clock,
            sends::add,
            () -> {},
            new IntakeYield(eventsInFlight::get, 8, 2));

    assertThat(service.dispatchDue()).as("8 events waiting for their answer: busy").isEqualTo(2);
    assertThat(service.yieldingToIntake()).isTrue();
    assertThat(service.hasFreeSlot()).isFalse();
    assertThat(service.dispatchDue()).isZero();

    eventsInFlight.set(7);
    assertThat(service.yieldingToIntake()).isFalse();
    assertThat(service.hasFreeSlot()).isTrue();
    assertThat(service.dispatchDue()).as("intake no longer busy: the configured 6").isEqualTo(4);
    assertThat(sends).hasSize(6);
  }

  @Test
  void sendsUnderWayWhenIntakeTurnsBusy_finish_andNoneStartsUntilBelowTheLowerCap() {
    due(healthy, 6);
    List<Runnable> sends = new ArrayList<>();
    java.util.concurrent.atomic.AtomicInteger eventsInFlight =
        new java.util.concurrent.atomic.AtomicInteger();
    java.util.concurrent.atomic.AtomicInteger rings =
        new java.util.concurrent.atomic.AtomicInteger();
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(
            outbox,
            request -> status(200),
            policy(4, 10, 5),
            clock,
            sends::add,
            rings::incrementAndGet,
            new IntakeYield(eventsInFlight::get, 1, 1));
    assertThat(service.dispatchDue()).isEqualTo(4);
    eventsInFlight.set(3);

    sends.forEach(Runnable::run);
    assertThat(service.recordFinished(Duration.ZERO))
        .as("all four finish and are written")
        .isEqualTo(4);
    assertThat(rings).as("the writing freed the slots the dispatcher was held back by").hasValue(1);
    assertThat(service.dispatchDue()).as("busy: one at a time").isEqualTo(1);
    assertThat(outbox.attempts(healthy, 10)).hasSize(4);
  }

  @Test
  void aClaimCutShortByTheCaps_isNotFull_soTheDispatcherWaitsForASlot_andAFullOneIs() {
    due(slow, 5);
    List<Runnable> sends = new ArrayList<>();
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(
            outbox, request -> status(200), policy(4, 2, 5), clock, sends::add, () -> {});
    assertThat(service.lastClaimWasFull()).as("before any claim").isTrue();

    assertThat(service.dispatchDue()).isEqualTo(2);
    assertThat(service.lastClaimWasFull())
        .as("asked for 4, the slow webhook's cap gave 2")
        .isFalse();

    due(healthy, 5);
    assertThat(service.dispatchDue()).isEqualTo(2);
    assertThat(service.lastClaimWasFull()).as("asked for the 2 free slots, got 2").isTrue();
  }

  @Test
  void aShortClaimThatPassedOverACappedWebhook_isToldApart_fromOneCutShortByItsOwnCaps() {
    due(slow, 5);
    List<Runnable> sends = new ArrayList<>();
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(
            outbox, request -> status(200), policy(4, 2, 5), clock, sends::add, () -> {});

    assertThat(service.dispatchDue()).isEqualTo(2);
    assertThat(service.lastClaimPassedOverCapped())
        .as("nothing was at its cap when it claimed")
        .isFalse();

    assertThat(service.dispatchDue())
        .as("the slow webhook is at its cap, nothing else is due")
        .isZero();
    assertThat(service.lastClaimPassedOverCapped()).isTrue();

    due(healthy, 5);
    assertThat(service.dispatchDue()).isEqualTo(2);
    assertThat(service.lastClaimPassedOverCapped()).as("a full claim").isFalse();
  }

  @Test
  void aFinishedSend_wakesTheDispatcher_onlyWhenItWasHeldBack() {
    due(slow, 3);
    clock.advance(Duration.ofSeconds(1));
    due(healthy, 1);
    List<Runnable> sends = new ArrayList<>();
    java.util.concurrent.atomic.AtomicInteger rings =
        new java.util.concurrent.atomic.AtomicInteger();
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(
            outbox,
            request -> status(200),
            policy(3, 2, 5),
            clock,
            sends::add,
            rings::incrementAndGet);
    assertThat(service.dispatchDue()).isEqualTo(3);

    sends.get(2).run();
    assertThat(rings).as("the healthy webhook was under its cap; nothing held back").hasValue(0);
    sends.get(0).run();
    assertThat(rings)
        .as("the slow webhook was at its cap: its next delivery was held back")
        .hasValue(1);
    service.recordFinished(Duration.ZERO);
    assertThat(rings)
        .as("all 3 slots were taken: writing frees them for held-back claims")
        .hasValue(2);
  }

  @Test
  void aFailedWrite_stillFreesTheSlots_forTheLeaseBringsThoseDeliveriesBack() {
    due(slow, 1);
    outbox.failRecording(new IllegalStateException("database down"));
    List<Runnable> sends = new ArrayList<>();
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(
            outbox, request -> status(200), policy(1, 10, 5), clock, sends::add, () -> {});
    service.dispatchDue();
    sends.remove(0).run();

    assertThatThrownBy(() -> service.recordFinished(Duration.ZERO)).hasMessage("database down");

    assertThat(service.inFlight()).isZero();
    assertThat(service.hasFreeSlot()).isTrue();
  }

  @Test
  void afterFailuresInARow_theCircuitOpens_andTheWebhooksBacklogWaits_withoutUsingUpItsAttempts() {
    List<InMemoryWebhookOutbox.Row> rows = due(slow, 6);
    List<InMemoryWebhookOutbox.Row> others = due(healthy, 2);
    List<Integer> answers = new ArrayList<>(List.of(500, 500, 500));
    WebhookSender sender =
        request -> request.webhookId().equals(slow) ? status(answers.remove(0)) : status(200);
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(outbox, sender, policy(10, 3, 3), clock);

    service.dispatchDue();
    service.recordFinished(Duration.ZERO);

    assertThat(rows.subList(0, 3)).allMatch(r -> r.attempts == 1 && r.status.equals("PENDING"));
    assertThat(rows.subList(3, 6))
        .as("postponed to the end of the open period, no attempt used")
        .allMatch(r -> r.attempts == 0 && r.nextAttemptAt.equals(START.plusSeconds(30)));
    assertThat(others)
        .as("another webhook is not affected")
        .allMatch(r -> r.status.equals("DELIVERED"));

    clock.advance(Duration.ofSeconds(10));
    assertThat(service.dispatchDue())
        .as("retries due at +5 s wait while the circuit is open")
        .isZero();

    clock.advance(Duration.ofSeconds(20));
    answers.add(200);
    assertThat(service.dispatchDue()).as("half-open: one trial delivery").isEqualTo(1);
    service.recordFinished(Duration.ZERO);
    answers.addAll(List.of(200, 200, 200, 200, 200));
    assertThat(service.dispatchDue())
        .as("the trial succeeded: closed, up to the cap again")
        .isEqualTo(3);
    service.recordFinished(Duration.ZERO);
    assertThat(service.dispatchDue()).isEqualTo(2);
    service.recordFinished(Duration.ZERO);
    assertThat(rows).allMatch(r -> r.status.equals("DELIVERED"));
  }

  @Test
  void aFailedTrial_opensTheCircuitAgain() {
    List<InMemoryWebhookOutbox.Row> rows = due(slow, 3);
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(outbox, request -> status(503), policy(10, 1, 1), clock);
    service.dispatchDue();
    service.recordFinished(Duration.ZERO);
    assertThat(rows.get(1).nextAttemptAt).isEqualTo(START.plusSeconds(30));

    clock.advance(Duration.ofSeconds(30));
    assertThat(service.dispatchDue()).isEqualTo(1);
    service.recordFinished(Duration.ZERO);

    assertThat(service.dispatchDue()).isZero();
    assertThat(rows.stream().filter(r -> r.attempts == 0))
        .as("the rest moved on again, by another open period")
        .allMatch(r -> r.nextAttemptAt.equals(START.plusSeconds(60)));
  }

  @Test
  void
      anAttemptRecorded_afterItsLeaseWasTakenOver_isLogged_butDoesNotSettleTheOtherWorkersDelivery() {
    InMemoryWebhookOutbox.Row row = due(slow, 1).get(0);
    WebhookSender stalled =
        request -> {
          // The worker stalled past its lease; another took the delivery over meanwhile.
          row.leasedBy = "worker-2";
          return status(200);
        };
    DeliverPendingWebhooksService service =
        new DeliverPendingWebhooksService(outbox, stalled, policy(10, 3, 5), clock);

    service.dispatchDue();
    service.recordFinished(Duration.ZERO);

    assertThat(outbox.log()).extracting(DeliveryAttempt::responseStatus).containsExactly(200);
    assertThat(row.status).isEqualTo("DELIVERING");
    assertThat(row.leasedBy).isEqualTo("worker-2");
    assertThat(row.attempts).isZero();
  }
}
