package com.outreach.bootstrap;

import com.outreach.application.port.in.tracking.RecordTrackingHitsUseCase;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records the answered opens and clicks as events every {@code outreach.tracking.record-interval} (D-46),
 * on every instance, API-only ones too (they answer pixels as well): each hit is taken by one instance only.
 */
@Singleton
final class TrackingHitLoop {
  private static final Logger LOG = LoggerFactory.getLogger(TrackingHitLoop.class);

  private final RecordTrackingHitsUseCase hits;

  TrackingHitLoop(RecordTrackingHitsUseCase hits) {
    this.hits = hits;
  }

  @Scheduled(fixedDelay = "${outreach.tracking.record-interval}", initialDelay = "1s")
  void recordStored() {
    try {
      hits.recordStored();
    } catch (RuntimeException e) {
      LOG.warn("Recording opens and clicks failed; they stay stored for the next turn", e);
    }
  }
}
