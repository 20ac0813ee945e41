package com.outreach.adapter.out.persistence.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryClaim;
import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.DueDelivery;
import com.outreach.application.port.out.FinishedAttempt;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.webhook.AttemptOutcome;
import com.outreach.domain.webhook.Webhook;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-26: the outbox's rows commit and roll back with their event; claims, leases and settling
 * attempts.
 */
@PersistenceTest
class JdbcWebhookOutboxTest {
  static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  @Inject WebhookOutbox outbox;
  @Inject TransactionRunner transactions;
  @Inject OutboxSeeds seeds;
  @Inject DeliveryConnections deliveryConnections;
  Sql sql;
  OutboxSeed seed;

  @BeforeEach
  void seed() {
    sql = seeds.sql();
    // Claims see every due row in the database: earlier tests' unfinished rows are settled first.
    sql.update(
        "UPDATE webhook_deliveries SET status = 'FAILED' WHERE status IN ('PENDING', 'DELIVERING')");
    seed = seeds.seed();
  }

  private List<DueDelivery> claim(int limit, Instant now, Instant leaseUntil, String worker) {
    return outbox.claimDue(DeliveryClaim.of(limit, now, leaseUntil, worker));
  }

  private int record(String worker, DeliveryAttempt attempt, Instant retryAt) {
    return outbox.record(List.of(new FinishedAttempt(attempt, retryAt)), worker);
  }

  private OutreachEvent record(EventKind kind, Instant at) {
    OutreachEvent event = seed.event(kind, at);
    transactions.inTransaction(
        () -> {
          seed.append(event);
          outbox.enqueue(event);
        });
    return event;
  }

  private List<Map<String, Object>> deliveries(UUID eventId) {
    return sql.rows(
        """
        SELECT webhook_id, status, attempts, next_attempt_at, lease_until, leased_by, last_outcome
        FROM webhook_deliveries WHERE event_id = ? ORDER BY webhook_id""",
        eventId);
  }

  private static OffsetDateTime utc(Instant at) {
    return SqlTimes.utc(at);
  }

  @Test
  void aCommittedEvent_hasAPendingDelivery_forEachValidWebhookOfItsOwnerBoundToItsKind_only() {
    Webhook first = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook second = seed.webhook(seed.owner, EventKind.OPENED, true);
    seed.webhook(seed.owner, EventKind.OPENED, false);
    seed.webhook(seed.owner, EventKind.CLICKED, true);
    seed.webhook(seeds.owner(), EventKind.OPENED, true);

    OutreachEvent event = record(EventKind.OPENED, T0);

    List<Map<String, Object>> rows = deliveries(event.id());
    assertThat(rows)
        .extracting(r -> r.get("webhook_id"))
        .containsExactlyInAnyOrder(first.id(), second.id());
    for (Map<String, Object> row : rows) {
      assertThat(row.get("status")).isEqualTo("PENDING");
      assertThat(row.get("attempts")).isEqualTo(0);
      assertThat(((java.sql.Timestamp) row.get("next_attempt_at")).toInstant()).isEqualTo(T0);
      assertThat(row.get("lease_until")).isNull();
      assertThat(row.get("leased_by")).isNull();
    }
  }

  @Test
  void theDeliveryEnginesTransactions_commitWithoutWaitingForTheWalFlush() {
    String delivery =
        deliveryConnections.inTransaction(
            c -> {
              try (var s = c.createStatement();
                  var r =
                      s.executeQuery(
                          "SELECT setting || ' from ' || source FROM pg_settings WHERE name = 'synchronous_commit'")) {
                r.next();
                return r.getString(1);
              }
            });

    // "session": the pool's own setting, whatever the server's default (the test server's is off
    // too).
    assertThat(delivery).isEqualTo("off from session");
  }

  @Test
  void aRolledBackEvent_hasNoDeliveries_andNoEvent() {
    seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent event = seed.event(EventKind.OPENED, T0);

    assertThatThrownBy(
            () ->
                transactions.inTransaction(
                    () -> {
                      seed.append(event);
                      outbox.enqueue(event);
                      throw new IllegalStateException("the use case fails after enqueueing");
                    }))
        .hasMessage("the use case fails after enqueueing");

    assertThat(deliveries(event.id())).isEmpty();
    assertThat(sql.value("SELECT count(*) FROM events WHERE id = ?", event.id())).isEqualTo(0L);
  }

