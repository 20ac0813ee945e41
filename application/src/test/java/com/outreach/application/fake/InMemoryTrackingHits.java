package com.outreach.application.fake;

import com.outreach.application.port.out.tracking.TrackingHits;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@link TrackingHits} in memory: accepted hits are stored at once, numbered in the order accepted.
 */
public final class InMemoryTrackingHits implements TrackingHits {
  private final TreeMap<Long, TrackingHit> stored = new TreeMap<>();
  private long lastId;
  private int room = Integer.MAX_VALUE;

  @Override
  public synchronized long received() {
    return lastId;
  }

  @Override
  public synchronized void accept(TrackingHit hit) {
    lastId++;
    stored.put(lastId, new TrackingHit(lastId, hit.actionId(), hit.kind(), hit.url(), hit.at()));
  }

  /** Room for {@code room} more hits, then full: a buffer the writer cannot empty. */
  public synchronized void roomFor(int room) {
    this.room = room;
  }

  @Override
  public synchronized boolean offer(TrackingHit hit) {
    if (room <= 0) {
      return false;
    }
    room--;
    accept(hit);
    return true;
  }

  @Override
  public synchronized List<TrackingHit> take(int max) {
    List<TrackingHit> taken = new ArrayList<>();
    while (taken.size() < max && !stored.isEmpty()) {
      taken.add(stored.pollFirstEntry().getValue());
    }
    return taken;
  }

  @Override
  public synchronized Optional<TrackingHit> take(long id) {
    return Optional.ofNullable(stored.remove(id));
  }

  public synchronized List<TrackingHit> stored() {
    return List.copyOf(stored.values());
  }

  /** What a rolled-back transaction leaves: the hits as they were before it. */
  public synchronized TreeMap<Long, TrackingHit> snapshot() {
    return new TreeMap<>(stored);
  }

  public synchronized void restore(TreeMap<Long, TrackingHit> snapshot) {
    stored.clear();
    stored.putAll(snapshot);
  }
}
