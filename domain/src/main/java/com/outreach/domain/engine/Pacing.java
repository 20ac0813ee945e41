package com.outreach.domain.engine;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How one sender may pace one kind of action: D-38 daily and rolling weekly limits with warm-up,
 * D-39 working hours and the gap after its last action of any kind. Limits may be 0 (never).
 */
public record Pacing(
    WorkingHours hours,
    int dailyLimit,
    OptionalInt weeklyLimit,
    Optional<LocalDate> warmUpStartedOn) {
  /** The rolling window of weekly limits: 7 x 24 h, not 7 calendar days (D-38). */
  public static final Duration WEEK = Duration.ofDays(7);

  static final int WARM_UP_FIRST_DAY = 5;
  static final int WARM_UP_PER_DAY = 2;

  public Pacing {
    Objects.requireNonNull(hours, "hours");
    Objects.requireNonNull(weeklyLimit, "weeklyLimit");
    Objects.requireNonNull(warmUpStartedOn, "warmUpStartedOn");
    if (dailyLimit < 0 || weeklyLimit.orElse(0) < 0) {
      throw new IllegalArgumentException(
          "limits must not be negative: " + dailyLimit + ", " + weeklyLimit);
    }
  }

  /**
   * The cap in force on local date {@code day}: the daily limit, or during warm-up min(limit, 5 + 2
   * x days since warm-up started), counting a day before the start as day 0 (D-38).
   */
  public int capOn(LocalDate day) {
    if (warmUpStartedOn.isEmpty()) {
      return dailyLimit;
    }
    long days = Math.max(0, ChronoUnit.DAYS.between(warmUpStartedOn.get(), day));
    long warmUpCap = WARM_UP_FIRST_DAY + WARM_UP_PER_DAY * Math.min(days, Integer.MAX_VALUE);
    return (int) Math.min(dailyLimit, warmUpCap);
  }

  /**
   * May an action start at {@code now}? Go when inside the hours, past the gap, under today's cap
   * and under the weekly limit. Otherwise Wait until the latest of the bounds of the rules broken:
   * the next opening; the next opening from the end of the gap; the opening of the next working
   * date; the next opening from when enough counted reservations have left the rolling week. Each
   * is later than now and no action can start before it, and unless something else is reserved
   * meanwhile (or a cap is 0) deciding again then answers Go.
   */
  public PacingDecision decide(Instant now, SenderUsage usage) {
    Objects.requireNonNull(now, "now");
    Objects.requireNonNull(usage, "usage");
    PacingDecision.Wait wait = null;
    if (!hours.contains(now)) {
      wait = later(wait, hours.nextOpening(now), WaitReason.OUTSIDE_HOURS);
    }
    if (usage.nextFreeAt() != null && now.isBefore(usage.nextFreeAt())) {
      wait = later(wait, hours.nextOpening(usage.nextFreeAt()), WaitReason.GAP);
    }
    LocalDate today = hours.dayOf(now);
    if (usage.usedToday() >= capOn(today)) {
      Instant tomorrow = today.plusDays(1).atStartOfDay(hours.zone()).toInstant();
      wait = later(wait, hours.nextOpening(tomorrow), WaitReason.DAILY_LIMIT);
    }
    Optional<Instant> weekFree = weekFreeAt(now, usage.reservedLastWeek());
    if (weekFree.isPresent()) {
      wait = later(wait, hours.nextOpening(weekFree.get()), WaitReason.WEEKLY_LIMIT);
    }
    return wait == null ? new PacingDecision.Go() : wait;
  }

  /**
   * What is left of the cap of {@code now}'s local date after {@code usedToday} (D-43), at least 0.
   */
  public int remainingToday(Instant now, int usedToday) {
    return Math.max(0, capOn(hours.dayOf(now)) - usedToday);
  }

  /**
   * How many of {@code reserved} count in the rolling week ending at {@code now}: (now - 7 x 24 h,
   * now].
   */
  public static int usedInWeekEndingAt(Instant now, Collection<Instant> reserved) {
    return counted(now, reserved).size();
  }

  /**
   * What is left of the weekly limit at {@code now} (D-43), at least 0; empty without a weekly
   * limit.
   */
  public OptionalInt remainingThisWeek(Instant now, Collection<Instant> reserved) {
    return weeklyLimit.isEmpty()
        ? OptionalInt.empty()
        : OptionalInt.of(Math.max(0, weeklyLimit.getAsInt() - usedInWeekEndingAt(now, reserved)));
  }

  private static List<Instant> counted(Instant now, Collection<Instant> reserved) {
    Instant windowStart = now.minus(WEEK);
    return reserved.stream()
        .filter(r -> r.isAfter(windowStart) && !r.isAfter(now))
        .sorted()
        .toList();
  }

  /**
   * When the weekly limit is reached at {@code now}: the instant enough of the reservations counted
   * in (now - 7 x 24 h, now] have left the window to make room for one more.
   */
  private Optional<Instant> weekFreeAt(Instant now, List<Instant> reserved) {
    if (weeklyLimit.isEmpty()) {
      return Optional.empty();
    }
    List<Instant> counted = counted(now, reserved);
    int limit = weeklyLimit.getAsInt();
    if (counted.size() < limit) {
      return Optional.empty();
    }
    if (limit == 0) {
      return Optional.of(now.plus(WEEK)); // never: any later bound will do, the engine asks again
    }
    // With n counted and room for limit - 1, the (n - limit + 1)-th oldest must leave.
    return Optional.of(counted.get(counted.size() - limit).plus(WEEK));
  }

  private static PacingDecision.Wait later(
      PacingDecision.Wait wait, Instant notBefore, WaitReason reason) {
    return wait == null || !notBefore.isBefore(wait.notBefore())
        ? new PacingDecision.Wait(notBefore, reason)
        : wait;
  }
}
