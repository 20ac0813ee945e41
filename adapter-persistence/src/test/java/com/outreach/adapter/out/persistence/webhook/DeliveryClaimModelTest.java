package com.outreach.adapter.out.persistence.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.DeliveryClaim;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The claim (V041: webhook by webhook through the index of unfinished deliveries) against the rule
 * it keeps, on random outboxes: of each webhook, its oldest due deliveries up to its slots; of
 * those, the oldest {@code limit}. Not due, finished and held-back webhooks' rows are never taken.
 */
@PersistenceTest
class DeliveryClaimModelTest {
  static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");
  static final Instant NOW = T0.plusSeconds(600);
  static final int EVENTS = 12;

  @Inject WebhookOutbox outbox;
  @Inject TransactionRunner transactions;
  @Inject OutboxSeeds seeds;
  Sql sql;
  OutboxSeed seed;
  final List<UUID> eventIds = new ArrayList<>();

  record Row(UUID webhook, UUID event, Instant nextAttempt, String status) {
    boolean due() {
      return !nextAttempt.isAfter(NOW) && (status.equals("PENDING") || status.equals("DELIVERING"));
    }
  }

  @BeforeEach
  void seed() {
    sql = seeds.sql();
    seed = seeds.seed();
    // Events first, with no webhook to enqueue for: each round writes its own deliveries of them.
    for (int i = 0; i < EVENTS; i++) {
      OutreachEvent event = seed.event(EventKind.OPENED, T0);
      transactions.inTransaction(() -> seed.append(event));
      eventIds.add(event.id());
    }
  }

  @Test
  void everyClaim_takesEachWebhooksOldestDueRowsUpToItsSlots_andOfThoseTheOldestUpToTheLimit() {
    Random random = new Random(41);
    for (int round = 0; round < 60; round++) {
      // Claims see every due row in the database: the previous round's (and earlier tests') are
      // settled.
      sql.update(
          "UPDATE webhook_deliveries SET status = 'FAILED' WHERE status IN ('PENDING', 'DELIVERING')");
      List<Row> rows = outbox(random);
      Map<UUID, Integer> held = new HashMap<>();
      rows.stream()
          .map(Row::webhook)
          .distinct()
          .filter(w -> random.nextInt(3) == 0)
          .forEach(w -> held.put(w, random.nextInt(3)));
      DeliveryClaim claim =
          new DeliveryClaim(
              1 + random.nextInt(8),
              NOW,
              NOW.plusSeconds(30),
              "model",
              1 + random.nextInt(4),
              held);

      Set<String> taken =
          outbox.claimDue(claim).stream()
              .map(d -> d.request().webhookId() + "/" + d.request().eventId())
              .collect(Collectors.toSet());

      // Random(41): a failing round's outbox and claim come back alike on the next run, to be
      // looked at.
      assertThat(taken)
          .as("round %d: %s, %d rows", round, claim, rows.size())
          .isEqualTo(expected(rows, claim));
    }
  }

  /**
   * 1 to 6 webhooks, each with deliveries of some of the events at distinct times, some not due.
   */
  private List<Row> outbox(Random random) {
    List<Row> rows = new ArrayList<>();
    int webhookCount = 1 + random.nextInt(6);
    List<Integer> times = new ArrayList<>();
    for (int t = 0; t < webhookCount * EVENTS; t++) {
      times.add(t);
    }
    java.util.Collections.shuffle(times, random);
    String[] statuses = {"PENDING", "PENDING", "PENDING", "DELIVERING", "DELIVERED", "FAILED"};
    for (int w = 0; w < webhookCount; w++) {
      UUID webhook = seed.webhook(seed.owner, EventKind.OPENED, true).id();
      for (int e = 0; e < EVENTS; e++) {
        if (random.nextInt(3) > 0) {
          // Times 0-11 minutes after T0; NOW is T0 + 10 minutes, so a sixth are not yet due.
          Instant at = T0.plusMillis(times.get(w * EVENTS + e) * 60_000L / webhookCount);
          rows.add(
              new Row(webhook, eventIds.get(e), at, statuses[random.nextInt(statuses.length)]));
        }
      }
    }
    for (Row row : rows) {
      sql.update(
          """
          INSERT INTO webhook_deliveries (webhook_id, event_id, status, attempts, next_attempt_at, created_at, updated_at)
          VALUES (?, ?, ?, 0, ?, ?, ?)""",
          row.webhook(),
          row.event(),
          row.status(),
          SqlTimes.utc(row.nextAttempt()),
          SqlTimes.utc(T0),
          SqlTimes.utc(T0));
    }
    return rows;
  }

  private static Set<String> expected(List<Row> rows, DeliveryClaim claim) {
    Map<UUID, List<Row>> dueByWebhook =
        rows.stream()
            .filter(Row::due)
            .sorted(Comparator.comparing(Row::nextAttempt))
            .collect(Collectors.groupingBy(Row::webhook));
    return dueByWebhook.entrySet().stream()
        .flatMap(e -> e.getValue().stream().limit(claim.slotsOf(e.getKey())))
        .sorted(Comparator.comparing(Row::nextAttempt))
        .limit(claim.limit())
        .map(r -> r.webhook() + "/" + r.event())
        .collect(Collectors.toSet());
  }
}
