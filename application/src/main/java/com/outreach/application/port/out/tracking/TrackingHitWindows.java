package com.outreach.application.port.out.tracking;

import com.outreach.domain.event.EventKind;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.UUID;

/**
 * When each email's opens, and each of its links' clicks, last became an event, and how many hits
 * each had in all (D-55): hits within the window after an event are only counted here, never
 * recorded as events again. Kept with the tracking hits.
 */
public interface TrackingHitWindows {
  /**
   * When each of {@code keys} last became an event (absent: never), locked in the caller's
   * transaction until it ends, so two instances never both record the same window.
   */
  Map<Key, Instant> lastRecorded(Collection<Key> keys);

  /** Saves what the caller decided, in its transaction. */
  void save(Collection<Window> windows);

  /**
   * An email's opens ({@code url} null) or its clicks on one link; those within the bot window
   * ({@code suspectedBot}) apart from the others.
   */
  record Key(UUID actionId, EventKind kind, String url, boolean suspectedBot) {}

  /**
   * {@code lastRecorded}: when it last became an event (null: unchanged); {@code hits}: the hits to
   * add to its count.
   */
  record Window(Key key, Instant lastRecorded, long hits) {}
}
