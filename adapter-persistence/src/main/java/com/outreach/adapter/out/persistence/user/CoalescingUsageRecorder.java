package com.outreach.adapter.out.persistence.user;

import com.outreach.application.port.out.UsageRecorder;
import com.outreach.domain.user.UserId;
import io.micronaut.scheduling.annotation.Scheduled;
import io.micronaut.transaction.TransactionOperations;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the latest use of each token in memory and writes them all in one statement every few
 * seconds ({@code outreach.auth.last-used-flush-interval}, 5 s by default), so that authentication
 * costs no database write per request (D-5). Flushed once more on shutdown.
 */
@Singleton
public final class CoalescingUsageRecorder implements UsageRecorder {
  private static final Logger LOG = LoggerFactory.getLogger(CoalescingUsageRecorder.class);
  private static final String UPDATE =
      """
      UPDATE users u SET last_used_at = GREATEST(u.last_used_at, v.used_at)
      FROM unnest(?::uuid[], ?::timestamptz[]) AS v(id, used_at)
      WHERE u.id = v.id""";

  private final ConcurrentHashMap<UUID, Instant> pending = new ConcurrentHashMap<>();
  private final TransactionOperations<Connection> transactions;

  CoalescingUsageRecorder(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public void recordUse(UserId user, Instant at) {
    pending.merge(user.value(), at, (a, b) -> a.isAfter(b) ? a : b);
  }

  /** Writes every pending use; returns how many users were written. */
  @Scheduled(fixedDelay = "${outreach.auth.last-used-flush-interval:5s}")
  public int flush() {
    if (pending.isEmpty()) {
      return 0;
    }
    Map<UUID, Instant> batch = new HashMap<>();
    pending.keySet().forEach(id -> batch.put(id, pending.remove(id)));
    batch.values().removeIf(java.util.Objects::isNull);
    UUID[] ids = batch.keySet().toArray(UUID[]::new);
    Timestamp[] times =
        batch.keySet().stream().map(id -> Timestamp.from(batch.get(id))).toArray(Timestamp[]::new);
    try {
      transactions.executeWrite(
          status -> {
            Connection connection = status.getConnection();
            try (PreparedStatement statement = connection.prepareStatement(UPDATE)) {
              statement.setArray(1, connection.createArrayOf("uuid", ids));
              statement.setArray(2, connection.createArrayOf("timestamptz", times));
              return statement.executeUpdate();
            }
          });
    } catch (RuntimeException e) {
      // Keep what could not be written for the next flush rather than lose it.
      batch.forEach((id, at) -> pending.merge(id, at, (a, b) -> a.isAfter(b) ? a : b));
      LOG.warn("Could not record token use; will retry", e);
    }
    return batch.size();
  }

  @PreDestroy
  void flushOnShutdown() {
    flush();
  }
}
