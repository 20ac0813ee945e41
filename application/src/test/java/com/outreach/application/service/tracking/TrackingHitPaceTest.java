package com.outreach.application.service.tracking;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryTrackingHits;
import com.outreach.application.port.out.tracking.TrackingHits.TrackingHit;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-46: the recording yields to the pixel while this instance takes hits fast, and catches up
 * after.
 */
class TrackingHitPaceTest {
  private static final long SECOND = 1_000_000_000L;
  private static final Duration BUSY_PAUSE = Duration.ofSeconds(1);
  private static final Duration INTERVAL = Duration.ofMillis(100);

  private final InMemoryTrackingHits hits = new InMemoryTrackingHits();
  private final TrackingHitPace pace = new TrackingHitPace(hits, 1_000, BUSY_PAUSE, INTERVAL);

  @Test
  void aQuietIntake_recordsTheBacklogBatchAfterBatch_thenRestsTheInterval() {
    assertThat(pace.restAfter(true, 0)).isZero();
    answer(10);
    assertThat(pace.restAfter(true, SECOND)).isZero();
    answer(999);
    assertThat(pace.restAfter(false, 2 * SECOND)).isEqualTo(INTERVAL);
  }

  @Test
  void
      anIntakeAtTheBusyRate_restsTheBusyPause_evenWithABacklog_andTheRecordingResumesWhenItCalmsDown() {
    pace.restAfter(true, 0);
    answer(50);
    assertThat(pace.restAfter(true, SECOND / 20))
        .as("1,000 a second over the last 50 ms")
        .isEqualTo(BUSY_PAUSE);
    answer(12_000);
    assertThat(pace.restAfter(false, SECOND / 20 + SECOND)).isEqualTo(BUSY_PAUSE);
    answer(3);
    assertThat(pace.restAfter(true, SECOND / 20 + 2 * SECOND))
        .as("calm again: the backlog's turn")
        .isZero();
  }

  @Test
  void aBusyRateOfZero_neverYields() {
    TrackingHitPace eager = new TrackingHitPace(hits, 0, BUSY_PAUSE, INTERVAL);
    eager.restAfter(true, 0);
    answer(100_000);
    assertThat(eager.restAfter(true, SECOND)).isZero();
    assertThat(eager.restAfter(false, 2 * SECOND)).isEqualTo(INTERVAL);
  }

  private void answer(int opens) {
    for (int i = 0; i < opens; i++) {
      hits.accept(TrackingHit.open(UUID.randomUUID(), Instant.EPOCH));
    }
  }
}
