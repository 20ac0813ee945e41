package com.outreach.adapter.out.persistence.webhook;

import static com.outreach.adapter.out.persistence.webhook.OutboxSql.ATTEMPTS;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.CLAIM;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.ENQUEUE;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.ENQUEUE_ALL;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.POSTPONE;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.adapter.out.persistence.secret.SecretCipher;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryClaim;
import com.outreach.application.port.out.DueDelivery;
import com.outreach.application.port.out.FinishedAttempt;
import com.outreach.application.port.out.ResendResult;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * The webhook outbox in PostgreSQL (D-26, V008). Every method joins the caller's transaction or
 * opens one: enqueueing runs inside the event's, and recording a batch of attempts writes the log,
 * the deliveries and the webhooks together. Claims, recorded attempts and postponing commit without
 * waiting for the WAL flush ({@link DeliveryConnections#RELAXED_COMMIT}): the events themselves are
 * committed durably by their own transactions, and a claim or an outcome lost with a database crash
 * only means that delivery is sent again, which at-least-once allows (a postponement lost only lets
 * held-back deliveries be claimed sooner, which the instance's open circuit still prevents);
 * meanwhile the delivery path adds no flush waits for the event intake to queue behind. Claims,
 * recorded attempts and postponing run on the engine's own {@link DeliveryConnections}; enqueueing,
 * resending and reading the log are the API's, on its pool.
 */
@Singleton
final class JdbcWebhookOutbox implements WebhookOutbox {
  private final TransactionOperations<Connection> transactions;
  private final DeliveryConnections delivery;
  private final OutboxRows rows;

  JdbcWebhookOutbox(
      TransactionOperations<Connection> transactions,
      DeliveryConnections delivery,
      SecretCipher cipher) {
    this.transactions = transactions;
    this.delivery = delivery;
    this.rows = new OutboxRows(cipher);
  }

  @Override
  public void enqueue(OutreachEvent event) {
    transactions.executeWrite(
        tx ->
            Statements.update(
                tx.getConnection(),
                ENQUEUE,
                event.user().value(),
                event.kind().name(),
                event.id(),
                SqlTimes.utc(event.recordedAt()),
                SqlTimes.utc(event.recordedAt()),
                SqlTimes.utc(event.recordedAt())));
  }

  /** One statement for a group commit's events, whatever their number. */
  @Override
  public void enqueueAll(List<OutreachEvent> events) {
    if (events.isEmpty()) {
      return;
    }
    transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          return Statements.update(
              c,
              ENQUEUE_ALL,
              SqlArrays.array(c, "uuid", events.stream().map(OutreachEvent::id).toArray()),
              SqlArrays.array(
                  c, "text", events.stream().map(e -> e.recordedAt().toString()).toArray()),
              SqlArrays.array(c, "uuid", events.stream().map(e -> e.user().value()).toArray()),
              SqlArrays.array(c, "text", events.stream().map(e -> e.kind().name()).toArray()));
        });
  }

  @Override
  public List<DueDelivery> claimDue(DeliveryClaim claim) {
    Map<Boolean, List<Map.Entry<UUID, Integer>>> held =
        claim.webhookSlots().entrySet().stream()
            .collect(Collectors.partitioningBy(e -> e.getValue() == 0));
    UUID[] none = held.get(true).stream().map(Map.Entry::getKey).toArray(UUID[]::new);
    UUID[] fewer = held.get(false).stream().map(Map.Entry::getKey).toArray(UUID[]::new);
    Integer[] fewerSlots =
        held.get(false).stream().map(Map.Entry::getValue).toArray(Integer[]::new);
    OffsetDateTime now = SqlTimes.utc(claim.now());
    return delivery.inTransaction(
        c ->
            Statements.query(
                c,
                CLAIM,
                rows::due,
                now,
                SqlArrays.array(c, "uuid", none),
                claim.limit(),
                SqlArrays.array(c, "uuid", fewer),
                SqlArrays.array(c, "int", fewerSlots),
                now,
                claim.perWebhook(),
                claim.limit(),
                claim.limit(),
                SqlTimes.utc(claim.leaseUntil()),
                SqlTimes.utc(claim.leaseUntil()),
                claim.worker(),
                now));
  }

  /**
   * The whole batch is one transaction, written webhooks first and then deliveries, so that two
   * instances recording at once take their locks in the same order. A deadlock with a concurrent
   * writer is still possible on the webhooks' rows; it is retried, as nothing has been committed.
   */
  @Override
  public int record(List<FinishedAttempt> attempts, String worker) {
    if (attempts.isEmpty()) {
      return 0;
    }
    AttemptBatch batch = new AttemptBatch(attempts);
    return Deadlocks.retry(() -> delivery.inTransaction(c -> batch.write(c, worker)));
  }

  @Override
  public int postpone(UUID webhookId, Instant until, Instant now) {
    return delivery.inTransaction(
        c ->
            Statements.update(
                c,
                POSTPONE,
                SqlTimes.utc(until),
                SqlTimes.utc(now),
                webhookId,
                SqlTimes.utc(until)));
  }

  @Override
  public List<DeliveryAttempt> attempts(UUID webhookId, int limit) {
    return transactions.executeRead(
        tx ->
            Statements.query(tx.getConnection(), ATTEMPTS, OutboxRows::attempt, webhookId, limit));
  }

  @Override
  public ResendResult resend(UserId owner, UUID webhookId, UUID eventId, Instant now) {
    return transactions.executeWrite(
        tx -> DeliveryResend.run(tx.getConnection(), owner, webhookId, eventId, now));
  }
}
