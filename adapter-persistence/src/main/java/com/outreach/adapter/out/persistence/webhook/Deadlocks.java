package com.outreach.adapter.out.persistence.webhook;

import java.sql.SQLException;
import java.util.function.IntSupplier;

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock victim (SQLSTATE 40P01): it was
 * rolled back whole, so running it again is safe, and giving up would leave its deliveries leased.
 */
final class Deadlocks {
  private static final String DEADLOCK_DETECTED = "40P01";
  private static final int TRIES = 3;

  private Deadlocks() {}

  static int retry(IntSupplier transaction) {
    for (int tried = 1; ; tried++) {
      try {
        return transaction.getAsInt();
      } catch (RuntimeException e) {
        if (tried == TRIES || !isDeadlock(e)) {
          throw e;
        }
      }
    }
  }

  private static boolean isDeadlock(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SQLException sql && DEADLOCK_DETECTED.equals(sql.getSQLState())) {
        return true;
      }
    }
    return false;
  }
}
