package com.outreach.application.service.tracking;

import com.outreach.application.port.out.tracking.TrackingHits;
import java.time.Duration;

/**
 * When the recording loop records its next batch of hits (D-46). The pixel answers on the cores the
 * recording uses, and recording an open costs far more than answering it: while this instance takes
 * hits faster than {@code busyRate} a second, the loop records one batch per {@code busyPause} and
 * leaves the rest in {@code tracking_hits}, where they are kept until recorded, each once. When the
 * intake calms down, the backlog is recorded batch after batch, then every {@code interval}.
 */
public final class TrackingHitPace {
  private final TrackingHits hits;
  private final long busyRate;
  private final Duration busyPause;
  private final Duration interval;
  private long lastReceived = -1;
  private long lastNanos;

  /**
   * {@code busyRate} 0: never busy, the recording keeps up as fast as it can whatever the intake.
   */
  public TrackingHitPace(TrackingHits hits, long busyRate, Duration busyPause, Duration interval) {
    this.hits = hits;
    this.busyRate = busyRate;
    this.busyPause = busyPause;
    this.interval = interval;
  }

  /**
   * The rest before the next batch, at {@code nowNanos} (a monotonic clock), after a batch that
   * found {@code moreStored} (it was full) or not.
   */
  public Duration restAfter(boolean moreStored, long nowNanos) {
    long received = hits.received();
    boolean busy =
        busyRate > 0
            && lastReceived >= 0
            && nowNanos > lastNanos
            && (received - lastReceived) * 1_000_000_000.0 / (nowNanos - lastNanos) >= busyRate;
    lastReceived = received;
    lastNanos = nowNanos;
    if (busy) {
      return busyPause;
    }
    return moreStored ? Duration.ZERO : interval;
  }
}
