package com.outreach.application.fake;

import com.outreach.application.port.out.TransactionRunner;
import java.util.function.Supplier;

/**
 * {@link TransactionRunner} that runs the work at once, with no rollback, and counts the
 * transactions.
 */
public final class PassThroughTransactionRunner implements TransactionRunner {
  private int transactions;

  @Override
  public <T> T inTransaction(Supplier<T> work) {
    transactions++;
    return work.get();
  }

  public int transactionCount() {
    return transactions;
  }
}
