package com.outreach.adapter.out.persistence.webhook;

import static com.outreach.adapter.out.persistence.webhook.OutboxSql.FAIL_UNFINISHED;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.LOCK_WEBHOOKS;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.LOG_AND_SETTLE;
import static com.outreach.adapter.out.persistence.webhook.OutboxSql.WEBHOOK_HEALTH;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.FinishedAttempt;
import com.outreach.domain.webhook.AttemptOutcome;
import java.sql.Connection;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

/**
 * A batch of finished attempts as the column arrays of the outbox's batch statements (D-26): the
 * log with the deliveries to settle, and per webhook what the batch says about its health. Three
 * statements for any number of attempts (four when one disables its webhook): the webhooks' health,
 * their lock, the log with the settling.
 */
final class AttemptBatch {
  private final List<FinishedAttempt> attempts;
  private final Map<UUID, Health> health = new TreeMap<>();

  /** What one batch says about one webhook, its attempts taken in time order. */
  private static final class Health {
    boolean succeeded;
    Instant failingFrom;
    boolean disable;

    void add(DeliveryAttempt a) {
      if (a.outcome() == AttemptOutcome.SUCCEEDED) {
        succeeded = true;
        failingFrom = null;
      } else if (failingFrom == null) {
        failingFrom = a.createdAt();
      }
      disable |= a.outcome() == AttemptOutcome.WEBHOOK_DISABLED;
    }
  }

  AttemptBatch(List<FinishedAttempt> attempts) {
    this.attempts =
        attempts.stream().sorted(Comparator.comparing(f -> f.attempt().createdAt())).toList();
    this.attempts.forEach(
        f -> health.computeIfAbsent(f.attempt().webhookId(), w -> new Health()).add(f.attempt()));
  }

  /**
   * @return the number of deliveries settled (those still leased to {@code worker})
   */
  int write(Connection c, String worker) {
    writeHealth(c);
    Set<UUID> live =
        new HashSet<>(
            Statements.query(
                c,
                LOCK_WEBHOOKS,
                r -> r.getObject(1, UUID.class),
                SqlArrays.array(c, "uuid", health.keySet().toArray())));
    // A webhook deleted meanwhile has no deliveries left to settle and keeps no log.
    List<FinishedAttempt> kept =
        attempts.stream().filter(f -> live.contains(f.attempt().webhookId())).toList();
    int settled =
        kept.isEmpty()
            ? 0
            : Statements.query(
                    c,
                    LOG_AND_SETTLE,
                    r -> r.getInt(1),
                    array(c, kept, "uuid", a -> a.webhookId()),
                    array(c, kept, "uuid", a -> a.eventId()),
                    array(c, kept, "int", a -> a.attempt()),
                    array(c, kept, "text", a -> a.outcome().name()),
                    array(c, kept, "int", a -> a.responseStatus()),
                    array(c, kept, "bigint", a -> a.durationMs()),
                    array(c, kept, "text", a -> a.error()),
                    array(c, kept, "text", a -> a.responseBody()),
                    array(c, kept, "timestamptz", a -> SqlTimes.utc(a.createdAt())),
                    array(c, kept, "text", a -> status(a.outcome())),
                    SqlArrays.array(
                        c,
                        "timestamptz",
                        kept.stream().map(f -> SqlTimes.utc(f.retryAt())).toArray()),
                    array(c, kept, "text", AttemptBatch::lastOutcome),
                    worker,
                    worker)
                .get(0);
    UUID[] disabled =
        health.entrySet().stream()
            .filter(e -> e.getValue().disable)
            .map(Map.Entry::getKey)
            .filter(live::contains)
            .toArray(UUID[]::new);
    if (disabled.length > 0) {
      Statements.update(
          c,
          FAIL_UNFINISHED,
          SqlTimes.utc(attempts.get(attempts.size() - 1).attempt().createdAt()),
          SqlArrays.array(c, "uuid", disabled));
    }
    return settled;
  }

  /** In webhook id order (a TreeMap), the same order in every instance's batches. */
  private void writeHealth(Connection c) {
    Statements.update(
        c,
        WEBHOOK_HEALTH,
        SqlArrays.array(c, "uuid", health.keySet().toArray()),
        SqlArrays.array(c, "boolean", health.values().stream().map(h -> h.succeeded).toArray()),
        SqlArrays.array(
            c,
            "timestamptz",
            health.values().stream().map(h -> SqlTimes.utc(h.failingFrom)).toArray()),
        SqlArrays.array(c, "boolean", health.values().stream().map(h -> h.disable).toArray()));
  }

  private static java.sql.Array array(
      Connection c,
      List<FinishedAttempt> rows,
      String type,
      java.util.function.Function<DeliveryAttempt, Object> column) {
    return SqlArrays.array(c, type, rows.stream().map(f -> column.apply(f.attempt())).toArray());
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
    String detail =
        a.responseStatus() != null
            ? " HTTP " + a.responseStatus()
            : a.error() != null ? " " + a.error() : "";
    return a.outcome().name() + detail;
  }
}
