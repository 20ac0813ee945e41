package com.outreach.adapter.out.persistence.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryClaim;
import com.outreach.application.port.out.FinishedAttempt;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookRepository;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.webhook.AttemptOutcome;
import com.outreach.domain.webhook.Webhook;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Deleting a webhook removes its deliveries and its attempts (V038, V040: a per-statement trigger
 * instead of ON DELETE CASCADE), also when the deletion meets an event being recorded or attempts
 * being logged: no delivery of a deleted webhook is ever left in the outbox, where claims would
 * keep meeting it, and no attempt in the log.
 */
@PersistenceTest
class WebhookDeletionTest {
  static final Instant T0 = Instant.parse("2026-02-01T00:00:00Z");

  @Inject WebhookOutbox outbox;
  @Inject TransactionRunner transactions;
  @Inject WebhookRepository webhooks;
  @Inject OutboxSeeds seeds;
  Sql sql;
  OutboxSeed seed;

  @BeforeEach
  void seed() {
    sql = seeds.sql();
    seed = seeds.seed();
  }

  private long deliveries(Webhook webhook) {
    return ((Number)
            sql.value("SELECT count(*) FROM webhook_deliveries WHERE webhook_id = ?", webhook.id()))
        .longValue();
  }

  private long attempts(Webhook webhook) {
    return ((Number)
            sql.value(
                "SELECT count(*) FROM webhook_delivery_attempts WHERE webhook_id = ?",
                webhook.id()))
        .longValue();
  }

  private OutreachEvent recorded(Instant at) {
    OutreachEvent event = seed.event(EventKind.OPENED, at);
    transactions.inTransaction(
        () -> {
          seed.append(event);
          outbox.enqueueAll(List.of(event));
        });
    return event;
  }

  @Test
  void deletingAWebhook_removesItsDeliveriesAndAttempts_andNoOtherWebhooks() {
    Webhook deleted = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook kept = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent first = recorded(T0);
    recorded(T0.plusSeconds(1));
    String worker = "deletion-test-" + UUID.randomUUID();
    sql.update(
        "UPDATE webhook_deliveries SET status = 'FAILED' WHERE status IN ('PENDING', 'DELIVERING')"
            + " AND event_id <> ?",
        first.id());
    outbox.claimDue(DeliveryClaim.of(10, T0.plusSeconds(5), T0.plusSeconds(35), worker));
    for (Webhook w : List.of(deleted, kept)) {
      outbox.record(
          List.of(
              new FinishedAttempt(
                  new DeliveryAttempt(
                      w.id(),
                      first.id(),
                      1,
                      AttemptOutcome.SUCCEEDED,
                      200,
                      5,
                      null,
                      "ok",
                      T0.plusSeconds(6)),
                  null)),
          worker);
    }
    assertThat(attempts(deleted)).isEqualTo(1);
    assertThat(deliveries(deleted)).isEqualTo(2);

    assertThat(webhooks.remove(seed.owner, deleted.id())).isTrue();

    assertThat(deliveries(deleted)).isZero();
    assertThat(attempts(deleted)).isZero();
    assertThat(deliveries(kept)).isEqualTo(2);
    assertThat(attempts(kept)).isEqualTo(1);
  }

  /**
   * The deletion arrives while an event's transaction has enqueued its deliveries and not yet
   * committed: it waits for that transaction (the enqueue holds the webhook FOR KEY SHARE), and
   * then removes the delivery it could not see when it started.
   */
  @Test
  void aDeletionMeetingAnEnqueueNotYetCommitted_waitsForIt_andRemovesItsDelivery()
      throws Exception {
    Webhook deleted = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook kept = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent event = seed.event(EventKind.OPENED, T0);
    CountDownLatch enqueued = new CountDownLatch(1);
    CountDownLatch commit = new CountDownLatch(1);
    CompletableFuture<Void> recording =
        CompletableFuture.runAsync(
            () ->
                transactions.inTransaction(
                    () -> {
                      seed.append(event);
                      outbox.enqueueAll(List.of(event));
                      enqueued.countDown();
                      await(commit);
                    }));
    assertThat(enqueued.await(10, TimeUnit.SECONDS)).isTrue();

    CompletableFuture<Boolean> deletion =
        CompletableFuture.supplyAsync(() -> webhooks.remove(seed.owner, deleted.id()));
    awaitALockWait();
    assertThat(deletion).as("the deletion waits for the event's transaction").isNotDone();
    commit.countDown();
    recording.get(10, TimeUnit.SECONDS);

    assertThat(deletion.get(10, TimeUnit.SECONDS)).isTrue();
    assertThat(deliveries(deleted)).as("no delivery outlives its webhook").isZero();
    assertThat(deliveries(kept)).isEqualTo(1);
  }

