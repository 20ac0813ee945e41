package com.outreach.application.fake;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A {@link Clock} that stands still until a test sets or advances it. Clocks made by {@link
 * #withZone} share its time.
 */
public final class MutableClock extends Clock {
  private final AtomicReference<Instant> now;
  private final ZoneId zone;

  private MutableClock(AtomicReference<Instant> now, ZoneId zone) {
    this.now = now;
    this.zone = zone;
  }

  public MutableClock(Instant start) {
    this(new AtomicReference<>(start), ZoneOffset.UTC);
  }

  /** A UTC clock standing at an ISO-8601 instant such as {@code 2026-03-01T10:00:00Z}. */
  public static MutableClock at(String isoInstant) {
    return new MutableClock(Instant.parse(isoInstant));
  }

  public void advance(Duration by) {
    now.updateAndGet(t -> t.plus(by));
  }

  public void set(Instant instant) {
    now.set(instant);
  }

  @Override
  public Instant instant() {
    return now.get();
  }

  @Override
  public ZoneId getZone() {
    return zone;
  }

  @Override
  public Clock withZone(ZoneId newZone) {
    return new MutableClock(now, newZone);
  }
}
