package com.outreach.bootstrap.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waiting for what a background loop does, with what it read when the wait ran out. */
public final class Eventually {
  private static final Duration PATIENCE = Duration.ofSeconds(20);

  private Eventually() {}

  /** Waits up to 20 s for {@code condition}; a failure shows what {@code state} reads then. */
  public static void await(BooleanSupplier condition, Supplier<Object> state)
      throws InterruptedException {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("waited " + PATIENCE + "; then: " + state.get());
      }
      Thread.sleep(50);
    }
  }

  /** Waits up to {@code patience} for {@code condition}. */
  public static void await(BooleanSupplier condition, Duration patience)
      throws InterruptedException {
    long deadline = System.nanoTime() + patience.toNanos();
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as("waited %s", patience).isLessThan(deadline);
      Thread.sleep(50);
    }
  }
}
