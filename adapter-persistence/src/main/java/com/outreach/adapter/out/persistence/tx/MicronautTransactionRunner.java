package com.outreach.adapter.out.persistence.tx;

import com.outreach.application.port.out.TransactionRunner;
import io.micronaut.data.exceptions.DataAccessException;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.util.function.Supplier;

/**
 * One JDBC transaction around a use case's work, through Micronaut Data's transaction manager. The
 * adapters' JDBC code runs inside Micronaut's transaction callbacks, which pass a {@link
 * java.sql.SQLException} on undeclared; here it becomes the unchecked {@link DataAccessException}
 * the ports promise, so a use case's {@code catch (RuntimeException)} sees a deadlock or a lost
 * connection instead of being skipped by it (an engine thread once died of an undeclared deadlock
 * error).
 */
@Singleton
final class MicronautTransactionRunner implements TransactionRunner {
  private final TransactionOperations<Connection> transactions;

  MicronautTransactionRunner(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public <T> T inTransaction(Supplier<T> work) {
    try {
      return transactions.executeWrite(status -> work.get());
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Exception undeclared) {
      throw new DataAccessException(
          "The transaction failed: " + undeclared.getMessage(), undeclared);
    }
  }
}
