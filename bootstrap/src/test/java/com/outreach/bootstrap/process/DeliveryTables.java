package com.outreach.bootstrap.process;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads the service's delivery outbox (V008: {@code webhook_deliveries}, {@code
 * webhook_delivery_attempts}) from beside the running processes, on a connection of the test's own.
 */
final class DeliveryTables implements AutoCloseable {
  /**
   * A delivery row claimed by a worker (status DELIVERING) and not settled. The lease's end tells
   * one claim of a row from a later one, whatever the workers are called.
   */
  record Claim(String webhookId, String eventId, String leasedBy, String leaseUntil) {}

  private final Connection connection;

  DeliveryTables(SharedPostgres database) {
    try {
      this.connection = database.connect();
    } catch (SQLException e) {
      throw new IllegalStateException("could not connect to the shared database", e);
    }
  }

  /** Deliveries claimed and not settled: after a crash, the ones the dead worker had in flight. */
  synchronized Set<Claim> claimed() {
    Set<Claim> claims = new HashSet<>();
    query(
        """
        SELECT webhook_id::text, event_id::text, leased_by, lease_until::text
        FROM webhook_deliveries WHERE status = 'DELIVERING'""",
        r -> claims.add(new Claim(r.getString(1), r.getString(2), r.getString(3), r.getString(4))));
    return claims;
  }

  /** Number of delivery rows per status (PENDING, DELIVERING, DELIVERED, FAILED). */
  synchronized Map<String, Long> countByStatus() {
    return countBy("SELECT status, count(*) FROM webhook_deliveries GROUP BY status");
  }

  /** Number of attempts per outcome: every attempt is logged (D-26). */
  synchronized Map<String, Long> attemptsByOutcome() {
    return countBy("SELECT outcome, count(*) FROM webhook_delivery_attempts GROUP BY outcome");
  }

  /** Successful attempts per worker name: which instance did how much of the work. */
  synchronized Map<String, Long> successesByWorker() {
    return countBy(
        "SELECT worker, count(*) FROM webhook_delivery_attempts WHERE outcome = 'SUCCEEDED' GROUP BY worker");
  }

  /**
   * Waits until the server has no connection left from the process started under {@code
   * applicationName}. A killed process's sockets close at once, but the server finishes or rolls
   * back what each of its sessions was doing before the session ends; only then is the outbox what
   * the crash left behind.
   */
  synchronized void awaitDisconnected(String applicationName, Duration timeout)
      throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (System.nanoTime() < deadline) {
      Map<String, Long> sessions =
          countBy(
              "SELECT application_name, count(*) FROM pg_stat_activity WHERE application_name = ? GROUP BY 1",
              applicationName);
      if (sessions.isEmpty()) {
        return;
      }
      Thread.sleep(10);
    }
    throw new AssertionError(
        "PostgreSQL still has sessions of " + applicationName + " after " + timeout);
  }

  private Map<String, Long> countBy(String sql, String... args) {
    Map<String, Long> counts = new TreeMap<>();
    query(sql, r -> counts.put(String.valueOf(r.getString(1)), r.getLong(2)), args);
    return counts;
  }

  private interface RowReader {
    void read(ResultSet row) throws SQLException;
  }

  private void query(String sql, RowReader reader, String... args) {
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        s.setString(i + 1, args[i]);
      }
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          reader.read(r);
        }
      }
    } catch (SQLException e) {
      throw new IllegalStateException("query failed: " + sql, e);
    }
  }

  @Override
  public void close() throws SQLException {
    connection.close();
  }
}
