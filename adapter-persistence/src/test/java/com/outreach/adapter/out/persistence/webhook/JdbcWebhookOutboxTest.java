package com.outreach.adapter.out.persistence.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.DueDelivery;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookRepository;
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
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** D-26: the outbox's rows commit and roll back with their event; claims, leases and settling attempts. */
@PersistenceTest
class JdbcWebhookOutboxTest {
  static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  @Inject WebhookOutbox outbox;
  @Inject TransactionRunner transactions;
  @Inject UserRepository users;
  @Inject CampaignRepository campaigns;
  @Inject WebhookRepository webhooks;
  @Inject EventLog events;
  @Inject DataSource dataSource;
  Sql sql;
  OutboxSeed seed;

  @BeforeEach
  void seed() {
    sql = new Sql(dataSource);
    // Claims see every due row in the database: earlier tests' unfinished rows are settled first.
    sql.update("UPDATE webhook_deliveries SET status = 'FAILED' WHERE status IN ('PENDING', 'DELIVERING')");
    seed = new OutboxSeed(users, campaigns, webhooks, events, sql);
  }

  private OutreachEvent record(EventKind kind, Instant at) {
    OutreachEvent event = seed.event(kind, at);
    transactions.inTransaction(() -> {
      seed.append(event);
      outbox.enqueue(event);
    });
    return event;
  }

  private List<Map<String, Object>> deliveries(UUID eventId) {
    return sql.rows("""
        SELECT webhook_id, status, attempts, next_attempt_at, lease_until, leased_by, last_outcome
        FROM webhook_deliveries WHERE event_id = ? ORDER BY webhook_id""", eventId);
  }

  private static OffsetDateTime utc(Instant at) {
    return OutboxRows.utc(at);
  }

