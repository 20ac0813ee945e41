package com.outreach.adapter.out.persistence.tx;

import com.outreach.application.port.out.TransactionRunner;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.util.function.Supplier;

/** One JDBC transaction around a use case's work, through Micronaut Data's transaction manager. */
@Singleton
final class MicronautTransactionRunner implements TransactionRunner {
  private final TransactionOperations<Connection> transactions;

  MicronautTransactionRunner(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public <T> T inTransaction(Supplier<T> work) {
    return transactions.executeWrite(status -> work.get());
  }
}