  @Test
  void aClaim_leasesTheDueDelivery_withAllItNeeds_andNobodyElseGetsItUntilTheLeaseEnds() {
    Webhook hook = seed.webhook(seed.owner, EventKind.REPLY_DETECTED, true);
    OutreachEvent event = record(EventKind.REPLY_DETECTED, T0);
    Instant lease = T0.plusSeconds(30);

    assertThat(claim(10, T0.minusMillis(1), lease, "a")).as("not yet due").isEmpty();
    List<DueDelivery> claimed = claim(10, T0, lease, "a");

    assertThat(claimed)
        .containsExactly(
            new DueDelivery(
                new DeliveryRequest(
                    hook.id(),
                    hook.callbackUrl().value(),
                    hook.secret(),
                    event.id(),
                    EventKind.REPLY_DETECTED,
                    seed.campaign.id().value(),
                    "Spring outreach",
                    seed.membership,
                    new DeliveryLead(
                        "https://www.linkedin.com/in/" + seed.lead,
                        "Ada",
                        "Lovelace",
                        "Ada Lovelace",
                        "ada@lead.example",
                        "{\"team\": \"R&D\"}"),
                    T0,
                    T0,
                    "{\"note\": \"n\"}"),
                0,
                null));
    Map<String, Object> row = deliveries(event.id()).get(0);
    assertThat(row.get("status")).isEqualTo("DELIVERING");
    assertThat(row.get("leased_by")).isEqualTo("a");
    assertThat(((java.sql.Timestamp) row.get("lease_until")).toInstant()).isEqualTo(lease);
    assertThat(claim(10, lease.minusMillis(1), lease.plusSeconds(30), "b")).isEmpty();

    List<DueDelivery> takenOver = claim(10, lease, lease.plusSeconds(30), "b");
    assertThat(takenOver).extracting(d -> d.request().eventId()).containsExactly(event.id());
    assertThat(deliveries(event.id()).get(0).get("leased_by")).isEqualTo("b");
  }

