package com.outreach.adapter.out.persistence.ops;

import com.outreach.application.port.out.DatabaseProbe;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.Statement;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** {@code SELECT 1} with a two-second timeout: the readiness half of {@code GET /health}. */
@Singleton
final class JdbcDatabaseProbe implements DatabaseProbe {
  private static final Logger LOG = LoggerFactory.getLogger(JdbcDatabaseProbe.class);
  private final TransactionOperations<Connection> transactions;

  JdbcDatabaseProbe(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public boolean isReachable() {
    try {
      return transactions.executeRead(
          status -> {
            try (Statement statement = status.getConnection().createStatement()) {
              statement.setQueryTimeout(2);
              return statement.executeQuery("SELECT 1").next();
            }
          });
    } catch (RuntimeException e) {
      LOG.warn("Database is not reachable: {}", e.getMessage());
      return false;
    }
  }
}
