package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** The shared loop: rests as asked, wakes on the doorbell, survives failures, drains on stop. */
class BackgroundLoopTest {
  private static final Duration LONG = Duration.ofMinutes(10);

  @Test
  void aRestOfTenMinutesEndsAtTheDoorbell_andNothingRunsBeforeStart() throws Exception {
    AtomicInteger rounds = new AtomicInteger();
    CountDownLatch second = new CountDownLatch(2);
    BackgroundLoop loop =
        loop(
            () -> {
              rounds.incrementAndGet();
              second.countDown();
              return LONG;
            });
    Thread.sleep(30);
    assertThat(rounds).hasValue(0);

    loop.start();
    await(() -> rounds.get() == 1);
    Thread.sleep(50);
    assertThat(rounds).as("resting, not spinning").hasValue(1);
    loop.wake();
    assertThat(second.await(5, TimeUnit.SECONDS)).as("a round after the ring").isTrue();
    loop.stop(Duration.ofSeconds(5), false);
  }

  @Test
  void aRoundThatThrows_isFollowedByTheFailureRest_andTheNextRound() throws Exception {
    AtomicInteger rounds = new AtomicInteger();
    BackgroundLoop loop =
        loop(
            () -> {
              if (rounds.incrementAndGet() % 2 == 1) {
                throw new IllegalStateException("the database went away");
              }
              return Duration.ZERO;
            });
    loop.start();
    await(() -> rounds.get() >= 6);
    loop.stop(Duration.ofSeconds(5), false);
  }

  @Test
  void stopEndsTheRestAtOnce_waitsForTheRoundUnderWay_thenRunsTheDrainOnEachThread()
      throws Exception {
    AtomicInteger underWay = new AtomicInteger();
    AtomicInteger drained = new AtomicInteger();
    AtomicInteger rounds = new AtomicInteger();
    BackgroundLoop loop =
        new BackgroundLoop(
                "test-loop",
                LoggerFactory.getLogger(BackgroundLoopTest.class),
                "round failed",
                () -> Duration.ofMillis(1),
                () -> {
                  underWay.incrementAndGet();
                  try {
                    Thread.sleep(rounds.incrementAndGet() % 2 == 0 ? 100 : 0);
                  } finally {
                    underWay.decrementAndGet();
                  }
                  return rounds.get() % 2 == 0 ? Duration.ZERO : LONG;
                })
            .threads(3)
            .drainOnStop(drained::incrementAndGet);
    loop.start();
    await(() -> rounds.get() >= 3);

    long started = System.nanoTime();
    loop.stop(Duration.ofSeconds(5), false);

    assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(2));
    assertThat(underWay).as("no round cut short").hasValue(0);
    assertThat(drained).as("each thread drained once").hasValue(3);
    int after = rounds.get();
    Thread.sleep(50);
    assertThat(rounds).as("no round after the stop").hasValue(after);
  }

  private static BackgroundLoop loop(BackgroundLoop.Round round) {
    return new BackgroundLoop(
        "test-loop",
        LoggerFactory.getLogger(BackgroundLoopTest.class),
        "round failed",
        () -> Duration.ofMillis(1),
        round);
  }

  private static void await(java.util.function.BooleanSupplier done) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (!done.getAsBoolean()) {
      assertThat(System.nanoTime()).as("waited 10 s").isLessThan(deadline);
      Thread.sleep(5);
    }
  }
}
