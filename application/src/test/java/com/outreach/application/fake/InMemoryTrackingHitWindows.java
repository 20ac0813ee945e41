package com.outreach.application.fake;

import com.outreach.application.port.out.tracking.TrackingHitWindows;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/** {@link TrackingHitWindows} in memory. */
public final class InMemoryTrackingHitWindows implements TrackingHitWindows {
  private final Map<Key, Instant> recorded = new HashMap<>();
  private final Map<Key, Long> hits = new HashMap<>();

  @Override
  public synchronized Map<Key, Instant> lastRecorded(Collection<Key> keys) {
    Map<Key, Instant> last = new HashMap<>();
    for (Key key : keys) {
      Instant at = recorded.get(key);
      if (at != null) {
        last.put(key, at);
      }
    }
    return last;
  }

  @Override
  public synchronized void save(Collection<Window> windows) {
    for (Window w : windows) {
      if (w.lastRecorded() != null) {
        recorded.put(w.key(), w.lastRecorded());
      }
      hits.merge(w.key(), w.hits(), Long::sum);
    }
  }

  /** What a rolled-back transaction leaves: the windows as they were before it. */
  public synchronized Runnable snapshot() {
    Map<Key, Instant> recordedBefore = new HashMap<>(recorded);
    Map<Key, Long> hitsBefore = new HashMap<>(hits);
    return () -> {
      synchronized (this) {
        recorded.clear();
        recorded.putAll(recordedBefore);
        hits.clear();
        hits.putAll(hitsBefore);
      }
    };
  }

  /** Every hit counted for {@code key}, recorded as an event or not. */
  public synchronized long hits(Key key) {
    return hits.getOrDefault(key, 0L);
  }
}
