package com.outreach.bootstrap.process;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Waits for a condition for as long as something makes progress. Runs of very different sizes then
 * need no time limit each: a run fails when it stops moving, not when it is merely large.
 */
final class Waiting {
  private Waiting() {}

  /**
   * Returns once {@code done} holds; fails when {@code progress} has not changed for {@code stall},
   * with {@code state} in the message.
   */
  static void until(
      String what,
      BooleanSupplier done,
      LongSupplier progress,
      Duration stall,
      Supplier<String> state)
      throws InterruptedException {
    long seen = progress.getAsLong();
    long movedAt = System.nanoTime();
    while (!done.getAsBoolean()) {
      Thread.sleep(5);
      long now = progress.getAsLong();
      if (now != seen) {
        seen = now;
        movedAt = System.nanoTime();
      } else if (System.nanoTime() - movedAt > stall.toNanos()) {
        throw new AssertionError(
            "no progress for " + stall + " while waiting for " + what + "; " + state.get());
      }
    }
  }
}