  @Test
  void aCommittedEvent_hasAPendingDelivery_forEachValidWebhookOfItsOwnerBoundToItsKind_only() {
    Webhook first = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook second = seed.webhook(seed.owner, EventKind.OPENED, true);
    seed.webhook(seed.owner, EventKind.OPENED, false);
    seed.webhook(seed.owner, EventKind.CLICKED, true);
    seed.webhook(OutboxSeed.user(users), EventKind.OPENED, true);

    OutreachEvent event = record(EventKind.OPENED, T0);

    List<Map<String, Object>> rows = deliveries(event.id());
    assertThat(rows).extracting(r -> r.get("webhook_id"))
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
  void aRolledBackEvent_hasNoDeliveries_andNoEvent() {
    seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent event = seed.event(EventKind.OPENED, T0);

    assertThatThrownBy(() -> transactions.inTransaction(() -> {
      seed.append(event);
      outbox.enqueue(event);
      throw new IllegalStateException("the use case fails after enqueueing");
    })).hasMessage("the use case fails after enqueueing");

    assertThat(deliveries(event.id())).isEmpty();
    assertThat(sql.value("SELECT count(*) FROM events WHERE id = ?", event.id())).isEqualTo(0L);
  }

  @Test
  void aClaim_leasesTheDueDelivery_withAllItNeeds_andNobodyElseGetsItUntilTheLeaseEnds() {
    Webhook hook = seed.webhook(seed.owner, EventKind.REPLY_DETECTED, true);
    OutreachEvent event = record(EventKind.REPLY_DETECTED, T0);
    Instant lease = T0.plusSeconds(30);

    assertThat(outbox.claimDue(10, T0.minusMillis(1), lease, "a")).as("not yet due").isEmpty();
    List<DueDelivery> claimed = outbox.claimDue(10, T0, lease, "a");

    assertThat(claimed).containsExactly(new DueDelivery(new DeliveryRequest(hook.id(), hook.callbackUrl().value(),
        hook.secret(), event.id(), EventKind.REPLY_DETECTED, seed.campaign.id().value(), "Spring outreach",
        seed.membership, new DeliveryLead("https://www.linkedin.com/in/" + seed.lead, "Ada", "Lovelace", "Ada Lovelace",
            "ada@lead.example", "{\"team\": \"R&D\"}"), T0, T0, "{\"note\": \"n\"}"), 0, null));
    Map<String, Object> row = deliveries(event.id()).get(0);
    assertThat(row.get("status")).isEqualTo("DELIVERING");
    assertThat(row.get("leased_by")).isEqualTo("a");
    assertThat(((java.sql.Timestamp) row.get("lease_until")).toInstant()).isEqualTo(lease);
    assertThat(outbox.claimDue(10, lease.minusMillis(1), lease.plusSeconds(30), "b")).isEmpty();

    List<DueDelivery> takenOver = outbox.claimDue(10, lease, lease.plusSeconds(30), "b");
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
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
    try {
      List<java.util.concurrent.Future<List<List<UUID>>>> claimers = List.of("a", "b").stream()
          .map(worker -> pool.submit(() -> {
            start.await();
            List<List<UUID>> mine = new java.util.ArrayList<>();
            List<DueDelivery> batch;
            while (!(batch = outbox.claimDue(3, T0, T0.plusSeconds(30), worker)).isEmpty()) {
              batch.forEach(d -> mine.add(List.of(d.request().webhookId(), d.request().eventId())));
            }
            return mine;
          })).toList();
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
    outbox.claimDue(10, T0, T0.plusSeconds(30), "a");
    Instant retryAt = T0.plusSeconds(6);

    outbox.record(new DeliveryAttempt(hook.id(), event.id(), 1, AttemptOutcome.RETRYING, 503, 17, null, "busy",
        T0.plusSeconds(1)), retryAt);

    Map<String, Object> row = deliveries(event.id()).get(0);
    assertThat(row).containsEntry("status", "PENDING").containsEntry("attempts", 1)
        .containsEntry("lease_until", null).containsEntry("leased_by", null)
        .containsEntry("last_outcome", "RETRYING HTTP 503");
    assertThat(((java.sql.Timestamp) row.get("next_attempt_at")).toInstant()).isEqualTo(retryAt);
    assertThat(outbox.attempts(hook.id(), 10)).containsExactly(new DeliveryAttempt(hook.id(), event.id(), 1,
        AttemptOutcome.RETRYING, 503, 17, null, "busy", T0.plusSeconds(1)));
    assertThat(outbox.claimDue(10, retryAt, retryAt.plusSeconds(30), "a")).singleElement()
        .extracting(DueDelivery::attemptsMade, DueDelivery::webhookFailingSince)
        .containsExactly(1, T0.plusSeconds(1));
  }

  @Test
  void aSuccess_deliversAndEndsTheRunOfFailures_andAttemptsAreListedNewestFirst() {
    Webhook hook = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent event = record(EventKind.OPENED, T0);
    outbox.record(new DeliveryAttempt(hook.id(), event.id(), 1, AttemptOutcome.RETRYING, null, 15000,
        "Timed out", null, T0), T0.plusSeconds(5));
    outbox.record(new DeliveryAttempt(hook.id(), event.id(), 2, AttemptOutcome.SUCCEEDED, 200, 8, null, "ok",
        T0.plusSeconds(5)), null);

    assertThat(deliveries(event.id()).get(0)).containsEntry("status", "DELIVERED").containsEntry("attempts", 2)
        .containsEntry("last_outcome", "SUCCEEDED HTTP 200");
    assertThat(sql.value("SELECT failing_since FROM webhooks WHERE id = ?", hook.id())).isNull();
    assertThat(outbox.attempts(hook.id(), 10)).extracting(DeliveryAttempt::attempt).containsExactly(2, 1);
    assertThat(outbox.attempts(hook.id(), 1)).extracting(DeliveryAttempt::attempt).containsExactly(2);
    assertThat(outbox.attempts(hook.id(), 10).get(1).error()).isEqualTo("Timed out");
  }

  @Test
  void aDisablingAttempt_invalidatesTheWebhook_andFailsItsUnfinishedDeliveries_only() {
    Webhook hook = seed.webhook(seed.owner, EventKind.OPENED, true);
    Webhook other = seed.webhook(seed.owner, EventKind.OPENED, true);
    OutreachEvent first = record(EventKind.OPENED, T0);
    OutreachEvent second = record(EventKind.OPENED, T0.plusSeconds(1));

    outbox.record(new DeliveryAttempt(hook.id(), first.id(), 1, AttemptOutcome.WEBHOOK_DISABLED, 410, 5, null, null,
        T0.plusSeconds(2)), null);

    assertThat(sql.value("SELECT is_valid FROM webhooks WHERE id = ?", hook.id())).isEqualTo(false);
    assertThat(sql.value("SELECT is_valid FROM webhooks WHERE id = ?", other.id())).isEqualTo(true);
    assertThat(sql.rows("SELECT event_id, webhook_id, status FROM webhook_deliveries WHERE event_id IN (?, ?)",
        first.id(), second.id())).extracting(r -> r.get("webhook_id") + " " + r.get("status"))
        .containsExactlyInAnyOrder(hook.id() + " FAILED", hook.id() + " FAILED", other.id() + " PENDING",
            other.id() + " PENDING");
  }
}