  @Test
  void twoConcurrentClaimers_neverGetTheSameDelivery() throws Exception {
    seed.webhook(seed.owner, EventKind.OPENED, true);
    seed.webhook(seed.owner, EventKind.OPENED, true);
    for (int i = 0; i < 30; i++) {
      record(EventKind.OPENED, T0);
    }
    java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(2);
    try {
      List<java.util.concurrent.Future<List<List<UUID>>>> claimers =
          List.of("a", "b").stream()
              .map(
                  worker ->
                      pool.submit(
                          () -> {
                            start.await();
                            List<List<UUID>> mine = new java.util.ArrayList<>();
                            List<DueDelivery> batch;
                            while (!(batch =
                                    outbox.claimDue(
                                        DeliveryClaim.of(3, T0, T0.plusSeconds(30), worker)))
                                .isEmpty()) {
                              batch.forEach(
                                  d ->
                                      mine.add(
                                          List.of(d.request().webhookId(), d.request().eventId())));
                            }
                            return mine;
                          }))
              .toList();
      List<List<UUID>> all = new java.util.ArrayList<>(claimers.get(0).get());
      all.addAll(claimers.get(1).get());

      assertThat(all).hasSize(60).doesNotHaveDuplicates();
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aRetry_logsTheAttempt_andMakesTheDeliveryPendingAgain_withTheWebhooksRunOfFailures() {
    Webhook hook = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent event = record(EventKind.OPENED, T0);
    claim(10, T0, T0.plusSeconds(30), "a");
    Instant retryAt = T0.plusSeconds(6);

    record(
        "a",
        new DeliveryAttempt(
            hook.id(),
            event.id(),
            1,
            AttemptOutcome.RETRYING,
            503,
            17,
            null,
            "busy",
            T0.plusSeconds(1)),
        retryAt);

    Map<String, Object> row = deliveries(event.id()).get(0);
    assertThat(row)
        .containsEntry("status", "PENDING")
        .containsEntry("attempts", 1)
        .containsEntry("lease_until", null)
        .containsEntry("leased_by", null)
        .containsEntry("last_outcome", "RETRYING HTTP 503");
    assertThat(((java.sql.Timestamp) row.get("next_attempt_at")).toInstant()).isEqualTo(retryAt);
    assertThat(outbox.attempts(hook.id(), 10))
        .containsExactly(
            new DeliveryAttempt(
                hook.id(),
                event.id(),
                1,
                AttemptOutcome.RETRYING,
                503,
                17,
                null,
                "busy",
                T0.plusSeconds(1)));
    assertThat(claim(10, retryAt, retryAt.plusSeconds(30), "a"))
        .singleElement()
        .extracting(DueDelivery::attemptsMade, DueDelivery::webhookFailingSince)
        .containsExactly(1, T0.plusSeconds(1));
  }

  @Test
  void aSuccess_deliversAndEndsTheRunOfFailures_andAttemptsAreListedNewestFirst() {
    Webhook hook = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent event = record(EventKind.OPENED, T0);
    claim(10, T0, T0.plusSeconds(30), "a");
    record(
        "a",
        new DeliveryAttempt(
            hook.id(), event.id(), 1, AttemptOutcome.RETRYING, null, 15000, "Timed out", null, T0),
        T0.plusSeconds(5));
    claim(10, T0.plusSeconds(5), T0.plusSeconds(35), "a");
    record(
        "a",
        new DeliveryAttempt(
            hook.id(),
            event.id(),
            2,
            AttemptOutcome.SUCCEEDED,
            200,
            8,
            null,
            "ok",
            T0.plusSeconds(5)),
        null);

    assertThat(deliveries(event.id()).get(0))
        .containsEntry("status", "DELIVERED")
        .containsEntry("attempts", 2)
        .containsEntry("last_outcome", "SUCCEEDED HTTP 200");
    assertThat(sql.value("SELECT failing_since FROM webhooks WHERE id = ?", hook.id())).isNull();
    assertThat(outbox.attempts(hook.id(), 10))
        .extracting(DeliveryAttempt::attempt)
        .containsExactly(2, 1);
    assertThat(outbox.attempts(hook.id(), 1))
        .extracting(DeliveryAttempt::attempt)
        .containsExactly(2);
    assertThat(outbox.attempts(hook.id(), 10).get(1).error()).isEqualTo("Timed out");
  }

  @Test
  void aDisablingAttempt_invalidatesTheWebhook_andFailsItsUnfinishedDeliveries_only() {
    Webhook hook = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook other = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent first = record(EventKind.OPENED, T0);
    OutreachEvent second = record(EventKind.OPENED, T0.plusSeconds(1));
    outbox.claimDue(new DeliveryClaim(10, T0, T0.plusSeconds(30), "a", 10, Map.of(other.id(), 0)));

    record(
        "a",
        new DeliveryAttempt(
            hook.id(),
            first.id(),
            1,
            AttemptOutcome.WEBHOOK_DISABLED,
            410,
            5,
            null,
            null,
            T0.plusSeconds(2)),
        null);

    assertThat(sql.value("SELECT is_valid FROM webhooks WHERE id = ?", hook.id())).isEqualTo(false);
    assertThat(sql.value("SELECT is_valid FROM webhooks WHERE id = ?", other.id())).isEqualTo(true);
    assertThat(
            sql.rows(
                "SELECT event_id, webhook_id, status FROM webhook_deliveries WHERE event_id IN (?, ?)",
                first.id(),
                second.id()))
        .extracting(r -> r.get("webhook_id") + " " + r.get("status"))
        .containsExactlyInAnyOrder(
            hook.id() + " FAILED",
            hook.id() + " FAILED",
            other.id() + " PENDING",
            other.id() + " PENDING");
  }

  @Test
  void aClaim_takesAtMostPerWebhookOfEach_andOnlyTheSlotsLeftOfAHeldBackWebhook() {
    Webhook busy = seed.webhook(seed.owner, EventKind.OPENED, true);
    for (int i = 0; i < 5; i++) {
      record(EventKind.OPENED, T0.plusMillis(i));
    }
    Webhook quiet = seed.webhook(seed.owner, EventKind.REPLY_DETECTED, true);
    record(EventKind.REPLY_DETECTED, T0.plusMillis(10));
    record(EventKind.REPLY_DETECTED, T0.plusMillis(11));
    Instant now = T0.plusSeconds(1);

    assertThat(
            byWebhook(
                outbox.claimDue(
                    new DeliveryClaim(10, now, now.plusSeconds(30), "a", 2, Map.of(busy.id(), 0)))))
        .containsOnlyKeys(quiet.id())
        .containsEntry(quiet.id(), 2L);
    assertThat(
            byWebhook(
                outbox.claimDue(
                    new DeliveryClaim(10, now, now.plusSeconds(30), "a", 2, Map.of(busy.id(), 1)))))
        .as("the oldest first, however many the busy webhook has")
        .containsOnlyKeys(busy.id())
        .containsEntry(busy.id(), 1L);
    assertThat(
            byWebhook(
                outbox.claimDue(new DeliveryClaim(10, now, now.plusSeconds(30), "a", 3, Map.of()))))
        .containsOnlyKeys(busy.id())
        .containsEntry(busy.id(), 3L);
    assertThat(
            sql.value(
                "SELECT count(*) FROM webhook_deliveries WHERE webhook_id = ? AND status = 'PENDING'",
                busy.id()))
        .as("the busy webhook's oldest row waits for a later claim")
        .isEqualTo(1L);
  }

  @Test
  void anAttemptFromAWorkerWhoseLeaseWasTakenOver_isLogged_butTheNewHoldersDeliveryIsNotTouched() {
    Webhook hook = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent event = record(EventKind.OPENED, T0);
    claim(10, T0, T0.plusSeconds(30), "stalled");
    claim(10, T0.plusSeconds(30), T0.plusSeconds(60), "successor");

    int settled =
        record(
            "stalled",
            new DeliveryAttempt(
                hook.id(),
                event.id(),
                1,
                AttemptOutcome.SUCCEEDED,
                200,
                40_000,
                null,
                null,
                T0.plusSeconds(40)),
            null);

    assertThat(settled).isZero();
    assertThat(deliveries(event.id()).get(0))
        .containsEntry("status", "DELIVERING")
        .containsEntry("leased_by", "successor")
        .containsEntry("attempts", 0);
    assertThat(
            sql.value(
                "SELECT worker FROM webhook_delivery_attempts WHERE event_id = ?", event.id()))
        .as("the attempt did happen, and the log says who made it")
        .isEqualTo("stalled");

    assertThat(
            record(
                "successor",
                new DeliveryAttempt(
                    hook.id(),
                    event.id(),
                    1,
                    AttemptOutcome.SUCCEEDED,
                    200,
                    5,
                    null,
                    null,
                    T0.plusSeconds(41)),
                null))
        .isEqualTo(1);
    assertThat(deliveries(event.id()).get(0))
        .containsEntry("status", "DELIVERED")
        .containsEntry("leased_by", null);
  }

  @Test
  void aBatch_settlesEveryDelivery_logsInTimeOrder_andKeepsEachWebhooksRunOfFailures() {
    Webhook recovering = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook failing = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent e1 = record(EventKind.OPENED, T0);
    OutreachEvent e2 = record(EventKind.OPENED, T0);
    claim(10, T0, T0.plusSeconds(30), "w");
    Instant t1 = T0.plusSeconds(1);
    Instant t2 = T0.plusSeconds(2);

    int settled =
        outbox.record(
            List.of(
                new FinishedAttempt(
                    new DeliveryAttempt(
                        recovering.id(),
                        e2.id(),
                        1,
                        AttemptOutcome.SUCCEEDED,
                        200,
                        3,
                        null,
                        null,
                        t2),
                    null),
                new FinishedAttempt(
                    new DeliveryAttempt(
                        recovering.id(),
                        e1.id(),
                        1,
                        AttemptOutcome.RETRYING,
                        500,
                        3,
                        null,
                        null,
                        t1),
                    T0.plusSeconds(6)),
                new FinishedAttempt(
                    new DeliveryAttempt(
                        failing.id(), e1.id(), 1, AttemptOutcome.SUCCEEDED, 200, 3, null, null, t1),
                    null),
                new FinishedAttempt(
                    new DeliveryAttempt(
                        failing.id(),
                        e2.id(),
                        1,
                        AttemptOutcome.RETRYING,
                        null,
                        3,
                        "Connection refused",
                        null,
                        t2),
                    T0.plusSeconds(7))),
            "w");

    assertThat(settled).isEqualTo(4);
    assertThat(
            sql.rows(
                "SELECT webhook_id, event_id, status, attempts FROM webhook_deliveries WHERE event_id IN (?, ?)",
                e1.id(),
                e2.id()))
        .extracting(r -> r.get("webhook_id") + " " + r.get("event_id") + " " + r.get("status"))
        .containsExactlyInAnyOrder(
            recovering.id() + " " + e1.id() + " PENDING",
            recovering.id() + " " + e2.id() + " DELIVERED",
            failing.id() + " " + e1.id() + " DELIVERED",
            failing.id() + " " + e2.id() + " PENDING");
    assertThat(sql.value("SELECT failing_since FROM webhooks WHERE id = ?", recovering.id()))
        .as("its last attempt succeeded")
        .isNull();
    assertThat(
            ((java.sql.Timestamp)
                    sql.value("SELECT failing_since FROM webhooks WHERE id = ?", failing.id()))
                .toInstant())
        .as("failing since the failure after its last success")
        .isEqualTo(t2);
    assertThat(outbox.attempts(recovering.id(), 10))
        .extracting(DeliveryAttempt::createdAt)
        .containsExactly(t2, t1);
    assertThat(
            sql.value(
                "SELECT count(DISTINCT worker) FROM webhook_delivery_attempts WHERE event_id IN (?, ?)",
                e1.id(),
                e2.id()))
        .isEqualTo(1L);
  }

  @Test
  void aRunOfFailures_keepsItsStart_acrossBatches() {
    Webhook hook = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent e1 = record(EventKind.OPENED, T0);
    OutreachEvent e2 = record(EventKind.OPENED, T0);
    claim(10, T0, T0.plusSeconds(30), "w");
    record(
        "w",
        new DeliveryAttempt(
            hook.id(), e1.id(), 1, AttemptOutcome.RETRYING, 500, 3, null, null, T0.plusSeconds(1)),
        T0.plusSeconds(9));
    record(
        "w",
        new DeliveryAttempt(
            hook.id(), e2.id(), 1, AttemptOutcome.RETRYING, 500, 3, null, null, T0.plusSeconds(2)),
        T0.plusSeconds(9));

    assertThat(
            ((java.sql.Timestamp)
                    sql.value("SELECT failing_since FROM webhooks WHERE id = ?", hook.id()))
                .toInstant())
        .isEqualTo(T0.plusSeconds(1));
  }

  @Test
  void postponing_movesOnlyThatWebhooksPendingDeliveries_dueBeforeTheEnd() {
    Webhook open = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook other = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent soon = record(EventKind.OPENED, T0);
    OutreachEvent inFlight = record(EventKind.OPENED, T0.plusMillis(1));
    OutreachEvent later = record(EventKind.OPENED, T0.plusSeconds(60));
    outbox.claimDue(
        new DeliveryClaim(
            10, T0.plusMillis(1), T0.plusSeconds(30), "w", 1, Map.of(open.id(), 0, other.id(), 1)));
    Instant until = T0.plusSeconds(30);

    int moved = outbox.postpone(open.id(), until, T0.plusSeconds(1));

    assertThat(moved).isEqualTo(2);
    assertThat(nextAttempts(open.id()))
        .containsEntry(soon.id(), until)
        .containsEntry(inFlight.id(), until)
        .containsEntry(later.id(), T0.plusSeconds(60));
    assertThat(nextAttempts(other.id()))
        .as("another webhook's rows keep their times")
        .containsEntry(inFlight.id(), T0.plusMillis(1))
        .containsEntry(later.id(), T0.plusSeconds(60));
  }

  private Map<UUID, Instant> nextAttempts(UUID webhook) {
    Map<UUID, Instant> times = new java.util.HashMap<>();
    sql.rows(
            "SELECT event_id, next_attempt_at FROM webhook_deliveries WHERE webhook_id = ?",
            webhook)
        .forEach(
            r ->
                times.put(
                    (UUID) r.get("event_id"),
                    ((java.sql.Timestamp) r.get("next_attempt_at")).toInstant()));
    return times;
  }

  private static Map<UUID, Long> byWebhook(List<DueDelivery> claimed) {
    return claimed.stream()
        .collect(
            java.util.stream.Collectors.groupingBy(
                d -> d.request().webhookId(), java.util.stream.Collectors.counting()));
  }
}
