package com.outreach.application.port.out.engine;

import com.outreach.domain.engine.SenderUsage;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.OptionalInt;
import java.util.UUID;

/**
 * A sender's settings and usage for one kind of action (D-38, D-39, D-43), as stored: schedule
 * parts are null where the deployment default applies; usage is that of {@code usageDay} in the
 * sender's zone. {@code usable}: valid and not paused by its user; {@code pausedUntil}/{@code
 * pauseReason}: a provider's pause of the whole sender or of this kind, the later of the two.
 * {@code hasUsageRow}: its usage row existed when it was read (a sender's first action creates it).
 */
public record SenderState(
    UUID id,
    boolean usable,
    boolean premium,
    String providerAccountId,
    String address,
    ZoneId zone,
    String scheduleDays,
    String scheduleStart,
    String scheduleEnd,
    int dailyLimit,
    OptionalInt weeklyLimit,
    Instant warmUpStartedAt,
    LocalDate usageDay,
    int usedOnUsageDay,
    List<Instant> reservedLastWeek,
    Instant nextFreeAt,
    Instant pausedUntil,
    String pauseReason,
    boolean hasUsageRow) {

  /** A sender read with its usage row. */
  public SenderState(
      UUID id,
      boolean usable,
      boolean premium,
      String providerAccountId,
      String address,
      ZoneId zone,
      String scheduleDays,
      String scheduleStart,
      String scheduleEnd,
      int dailyLimit,
      OptionalInt weeklyLimit,
      Instant warmUpStartedAt,
      LocalDate usageDay,
      int usedOnUsageDay,
      List<Instant> reservedLastWeek,
      Instant nextFreeAt,
      Instant pausedUntil,
      String pauseReason) {
    this(
        id,
        usable,
        premium,
        providerAccountId,
        address,
        zone,
        scheduleDays,
        scheduleStart,
        scheduleEnd,
        dailyLimit,
        weeklyLimit,
        warmUpStartedAt,
        usageDay,
        usedOnUsageDay,
        reservedLastWeek,
        nextFreeAt,
        pausedUntil,
        pauseReason,
        true);
  }

  /** The usage that counts on {@code today}: nothing yet when the stored day is an earlier one. */
  public SenderUsage usageOn(LocalDate today) {
    return new SenderUsage(
        today.equals(usageDay) ? usedOnUsageDay : 0, reservedLastWeek, nextFreeAt);
  }

  /** This state after one more action counted on {@code day} (the sender's day of that action). */
  public SenderState withOneMoreUse(LocalDate day) {
    return new SenderState(
        id,
        usable,
        premium,
        providerAccountId,
        address,
        zone,
        scheduleDays,
        scheduleStart,
        scheduleEnd,
        dailyLimit,
        weeklyLimit,
        warmUpStartedAt,
        day,
        usageOn(day).usedToday() + 1,
        reservedLastWeek,
        nextFreeAt,
        pausedUntil,
        pauseReason,
        true);
  }
}
