package com.outreach.adapter.out.persistence.webhook;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The delivery engine's own small pool of connections to the service's database, beside the main
 * pool that serves the API. Under heavy event intake every main-pool connection can be busy (at 500
 * events/s on one campaign, 17 of 20 waited on its daily counter row), and a delivery engine
 * sharing that pool stood still for seconds; with connections of its own, claims and recorded
 * attempts never queue behind the API, nor the API behind them. Same database, same settings as
 * {@code datasources.default}, except that commits do not wait for the WAL flush; enqueueing stays
 * in the event's own transaction on the main pool.
 */
@Singleton
final class DeliveryConnections implements AutoCloseable {
  /** One piece of work in one transaction on a delivery connection. */
  interface Work<T> {
    T run(Connection connection) throws SQLException;
  }

  /** The session setting of every delivery connection. */
  static final String RELAXED_COMMIT = "SET synchronous_commit TO OFF";

  private final HikariDataSource pool;

  DeliveryConnections(
      @Value("${datasources.default.url}") String url,
      @Nullable @Value("${datasources.default.username:}") String username,
      @Nullable @Value("${datasources.default.password:}") String password,
      @Value("${outreach.webhooks.database-connections:4}") int size) {
    HikariConfig config = new HikariConfig();
    config.setPoolName("webhook-delivery");
    config.setJdbcUrl(url);
    config.setUsername(username);
    config.setPassword(password);
    config.setMaximumPoolSize(size);
    config.setMinimumIdle(1);
    config.setAutoCommit(false);
    // Every transaction here commits without waiting for the WAL flush (see JdbcWebhookOutbox for
    // why that loses nothing); set once per connection, not by a statement in every transaction.
    config.setConnectionInitSql(RELAXED_COMMIT);
    // Connections open lazily: a service whose database is not up yet still starts (as the main
    // pool does).
    config.setInitializationFailTimeout(-1);
    this.pool = new HikariDataSource(config);
  }

  /**
   * Runs {@code work} in one transaction: committed when it returns, rolled back when it throws.
   */
  <T> T inTransaction(Work<T> work) {
    try (Connection c = pool.getConnection()) {
      try {
        T result = work.run(c);
        c.commit();
        return result;
      } catch (SQLException | RuntimeException e) {
        c.rollback();
        throw e;
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  @PreDestroy
  public void close() {
    pool.close();
  }
}
