package com.outreach.bootstrap;

import com.outreach.application.port.in.tracking.RecordTrackingHitsUseCase;
import com.outreach.application.service.tracking.TrackingHitPace;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records the answered opens and clicks as events (D-46) on a thread of its own, from the moment
 * the HTTP server is up (API-only instances answer pixels as well; each hit is taken by one
 * instance only), at the {@link TrackingHitPace}: batch after batch while a backlog is stored,
 * every {@code outreach.tracking.record-interval} when none is, one batch per {@code
 * outreach.tracking.busy-pause} while this instance takes more than {@code
 * outreach.tracking.busy-rate} hits a second. A {@link BackgroundLoop} rather than
 * {@code @Scheduled}: the scheduler creates the loop on its first turn, and a context closing
 * before that turn failed to create it ("Error creating scheduled task"); this loop exists with the
 * server, and a stop waits for the batch under way instead of breaking it off.
 */
@Singleton
final class TrackingHitLoop implements ApplicationEventListener<ServerStartupEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(TrackingHitLoop.class);

  /**
   * How long a stopping instance waits for the batch under way; what is not recorded stays stored.
   */
  private static final Duration DRAIN = Duration.ofSeconds(10);

  private final BackgroundLoop loop;

  TrackingHitLoop(RecordTrackingHitsUseCase hits, TrackingHitPace pace) {
    this.loop =
        new BackgroundLoop(
            "tracking-hit-recorder",
            LOG,
            "Recording opens and clicks failed; they stay stored for the next turn",
            () -> pace.restAfter(false, System.nanoTime()),
            () -> pace.restAfter(hits.recordBatch(), System.nanoTime()));
  }

  @Override
  public void onApplicationEvent(ServerStartupEvent event) {
    loop.start();
  }

  /**
   * Lets the batch under way finish; the hits not yet recorded stay stored for the next start or
   * instance.
   */
  @PreDestroy
  void stop() throws InterruptedException {
    loop.stop(DRAIN, false);
  }
}
