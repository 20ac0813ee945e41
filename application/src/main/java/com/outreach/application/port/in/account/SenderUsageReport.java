package com.outreach.application.port.in.account;

import com.outreach.domain.campaign.Step;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A sender's usage (D-43): per kind of action the cap in force today (warm-up applied, D-38), what
 * was used of it on the sender's calendar day and what is left, for invites also the rolling 7 x 24
 * h week; when the gap lets the sender act next (null when it does not hold it back); the
 * provider's pause still running (null, with a null reason, when none).
 */
public record SenderUsageReport(
    List<KindUsage> kinds, Instant nextActionAt, Instant pausedUntil, String pauseReason) {
  public SenderUsageReport {
    kinds = List.copyOf(kinds);
  }

  /**
   * One kind of action: today's cap, used and left; {@code week} only where a weekly limit applies.
   */
  public record KindUsage(
      Step.Kind kind, int limit, int usedToday, int remainingToday, Optional<WeekUsage> week) {}

  /** The rolling week: the weekly limit, what counts in the last 7 x 24 h, what is left. */
  public record WeekUsage(int limit, int used, int remaining) {}

  /** The usage of {@code kind}; every report has each kind of its sender exactly once. */
  public KindUsage of(Step.Kind kind) {
    return kinds.stream()
        .filter(k -> k.kind() == kind)
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no " + kind + " in " + kinds));
  }
}
