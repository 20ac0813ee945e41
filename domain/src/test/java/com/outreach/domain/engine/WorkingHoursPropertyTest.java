package com.outreach.domain.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class WorkingHoursPropertyTest {
  /** Every window piece lasts whole minutes, so a one-minute stride cannot step over one. */
  private static final Duration STRIDE = Duration.ofMinutes(1);

  record Case(WorkingHours hours, Instant t) {}

  @Provide
  Arbitrary<Case> cases() {
    return EngineArbitraries.workingHours()
        .flatMap(hours -> EngineArbitraries.instantsIn(hours.zone()).map(t -> new Case(hours, t)));
  }

  /**
   * The rule stated on local date-times, independently of the implementation's minute arithmetic.
   */
  private static boolean insideByLocalTime(WorkingHours hours, Instant t) {
    LocalDateTime local = LocalDateTime.ofInstant(t, hours.zone());
    LocalTime time = local.toLocalTime();
    LocalTime start = LocalTime.MIN.plusMinutes(hours.startMinute());
    boolean beforeEnd =
        hours.endMinute() == WorkingHours.END_OF_DAY
            || time.isBefore(LocalTime.MIN.plusMinutes(hours.endMinute()));
    return hours.days().contains(local.getDayOfWeek()) && !time.isBefore(start) && beforeEnd;
  }

  /**
   * A minute on, or on a non-working local date the start of the next date (no instant of that date
   * can be inside; every piece of a window lasts whole minutes from a whole minute, so probes a
   * minute apart cannot step over one).
   */
  private static Instant nextProbe(WorkingHours hours, Instant probe) {
    LocalDate date = LocalDate.ofInstant(probe, hours.zone());
    Instant minuteOn = probe.plus(STRIDE);
    if (hours.days().contains(date.getDayOfWeek())) {
      return minuteOn;
    }
    Instant nextDate = date.plusDays(1).atStartOfDay(hours.zone()).toInstant();
    return nextDate.isAfter(minuteOn) ? nextDate : minuteOn;
  }

  @Property(tries = 1500, edgeCases = EdgeCasesMode.NONE)
  void contains_agreesWithTheLocalTimeRule(@ForAll("cases") Case c) {
    assertThat(c.hours().contains(c.t())).isEqualTo(insideByLocalTime(c.hours(), c.t()));
  }

  @Property(tries = 600, edgeCases = EdgeCasesMode.NONE)
  void nextOpening_isTheFirstInstantInside_fromT(@ForAll("cases") Case c) {
    WorkingHours hours = c.hours();
    Instant opening = hours.nextOpening(c.t());

    assertThat(opening).isAfterOrEqualTo(c.t());
    assertThat(insideByLocalTime(hours, opening)).as("inside: %s", opening).isTrue();
    assertThat(Duration.between(c.t(), opening)).isLessThan(Duration.ofDays(15));
    for (Instant probe = c.t(); probe.isBefore(opening); probe = nextProbe(hours, probe)) {
      assertThat(insideByLocalTime(hours, probe))
          .as("inside before the opening: %s", probe)
          .isFalse();
    }
    if (opening.isAfter(c.t())) {
      assertThat(insideByLocalTime(hours, opening.minusNanos(1))).isFalse();
    }
    assertThat(hours.nextOpening(opening)).isEqualTo(opening);
  }

  @Property(tries = 600, edgeCases = EdgeCasesMode.NONE)
  void endOfWindow_isTheFirstInstantAfterTheDaysWindow(@ForAll("cases") Case c) {
    WorkingHours hours = c.hours();
    Instant t = hours.nextOpening(c.t());
    Instant end = hours.endOfWindow(t);

    assertThat(end).isAfter(t);
    assertThat(insideByLocalTime(hours, end) && hours.dayOf(end).equals(hours.dayOf(t)))
        .as("still in the window at %s", end)
        .isFalse();
    for (Instant probe = t; probe.isBefore(end); probe = probe.plus(STRIDE)) {
      assertThat(insideByLocalTime(hours, probe)).as("outside before the end: %s", probe).isTrue();
      assertThat(hours.dayOf(probe)).isEqualTo(hours.dayOf(t));
    }
    assertThat(insideByLocalTime(hours, end.minusNanos(1))).isTrue();
  }

  @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
  void nextOpening_neverMovesBackwards(@ForAll("cases") Case c) {
    WorkingHours hours = c.hours();
    Instant later = c.t().plus(Duration.ofMinutes(97));
    assertThat(hours.nextOpening(later)).isAfterOrEqualTo(hours.nextOpening(c.t()));
  }
}
