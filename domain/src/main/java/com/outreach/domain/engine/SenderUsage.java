package com.outreach.domain.engine;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What a sender has used of one action kind, as read under its lock (D-38, D-39).
 *
 * @param usedToday actions of this kind reserved on the sender's local date of now
 * @param reservedLastWeek reservation instants of this kind within (now - 7 x 24 h, now]; needed
 *     only when a weekly limit applies (may be empty otherwise); instants outside that window are
 *     ignored
 * @param nextFreeAt the earliest start the gap after the sender's last action of any kind allows;
 *     null when nothing constrains it
 */
public record SenderUsage(int usedToday, List<Instant> reservedLastWeek, Instant nextFreeAt) {
  public SenderUsage {
    if (usedToday < 0) {
      throw new IllegalArgumentException("usedToday must not be negative: " + usedToday);
    }
    reservedLastWeek = List.copyOf(Objects.requireNonNull(reservedLastWeek, "reservedLastWeek"));
  }

  /** Nothing used and no gap pending. */
  public static SenderUsage none() {
    return new SenderUsage(0, List.of(), null);
  }
}
