package com.outreach.adapter.out.persistence.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.ResendResult;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookOutboxResendContract;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The resend rules on PostgreSQL, plus what only the database shows: the lease's end is cleared,
 * the last outcome kept, and a claim or a disabling that commits while the resend waits for its row
 * wins.
 */
@PersistenceTest
class JdbcWebhookOutboxResendTest extends WebhookOutboxResendContract {
  @Inject WebhookOutbox outbox;
  @Inject TransactionRunner transactions;
  @Inject OutboxSeeds seeds;
  private OutboxSeed seed;

  /**
   * The events' campaign and lead; made on first use, as the contract's tests call the hooks below.
   */
  private OutboxSeed seed() {
    if (seed == null) {
      seed = seeds.seed();
    }
    return seed;
  }

  private Sql sql() {
    return seeds.sql();
  }

  @Override
  protected WebhookOutbox outbox() {
    return outbox;
  }

  @Override
  protected UserId newOwner() {
    return seeds.owner();
  }

  @Override
  protected UUID newWebhook(UserId owner) {
    return seed().webhook(owner, EventKind.OPENED, true).id();
  }

  @Override
  protected void disable(UUID webhookId) {
    sql().update("UPDATE webhooks SET is_valid = false WHERE id = ?", webhookId);
  }

  @Override
  protected UUID newDelivery(UUID webhookId, Delivery state) {
    OutreachEvent event = seed().event(EventKind.OPENED, T0);
    transactions.inTransaction(
        () -> {
          seed().append(event);
          return null;
        });
    Instant lease = state.status().equals("DELIVERING") ? state.nextAttemptAt() : null;
    sql()
        .update(
            """
        INSERT INTO webhook_deliveries (webhook_id, event_id, status, attempts, next_attempt_at, lease_until, leased_by,
                                        last_outcome, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, 'RETRYING HTTP 503', ?, ?)""",
            webhookId,
            event.id(),
            state.status(),
            state.attempts(),
            SqlTimes.utc(state.nextAttemptAt()),
            lease == null ? null : SqlTimes.utc(lease),
            state.leasedBy(),
            SqlTimes.utc(T0),
            SqlTimes.utc(T0));
    return event.id();
  }

  @Override
  protected Delivery delivery(UUID webhookId, UUID eventId) {
    Map<String, Object> row = row(webhookId, eventId);
    return row == null
        ? null
        : new Delivery(
            (String) row.get("status"),
            (Integer) row.get("attempts"),
            instant(row.get("next_attempt_at")),
            (String) row.get("leased_by"));
  }

  private Map<String, Object> row(UUID webhookId, UUID eventId) {
    List<Map<String, Object>> rows =
        sql()
            .rows(
                """
        SELECT status, attempts, next_attempt_at, lease_until, leased_by, last_outcome, updated_at
        FROM webhook_deliveries WHERE webhook_id = ? AND event_id = ?""",
                webhookId,
                eventId);
    return rows.isEmpty() ? null : rows.get(0);
  }

  private static Instant instant(Object timestamp) {
    return timestamp == null ? null : ((Timestamp) timestamp).toInstant();
  }

  @Test
  void aResentDelivery_losesItsLeasesEnd_keepsItsLastOutcome_andIsUpdatedNow() {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    UUID event = newDelivery(webhook, Delivery.failed(10));
    sql()
        .update(
            "UPDATE webhook_deliveries SET lease_until = ?, leased_by = 'crashed' WHERE event_id = ?",
            SqlTimes.utc(T0),
            event);

    outbox.resend(owner, webhook, event, NOW);

    Map<String, Object> row = row(webhook, event);
    assertThat(row)
        .containsEntry("status", "PENDING")
        .containsEntry("attempts", 10)
        .containsEntry("lease_until", null)
        .containsEntry("leased_by", null)
        .containsEntry("last_outcome", "RETRYING HTTP 503");
    assertThat(instant(row.get("updated_at"))).isEqualTo(NOW);
  }

  /**
   * The race the single statement closes: a claimer has the row locked and is setting DELIVERING
   * when the resend arrives. The resend waits for it, sees the committed claim, and leaves it
   * alone.
   */
  @Test
  void aClaimCommittedWhileTheResendWaits_wins_andTheResendIsInFlight() throws Exception {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    UUID event = newDelivery(webhook, Delivery.pending(1, T0));
    DataSource raw = seeds.rawDataSource();
    try (Connection claimer = raw.getConnection()) {
      claimer.setAutoCommit(false);
      try (var claim =
          claimer.prepareStatement(
              """
          UPDATE webhook_deliveries SET status = 'DELIVERING', next_attempt_at = ?, lease_until = ?,
                 leased_by = 'claimer' WHERE webhook_id = ? AND event_id = ?""")) {
        claim.setObject(1, SqlTimes.utc(NOW.plusSeconds(30)));
        claim.setObject(2, SqlTimes.utc(NOW.plusSeconds(30)));
        claim.setObject(3, webhook);
        claim.setObject(4, event);
        claim.executeUpdate();
      }
      CompletableFuture<ResendResult> resend =
          CompletableFuture.supplyAsync(() -> outbox.resend(owner, webhook, event, NOW));
      awaitALockWait();
      assertThat(resend).as("the resend waits for the claimer's row lock").isNotDone();
      claimer.commit();

      assertThat(resend.get(10, TimeUnit.SECONDS)).isEqualTo(ResendResult.IN_FLIGHT);
    }
    assertThat(delivery(webhook, event))
        .isEqualTo(Delivery.delivering(1, "claimer", NOW.plusSeconds(30)));
  }

  /**
   * The other race: the recorder disables the webhook (a 410) while the resend arrives. The resend
   * waits for the webhook row, sees it disabled, and changes nothing; it never re-queues a delivery
   * of a webhook that has just been disabled.
   */
  @Test
  void aDisablingCommittedWhileTheResendWaits_wins_andTheResendIsWebhookDisabled()
      throws Exception {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    UUID event = newDelivery(webhook, Delivery.delivered(1));
    DataSource raw = seeds.rawDataSource();
    try (Connection recorder = raw.getConnection()) {
      recorder.setAutoCommit(false);
      try (var disable =
          recorder.prepareStatement("UPDATE webhooks SET is_valid = false WHERE id = ?")) {
        disable.setObject(1, webhook);
        disable.executeUpdate();
      }
      CompletableFuture<ResendResult> resend =
          CompletableFuture.supplyAsync(() -> outbox.resend(owner, webhook, event, NOW));
      awaitALockWait();
      assertThat(resend).as("the resend waits for the recorder's webhook row").isNotDone();
      recorder.commit();

      assertThat(resend.get(10, TimeUnit.SECONDS)).isEqualTo(ResendResult.WEBHOOK_DISABLED);
    }
    assertThat(delivery(webhook, event)).isEqualTo(Delivery.delivered(1));
  }

  private void awaitALockWait() throws InterruptedException {
    for (int i = 0; i < 500; i++) {
      Object waiting =
          sql().value("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'");
      if (((Number) waiting).longValue() > 0) {
        return;
      }
      Thread.sleep(10);
    }
    throw new AssertionError("the resend never waited for the other transaction's lock");
  }
}
