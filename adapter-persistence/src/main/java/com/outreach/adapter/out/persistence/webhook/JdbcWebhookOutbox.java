package com.outreach.adapter.out.persistence.webhook;

import static com.outreach.adapter.out.persistence.webhook.OutboxSql.ATTEMPTS;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.CLAIM;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.DISABLE;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.ENQUEUE;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.FAILING_FROM;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.FAIL_UNFINISHED;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.LOG;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.NOT_FAILING;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.SETTLE;

import com.outreach.adapter.out.persistence.secret.SecretCipher;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DueDelivery;
import com.outreach.application.port.out.ResendResult;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.AttemptOutcome;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The webhook outbox in PostgreSQL (D-26, V008). Every method joins the caller's transaction or opens
 * one: enqueueing runs inside the event's, and recording an attempt writes the log, the delivery and
 * the webhook together.
 */
@Singleton
final class JdbcWebhookOutbox implements WebhookOutbox {
  private final TransactionOperations<Connection> transactions;
  private final OutboxRows rows;

  JdbcWebhookOutbox(TransactionOperations<Connection> transactions, SecretCipher cipher) {
    this.transactions = transactions;
    this.rows = new OutboxRows(cipher);
  }

  @Override
  public void enqueue(OutreachEvent event) {
    transactions.executeWrite(tx -> Statements.update(tx.getConnection(), ENQUEUE, event.id(),
        OutboxRows.utc(event.recordedAt()), OutboxRows.utc(event.recordedAt()), OutboxRows.utc(event.recordedAt()),
        event.user().value(), event.kind().name()));
  }

  @Override
  public List<DueDelivery> claimDue(int limit, Instant now, Instant leaseUntil, String worker) {
    return transactions.executeWrite(tx -> Statements.query(tx.getConnection(), CLAIM, rows::due,
        OutboxRows.utc(now), limit, OutboxRows.utc(leaseUntil), OutboxRows.utc(leaseUntil), worker,
        OutboxRows.utc(now)));
  }

  @Override
  public void record(DeliveryAttempt a, Instant retryAt) {
    transactions.executeWrite(tx -> {
      Connection c = tx.getConnection();
      Statements.update(c, LOG, a.webhookId(), a.eventId(), a.attempt(), a.outcome().name(), a.responseStatus(),
          a.durationMs(), a.error(), a.responseBody(), OutboxRows.utc(a.createdAt()));
      Statements.update(c, SETTLE, status(a.outcome()), a.attempt(), retryAt == null ? null : OutboxRows.utc(retryAt),
          lastOutcome(a), OutboxRows.utc(a.createdAt()), a.webhookId(), a.eventId());
      if (a.outcome() == AttemptOutcome.SUCCEEDED) {
        Statements.update(c, NOT_FAILING, a.webhookId());
      } else {
        Statements.update(c, FAILING_FROM, OutboxRows.utc(a.createdAt()), a.webhookId());
      }
      if (a.outcome() == AttemptOutcome.WEBHOOK_DISABLED) {
        Statements.update(c, DISABLE, a.webhookId());
        Statements.update(c, FAIL_UNFINISHED, OutboxRows.utc(a.createdAt()), a.webhookId());
      }
      return null;
    });
  }

  @Override
  public List<DeliveryAttempt> attempts(UUID webhookId, int limit) {
    return transactions.executeRead(tx -> Statements.query(tx.getConnection(), ATTEMPTS, OutboxRows::attempt,
        webhookId, limit));
  }

  private static String status(AttemptOutcome outcome) {
    return switch (outcome) {
      case SUCCEEDED -> "DELIVERED";
      case RETRYING -> "PENDING";
      case FAILED, WEBHOOK_DISABLED -> "FAILED";
    };
  }

  /** A short "why" on the delivery row, so an operator's SQL needs no join to the log. */
  private static String lastOutcome(DeliveryAttempt a) {
    String detail = a.responseStatus() != null ? " HTTP " + a.responseStatus() : a.error() != null ? " " + a.error() : "";
    return a.outcome().name() + detail;
  }

  @Override
  public ResendResult resend(UserId owner, UUID webhookId, UUID eventId, Instant now) {
    return transactions.executeWrite(tx -> DeliveryResend.run(tx.getConnection(), owner, webhookId, eventId, now));
  }
}
