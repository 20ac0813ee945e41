package com.outreach.domain.engine;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.OptionalInt;

/** How one sender may pace one kind of action (placeholder). */
public record Pacing(WorkingHours hours, int dailyLimit, OptionalInt weeklyLimit, Optional<LocalDate> warmUpStartedOn) {
  private static final Duration WEEK = Duration.ofDays(7);

  public int capOn(LocalDate day) {
    return warmUpStartedOn
        .map(start -> Math.min(dailyLimit, 5 + 2 * (int) Math.max(0, ChronoUnit.DAYS.between(start, day))))
        .orElse(dailyLimit);
  }

  public PacingDecision decide(Instant now, SenderUsage usage) {
    if (!hours.contains(now)) {
      return new PacingDecision.Wait(hours.nextOpening(now), WaitReason.OUTSIDE_HOURS);
    }
    if (usage.nextFreeAt() != null && now.isBefore(usage.nextFreeAt())) {
      return new PacingDecision.Wait(hours.nextOpening(usage.nextFreeAt()), WaitReason.GAP);
    }
    if (usage.usedToday() >= capOn(hours.dayOf(now))) {
      return new PacingDecision.Wait(hours.nextOpening(hours.endOfWindow(now).plusSeconds(1)), WaitReason.DAILY_LIMIT);
    }
    if (weeklyLimit.isPresent()) {
      var counted = usage.reservedLastWeek().stream().filter(t -> t.isAfter(now.minus(WEEK))).sorted().toList();
      if (counted.size() >= weeklyLimit.getAsInt()) {
        Instant leaves = counted.get(counted.size() - weeklyLimit.getAsInt()).plus(WEEK).plusMillis(1);
        return new PacingDecision.Wait(hours.nextOpening(leaves), WaitReason.WEEKLY_LIMIT);
      }
    }
    return new PacingDecision.Go();
  }
}
