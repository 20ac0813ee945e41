package com.outreach.domain.account;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;

/**
 * A sender's warm-up (D-38): while on, the day's cap for invites and emails is min(limit, 5 + 2 ×
 * days since warm-up started). {@code startedAt} is the moment it was switched from off to on, and
 * is null exactly while it is off; switching it on again while on keeps it.
 */
public record WarmUp(boolean on, Instant startedAt) {
  public static final WarmUp OFF = new WarmUp(false, null);

  public WarmUp {
    if (on != (startedAt != null)) {
      throw new IllegalArgumentException("a warm-up has a start exactly while it is on");
    }
  }

  /** Off, or on since {@code startedAt}. */
  public static WarmUp since(Instant startedAt) {
    return startedAt == null ? OFF : new WarmUp(true, startedAt);
  }

  /**
   * Switched on or off at {@code now}: off to on starts it now, on to on keeps its start, off
   * clears it.
   */
  public WarmUp switchedTo(boolean wanted, Instant now) {
    if (!wanted) {
      return OFF;
    }
    return on ? this : new WarmUp(true, now);
  }

  /**
   * The day's cap for a {@code limit} on calendar day {@code today} in the sender's {@code zone}:
   * the limit itself when off, else min(limit, 5 + 2 × whole calendar days since the start).
   */
  public int dailyCap(int limit, LocalDate today, ZoneId zone) {
    if (!on) {
      return limit;
    }
    long days = Math.max(0, ChronoUnit.DAYS.between(startedAt.atZone(zone).toLocalDate(), today));
    return (int) Math.min(limit, 5 + 2 * days);
  }
}
