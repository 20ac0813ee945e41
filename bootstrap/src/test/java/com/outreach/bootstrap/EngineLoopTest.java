package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.engine.RunEngineUseCase;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** An engine thread outlives whatever a pass throws, an undeclared SQLException included. */
class EngineLoopTest {

  @Test
  void aPassThatThrowsAnUndeclaredSqlException_doesNotStopTheEngineThread() throws Exception {
    AtomicInteger passes = new AtomicInteger();
    CountDownLatch passedAfterFailure = new CountDownLatch(1);
    RunEngineUseCase engine =
        () -> {
          if (passes.incrementAndGet() == 1) {
            throw EngineLoopTest.<RuntimeException>undeclared(
                new SQLException("deadlock detected", "40P01"));
          }
          passedAfterFailure.countDown();
          return 0;
        };
    EngineLoop loop = new EngineLoop(engine, Duration.ofMillis(1), 1);

    loop.onApplicationEvent(null);
    try {
      assertThat(passedAfterFailure.await(10, TimeUnit.SECONDS))
          .as("a pass after the failed one")
          .isTrue();
    } finally {
      loop.stop();
    }
    assertThat(passes.get()).isGreaterThanOrEqualTo(2);
  }

  /**
   * Throws a checked exception without declaring it, as JDBC code inside a framework callback can.
   */
  @SuppressWarnings("unchecked")
  private static <E extends Exception> E undeclared(Exception e) throws E {
    throw (E) e;
  }
}
