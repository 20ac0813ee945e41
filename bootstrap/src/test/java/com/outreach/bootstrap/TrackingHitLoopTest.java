package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryTrackingHits;
import com.outreach.application.port.in.tracking.RecordTrackingHitsUseCase;
import com.outreach.application.service.tracking.TrackingHitPace;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * D-46: the recording loop runs on its own thread once the server is up, and stops without a batch
 * cut short.
 */
class TrackingHitLoopTest {
  private final AtomicInteger batches = new AtomicInteger();
  private final AtomicInteger underWay = new AtomicInteger();
  private final RecordTrackingHitsUseCase recorder =
      new RecordTrackingHitsUseCase() {
        @Override
        public boolean recordBatch() {
          underWay.incrementAndGet();
          try {
            int batch = batches.incrementAndGet();
            if (batch == 2) {
              throw new IllegalStateException(
                  "the database went away"); // logged; the hits stay stored
            }
            return batch < 5; // a backlog of four full batches, then nothing more
          } finally {
            underWay.decrementAndGet();
          }
        }

        @Override
        public int recordStored() {
          throw new UnsupportedOperationException();
        }
      };
  private final TrackingHitLoop loop =
      new TrackingHitLoop(
          recorder,
          new TrackingHitPace(
              new InMemoryTrackingHits(), 1_000, Duration.ofSeconds(1), Duration.ofMillis(10)));

  @Test
  void nothingIsRecordedBeforeTheServerIsUp_thenBatchesUntilStopped_andNoneAfter()
      throws InterruptedException {
    Thread.sleep(50);
    assertThat(batches).hasValue(0);

    loop.onApplicationEvent(null);
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (batches.get() < 8) { // past a failed batch and the backlog, on at the interval
      assertThat(System.nanoTime()).as("batches recorded: %s", batches.get()).isLessThan(deadline);
      Thread.sleep(10);
    }
    loop.stop();

    assertThat(underWay).as("the stop waited for the batch under way").hasValue(0);
    int recorded = batches.get();
    Thread.sleep(50);
    assertThat(batches).hasValue(recorded);
  }
}
