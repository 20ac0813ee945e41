package com.outreach.domain.engine;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.EnumSet;
import java.util.Set;

/** D-39 working hours (placeholder until the property-tested version lands). */
public record WorkingHours(ZoneId zone, Set<DayOfWeek> days, int startMinute, int endMinute) {
  public WorkingHours {
    if (days.isEmpty() || startMinute < 0 || startMinute >= endMinute || endMinute > 1440) {
      throw new IllegalArgumentException("invalid working hours");
    }
    days = Set.copyOf(EnumSet.copyOf(days));
  }

  public static WorkingHours of(ZoneId zone, Set<DayOfWeek> days, LocalTime start, LocalTime endOrNullForMidnight) {
    int end = endOrNullForMidnight == null ? 1440 : endOrNullForMidnight.getHour() * 60 + endOrNullForMidnight.getMinute();
    return new WorkingHours(zone, days, start.getHour() * 60 + start.getMinute(), end);
  }

  public boolean contains(Instant t) {
    LocalDate day = dayOf(t);
    return days.contains(day.getDayOfWeek()) && !t.isBefore(open(day)) && t.isBefore(close(day));
  }

  public Instant nextOpening(Instant t) {
    if (contains(t)) {
      return t;
    }
    LocalDate day = dayOf(t);
    for (int i = 0; i < 9; i++, day = day.plusDays(1)) {
      if (days.contains(day.getDayOfWeek()) && open(day).isAfter(t)) {
        return open(day);
      }
    }
    throw new IllegalStateException("no opening");
  }

  public Instant endOfWindow(Instant t) {
    return close(dayOf(t));
  }

  public LocalDate dayOf(Instant t) {
    return t.atZone(zone).toLocalDate();
  }

  private Instant open(LocalDate day) {
    return at(day, startMinute);
  }

  private Instant close(LocalDate day) {
    return at(day, endMinute);
  }

  private Instant at(LocalDate day, int minute) {
    if (minute == 1440) {
      return day.plusDays(1).atStartOfDay(zone).toInstant();
    }
    return ZonedDateTime.of(day, LocalTime.of(minute / 60, minute % 60), zone).toInstant();
  }
}
