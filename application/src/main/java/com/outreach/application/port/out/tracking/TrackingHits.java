package com.outreach.application.port.out.tracking;

import com.outreach.domain.event.EventKind;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The opens and clicks that were answered but are not yet events (D-46). A pixel must answer at the
 * rate mail clients fetch it, faster than events are recorded: hits are written in batches and
 * recorded as events behind the answers, by the recording loop.
 */
public interface TrackingHits {
  /**
   * Takes the hit for writing and returns without waiting for the database (it waits only while the
   * buffer is full).
   */
  void accept(TrackingHit hit);

  /**
   * Takes the hit for writing if there is room at once; false, taking nothing, when the buffer is
   * full.
   */
  boolean offer(TrackingHit hit);

  /**
   * How many hits this instance has taken since it started (accepted or offered with room): its
   * intake.
   */
  long received();

  /**
   * Removes and returns up to {@code max} of the oldest stored hits, in the caller's transaction: a
   * rollback puts them back.
   */
  List<TrackingHit> take(int max);

  /**
   * Removes and returns the stored hit {@code id}, in the caller's transaction; empty when another
   * took it.
   */
  Optional<TrackingHit> take(long id);

  /**
   * An open (no url) or a click of the email action {@code actionId}, at the moment it was
   * answered; {@code id} is null until it is stored.
   */
  record TrackingHit(Long id, UUID actionId, EventKind kind, String url, Instant at) {
    public static TrackingHit open(UUID actionId, Instant at) {
      return new TrackingHit(null, actionId, EventKind.OPENED, null, at);
    }

    public static TrackingHit click(UUID actionId, String url, Instant at) {
      return new TrackingHit(null, actionId, EventKind.CLICKED, url, at);
    }
  }
}
