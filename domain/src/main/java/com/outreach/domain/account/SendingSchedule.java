package com.outreach.domain.account;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.DayOfWeek;
import java.time.ZoneId;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * When a sender may act (D-39): its IANA time zone, the week days and the hours {@code start} to
 * {@code end} in that zone. {@code days}, {@code start} and {@code end} may each be null, meaning
 * "the deployment default" ({@link ScheduleDefaults}), which {@link #effective} fills in. Days are
 * {@code MON} ... {@code SUN}, at least one; the effective start lies strictly before the effective
 * end.
 */
public record SendingSchedule(
    ZoneId timeZone, Set<DayOfWeek> days, TimeOfDay start, TimeOfDay end) {
  /**
   * D-28's default zone, as the IANA name {@code UTC} (not {@code ZoneOffset.UTC}, whose id is
   * {@code Z}).
   */
  public static final ZoneId DEFAULT_TIME_ZONE = ZoneId.of("UTC");

  public SendingSchedule {
    Objects.requireNonNull(timeZone, "timeZone");
    days = days == null ? null : checkedDays(days);
    if (start != null && end != null && start.compareTo(end) >= 0) {
      throw new DomainException(ErrorCode.INVALID_SCHEDULE);
    }
  }

  /** A schedule in {@code zone} that follows the deployment default for days and hours. */
  public static SendingSchedule byDefault(ZoneId zone) {
    return new SendingSchedule(zone, null, null, null);
  }

  /** The schedule in force: each part left to the deployment takes {@code defaults}' value. */
  public SendingSchedule effective(ScheduleDefaults defaults) {
    return new SendingSchedule(
        timeZone,
        days == null ? defaults.days() : days,
        start == null ? defaults.start() : start,
        end == null ? defaults.end() : end);
  }

  /**
   * This schedule with {@code change} applied. The result must have a working window under the
   * current deployment defaults (start before end), else {@code Invalid schedule!}.
   */
  public SendingSchedule changed(ScheduleChange change, ScheduleDefaults defaults) {
    SendingSchedule next =
        new SendingSchedule(
            change.timeZone() == null ? timeZone : change.timeZone(),
            change.days().applyTo(days),
            change.start().applyTo(start),
            change.end().applyTo(end));
    next.effective(defaults);
    return next;
  }

  /**
   * A region id of the IANA database ({@code Europe/Berlin}, {@code UTC}); offsets such as {@code
   * +02:00} are not.
   */
  public static ZoneId ianaZone(String name, ErrorCode ifInvalid) {
    if (name == null || !ZoneId.getAvailableZoneIds().contains(name)) {
      throw new DomainException(ifInvalid);
    }
    return ZoneId.of(name);
  }

  /**
   * Day names {@code MON} ... {@code SUN}, case-insensitive, duplicates collapsed; none or another
   * word: {@code Invalid schedule!}.
   */
  public static Set<DayOfWeek> parseDays(Collection<String> names) {
    if (names == null || names.isEmpty()) {
      throw new DomainException(ErrorCode.INVALID_SCHEDULE);
    }
    EnumSet<DayOfWeek> days = EnumSet.noneOf(DayOfWeek.class);
    for (String name : names) {
      days.add(day(name));
    }
    return Collections.unmodifiableSet(days);
  }

  /** Stored form: {@code MON,WED} (MON ... SUN order), as the engine's SQL reads it. */
  public static String daysText(Set<DayOfWeek> days) {
    return days == null ? null : dayNames(days).stream().collect(Collectors.joining(","));
  }

  /** Reads {@link #daysText}'s form (and any case or spacing), null for null. */
  public static Set<DayOfWeek> parseDaysText(String text) {
    return text == null ? null : parseDays(List.of(text.split(",", -1)));
  }

  /** {@code MON} ... {@code SUN}, in week order. */
  public static List<String> dayNames(Set<DayOfWeek> days) {
    return days.stream().sorted().map(SendingSchedule::dayName).toList();
  }

  public static String dayName(DayOfWeek day) {
    return day.name().substring(0, 3);
  }

  private static DayOfWeek day(String name) {
    String text = name == null ? "" : name.strip().toUpperCase(Locale.ROOT);
    for (DayOfWeek day : DayOfWeek.values()) {
      if (dayName(day).equals(text)) {
        return day;
      }
    }
    throw new DomainException(ErrorCode.INVALID_SCHEDULE);
  }

  private static Set<DayOfWeek> checkedDays(Set<DayOfWeek> days) {
    if (days.isEmpty() || days.stream().anyMatch(java.util.Objects::isNull)) {
      throw new DomainException(ErrorCode.INVALID_SCHEDULE);
    }
    return Collections.unmodifiableSet(EnumSet.copyOf(days));
  }
}