  /**
   * The other order: the deletion is written and not yet committed when an event's batch enqueues.
   * The enqueue waits for it and, the webhook gone, enqueues for the other webhooks only.
   */
  @Test
  void anEnqueueMeetingADeletionNotYetCommitted_waitsForIt_andSkipsTheDeletedWebhook()
      throws Exception {
    Webhook deleted = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook kept = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent event = seed.event(EventKind.OPENED, T0);
    DataSource raw = seeds.rawDataSource();
    try (Connection deleter = raw.getConnection()) {
      deleter.setAutoCommit(false);
      try (var delete = deleter.prepareStatement("DELETE FROM webhooks WHERE id = ?")) {
        delete.setObject(1, deleted.id());
        assertThat(delete.executeUpdate()).isEqualTo(1);
      }
      CompletableFuture<Void> recording =
          CompletableFuture.runAsync(
              () ->
                  transactions.inTransaction(
                      () -> {
                        seed.append(event);
                        outbox.enqueueAll(List.of(event));
                      }));
      awaitALockWait();
      assertThat(recording).as("the enqueue waits for the deletion").isNotDone();
      deleter.commit();
      recording.get(10, TimeUnit.SECONDS);
    }

    assertThat(deliveries(deleted)).isZero();
    assertThat(deliveries(kept)).isEqualTo(1);
    assertThat(sql.value("SELECT count(*) FROM events WHERE id = ?", event.id())).isEqualTo(1L);
  }

  /**
   * Attempts being recorded while their webhook's deletion is written and not yet committed: the
   * recorder waits for the webhook (it locks the batch's webhooks first, V040), then logs and
   * settles only the other webhook's attempt. The deleted webhook keeps no attempt.
   */
  @Test
  void attemptsMeetingADeletionNotYetCommitted_waitForIt_andAreLoggedForTheOtherWebhooksOnly()
      throws Exception {
    Webhook deleted = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook kept = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent event = recorded(T0);
    sql.update(
        "UPDATE webhook_deliveries SET status = 'FAILED' WHERE status IN ('PENDING', 'DELIVERING')"
            + " AND event_id <> ?",
        event.id());
    String worker = "deletion-test-" + UUID.randomUUID();
    assertThat(outbox.claimDue(DeliveryClaim.of(10, T0.plusSeconds(5), T0.plusSeconds(35), worker)))
        .hasSize(2);
    List<FinishedAttempt> finished =
        List.of(deleted, kept).stream()
            .map(
                w ->
                    new FinishedAttempt(
                        new DeliveryAttempt(
                            w.id(),
                            event.id(),
                            1,
                            AttemptOutcome.SUCCEEDED,
                            200,
                            5,
                            null,
                            "ok",
                            T0.plusSeconds(6)),
                        null))
            .toList();
    DataSource raw = seeds.rawDataSource();
    CompletableFuture<Integer> recording;
    try (Connection deleter = raw.getConnection()) {
      deleter.setAutoCommit(false);
      try (var delete = deleter.prepareStatement("DELETE FROM webhooks WHERE id = ?")) {
        delete.setObject(1, deleted.id());
        assertThat(delete.executeUpdate()).isEqualTo(1);
      }
      recording = CompletableFuture.supplyAsync(() -> outbox.record(finished, worker));
      awaitALockWait();
      assertThat(recording).as("the recorder waits for the deletion").isNotDone();
      deleter.commit();
    }

    assertThat(recording.get(10, TimeUnit.SECONDS)).as("settled").isEqualTo(1);
    assertThat(attempts(deleted)).isZero();
    assertThat(deliveries(deleted)).isZero();
    assertThat(attempts(kept)).isEqualTo(1);
    assertThat(
            sql.value(
                "SELECT status FROM webhook_deliveries WHERE webhook_id = ? AND event_id = ?",
                kept.id(),
                event.id()))
        .isEqualTo("DELIVERED");
  }

  private static void await(CountDownLatch latch) {
    try {
      if (!latch.await(30, TimeUnit.SECONDS)) {
        throw new IllegalStateException("never released");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private void awaitALockWait() throws InterruptedException {
    for (int i = 0; i < 500; i++) {
      Object waiting =
          sql.value(
              "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                  + " AND datname = current_database()");
      if (((Number) waiting).longValue() > 0) {
        return;
      }
      Thread.sleep(10);
    }
    throw new AssertionError("nothing ever waited for the other transaction's lock");
  }
}
