package com.outreach.domain.engine;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * D-39 working hours: the sender's zone, days and [start, end) local time; end may be 24:00.
 *
 * <p>An instant is inside when its local date (in {@code zone}) is one of {@code days} and its
 * local time of day lies in [start, end). Everything follows from that one rule, across daylight
 * saving changes: a start that falls in a spring-forward gap opens at the first instant after the
 * gap (a window lying wholly in the gap is empty that day), and in a fall-back overlap the repeated
 * local times are inside both times, while the calendar date stays one date.
 */
public record WorkingHours(ZoneId zone, Set<DayOfWeek> days, int startMinute, int endMinute) {
  /** {@code endMinute} of a window that runs to the end of the local day (24:00). */
  public static final int END_OF_DAY = 24 * 60;

  /**
   * How many dates ahead {@link #nextOpening} looks; far beyond any week, as a gap can empty one
   * day.
   */
  private static final int SEARCH_DAYS = 400;

  public WorkingHours {
    Objects.requireNonNull(zone, "zone");
    Objects.requireNonNull(days, "days");
    if (days.isEmpty()) {
      throw new IllegalArgumentException("days must not be empty");
    }
    if (startMinute < 0 || startMinute >= endMinute || endMinute > END_OF_DAY) {
      throw new IllegalArgumentException(
          "need 0 <= startMinute < endMinute <= 1440: " + startMinute + ", " + endMinute);
    }
    days = Collections.unmodifiableSet(EnumSet.copyOf(days));
  }

  /**
   * Working hours from local times; {@code endOrNullForMidnight} null (or 00:00, which cannot end a
   * window otherwise) means 24:00. Times are whole minutes (D-39 {@code HH:MM}).
   */
  public static WorkingHours of(
      ZoneId zone, Set<DayOfWeek> days, LocalTime start, LocalTime endOrNullForMidnight) {
    Objects.requireNonNull(start, "start");
    LocalTime end = endOrNullForMidnight;
    int endMinute = end == null || end.equals(LocalTime.MIDNIGHT) ? END_OF_DAY : minuteOf(end);
    return new WorkingHours(zone, days, minuteOf(start), endMinute);
  }

  private static int minuteOf(LocalTime time) {
    if (time.getSecond() != 0 || time.getNano() != 0) {
      throw new IllegalArgumentException("times must be whole minutes: " + time);
    }
    return time.getHour() * 60 + time.getMinute();
  }

  /** Whether {@code t}'s local date is a working day and its local time of day in [start, end). */
  public boolean contains(Instant t) {
    ZonedDateTime local = t.atZone(zone);
    int minute = local.getHour() * 60 + local.getMinute();
    return days.contains(local.getDayOfWeek()) && minute >= startMinute && minute < endMinute;
  }

  /** {@code t} itself when inside, else the earliest instant after {@code t} that is inside. */
  public Instant nextOpening(Instant t) {
    if (contains(t)) {
      return t;
    }
    Instant best = null;
    LocalDate first = dayOf(t).minusDays(1); // a fall-back may repeat local times of the day before
    for (LocalDate date = first;
        date.isBefore(first.plusDays(SEARCH_DAYS));
        date = date.plusDays(1)) {
      if (best != null && date.isAfter(dayOf(best).plusDays(1))) {
        return best;
      }
      for (Span span : spansOn(date)) {
        if (span.until().isAfter(t)) {
          Instant candidate = span.from().isAfter(t) ? span.from() : t;
          best = best == null || candidate.isBefore(best) ? candidate : best;
        }
      }
    }
    if (best == null) {
      throw new IllegalStateException(
          "no opening within " + SEARCH_DAYS + " days of " + t + ": " + this);
    }
    return best;
  }

  /**
   * For {@code t} inside: the instant the window of {@code t}'s local date closes, exclusive (the
   * first later instant outside it). A window ending at 24:00 closes at the start of the next local
   * day, even when that day's window opens at 00:00; a fall-back inside the window closes it at the
   * change when the repeated local times lie before the start.
   */
  public Instant endOfWindow(Instant t) {
    for (Span span : spansOn(dayOf(t))) {
      if (!span.from().isAfter(t) && span.until().isAfter(t)) {
        return span.until();
      }
    }
    throw new IllegalArgumentException(t + " is outside " + this);
  }

  /** {@code t}'s calendar date in {@code zone}. */
  public LocalDate dayOf(Instant t) {
    return LocalDate.ofInstant(t, zone);
  }

  /**
   * The instants whose local date-time lies in [start, end) of {@code date}, as disjoint spans in
   * order: one span per constant offset, adjacent spans merged. Empty on non-working days.
   */
  private List<Span> spansOn(LocalDate date) {
    List<Span> spans = new ArrayList<>();
    if (!days.contains(date.getDayOfWeek())) {
      return spans;
    }
    LocalDateTime from = date.atStartOfDay().plusMinutes(startMinute);
    LocalDateTime until = date.atStartOfDay().plusMinutes(endMinute);
    ZoneRules rules = zone.getRules();
    Instant segment =
        from.toInstant(ZoneOffset.MAX); // the earliest instant any offset can map there
    Instant last = until.toInstant(ZoneOffset.MIN);
    while (segment.isBefore(last)) {
      ZoneOffset offset = rules.getOffset(segment);
      ZoneOffsetTransition next = rules.nextTransition(segment);
      Instant segmentEnd =
          next == null || next.getInstant().isAfter(last) ? last : next.getInstant();
      Instant a = max(segment, from.toInstant(offset));
      Instant b = min(segmentEnd, until.toInstant(offset));
      if (a.isBefore(b)) {
        add(spans, new Span(a, b));
      }
      segment = segmentEnd;
    }
    return spans;
  }

  private static void add(List<Span> spans, Span span) {
    int lastIndex = spans.size() - 1;
    if (lastIndex >= 0 && spans.get(lastIndex).until().equals(span.from())) {
      spans.set(lastIndex, new Span(spans.get(lastIndex).from(), span.until()));
    } else {
      spans.add(span);
    }
  }

  private static Instant max(Instant a, Instant b) {
    return a.isAfter(b) ? a : b;
  }

  private static Instant min(Instant a, Instant b) {
    return a.isBefore(b) ? a : b;
  }

  /** [from, until) in instants. */
  private record Span(Instant from, Instant until) {}
}
