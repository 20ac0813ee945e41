package com.outreach.application.port.out;

import java.util.function.Supplier;

/** Runs work in one database transaction: all of it is committed, or none of it. */
public interface TransactionRunner {
  <T> T inTransaction(Supplier<T> work);

  default void inTransaction(Runnable work) {
    inTransaction(
        () -> {
          work.run();
          return null;
        });
  }
}
