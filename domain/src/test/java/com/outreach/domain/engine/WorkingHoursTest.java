package com.outreach.domain.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WorkingHoursTest {
  private static final Set<DayOfWeek> EVERY_DAY = EnumSet.allOf(DayOfWeek.class);
  private static final Set<DayOfWeek> MON_FRI = EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY);

  private static WorkingHours hours(String zone, Set<DayOfWeek> days, String start, String end) {
    return WorkingHours.of(
        ZoneId.of(zone), days, LocalTime.parse(start), end == null ? null : LocalTime.parse(end));
  }

  private static Instant at(String instant) {
    return Instant.parse(instant);
  }

  /** [opening, close) of the window found from {@code from}. */
  private static String window(WorkingHours hours, String from) {
    Instant opening = hours.nextOpening(at(from));
    return opening + "/" + hours.endOfWindow(opening);
  }

  @Test
  void newYork_springForward_dayOf23Hours_nineToSixInLocalTime() {
    WorkingHours hours = hours("America/New_York", EVERY_DAY, "09:00", "18:00");
    assertThat(window(hours, "2026-03-07T05:00:00Z"))
        .isEqualTo("2026-03-07T14:00:00Z/2026-03-07T23:00:00Z");
    assertThat(window(hours, "2026-03-08T05:00:00Z"))
        .isEqualTo("2026-03-08T13:00:00Z/2026-03-08T22:00:00Z");
  }

  @Test
  void newYork_springForward_startInTheGap_opensAtTheFirstInstantAfterIt() {
    WorkingHours hours = hours("America/New_York", EVERY_DAY, "02:30", "03:30");
    // 02:00-03:00 does not exist on 2026-03-08: 03:00 EDT is 07:00Z.
    assertThat(window(hours, "2026-03-08T05:00:00Z"))
        .isEqualTo("2026-03-08T07:00:00Z/2026-03-08T07:30:00Z");
    assertThat(hours.contains(at("2026-03-08T06:59:59Z"))).isFalse();
    assertThat(hours.contains(at("2026-03-08T07:00:00Z"))).isTrue();
  }

  @Test
  void newYork_springForward_windowWhollyInTheGap_isEmptyThatDay() {
    WorkingHours hours = hours("America/New_York", EVERY_DAY, "02:00", "02:30");
    assertThat(window(hours, "2026-03-08T05:00:00Z"))
        .isEqualTo("2026-03-09T06:00:00Z/2026-03-09T06:30:00Z");
  }

  @Test
  void newYork_fallBack_repeatedHourIsInsideBothTimes() {
    WorkingHours oneToTwo = hours("America/New_York", EVERY_DAY, "01:00", "02:00");
    // 01:00 EDT = 05:00Z ... 01:00 EST = 06:00Z ... 02:00 EST = 07:00Z: two hours in one piece.
    assertThat(window(oneToTwo, "2026-11-01T04:00:00Z"))
        .isEqualTo("2026-11-01T05:00:00Z/2026-11-01T07:00:00Z");

    WorkingHours halfPastOneToTwo = hours("America/New_York", EVERY_DAY, "01:30", "02:00");
    assertThat(window(halfPastOneToTwo, "2026-11-01T04:00:00Z"))
        .isEqualTo("2026-11-01T05:30:00Z/2026-11-01T06:00:00Z");
    assertThat(window(halfPastOneToTwo, "2026-11-01T06:00:00Z"))
        .isEqualTo("2026-11-01T06:30:00Z/2026-11-01T07:00:00Z");
    assertThat(halfPastOneToTwo.dayOf(at("2026-11-01T06:45:00Z")))
        .isEqualTo(LocalDate.parse("2026-11-01"));
  }

  @Test
  void newYork_fallBack_dayOf25Hours_nineToMidnight() {
    WorkingHours hours = hours("America/New_York", EVERY_DAY, "09:00", null);
    assertThat(window(hours, "2026-11-01T04:00:00Z"))
        .isEqualTo("2026-11-01T14:00:00Z/2026-11-02T05:00:00Z");
    assertThat(hours.endMinute()).isEqualTo(WorkingHours.END_OF_DAY);
  }

  @Test
  void newYork_springForward_nineToMidnight_closesAtTheNextLocalDay() {
    WorkingHours hours = hours("America/New_York", EVERY_DAY, "09:00", "00:00");
    assertThat(window(hours, "2026-03-08T05:00:00Z"))
        .isEqualTo("2026-03-08T13:00:00Z/2026-03-09T04:00:00Z");
    assertThat(hours.contains(at("2026-03-09T03:59:59.999Z"))).isTrue();
  }

  @Test
  void berlin_springForward_startInTheGap() {
    WorkingHours hours = hours("Europe/Berlin", EVERY_DAY, "02:30", "03:30");
    assertThat(window(hours, "2026-03-28T23:00:00Z"))
        .isEqualTo("2026-03-29T01:00:00Z/2026-03-29T01:30:00Z");
    WorkingHours office = hours("Europe/Berlin", EVERY_DAY, "09:00", "18:00");
    assertThat(window(office, "2026-03-28T23:00:00Z"))
        .isEqualTo("2026-03-29T07:00:00Z/2026-03-29T16:00:00Z");
  }

  @Test
  void berlin_fallBack_windowAroundTheChange_isSplitInTwo() {
    WorkingHours hours = hours("Europe/Berlin", EVERY_DAY, "02:30", "03:30");
    // 02:30 CEST = 00:30Z; at 01:00Z clocks go from 03:00 CEST back to 02:00 CET; 02:30 CET =
    // 01:30Z.
    assertThat(window(hours, "2026-10-24T22:00:00Z"))
        .isEqualTo("2026-10-25T00:30:00Z/2026-10-25T01:00:00Z");
    assertThat(window(hours, "2026-10-25T01:00:00Z"))
        .isEqualTo("2026-10-25T01:30:00Z/2026-10-25T02:30:00Z");
    WorkingHours office = hours("Europe/Berlin", EVERY_DAY, "09:00", null);
    assertThat(window(office, "2026-10-24T22:00:00Z"))
        .isEqualTo("2026-10-25T08:00:00Z/2026-10-25T23:00:00Z");
  }

  @Test
  void lordHowe_fallBackByHalfAnHour() {
    // 2026-04-05 02:00 +11:00 (15:00Z on the 4th) goes back to 01:30 +10:30.
    WorkingHours hours = hours("Australia/Lord_Howe", EVERY_DAY, "01:30", "02:00");
    assertThat(window(hours, "2026-04-04T13:00:00Z"))
        .isEqualTo("2026-04-04T14:30:00Z/2026-04-04T15:30:00Z");
    WorkingHours office = hours("Australia/Lord_Howe", EVERY_DAY, "09:00", "17:00");
    assertThat(window(office, "2026-04-04T13:00:00Z"))
        .isEqualTo("2026-04-04T22:30:00Z/2026-04-05T06:30:00Z");
  }

  @Test
  void lordHowe_springForwardByHalfAnHour() {
    // 2026-10-04 02:00 +10:30 (15:30Z on the 3rd) jumps to 02:30 +11:00.
    WorkingHours hours = hours("Australia/Lord_Howe", EVERY_DAY, "02:00", "03:00");
    assertThat(window(hours, "2026-10-03T13:00:00Z"))
        .isEqualTo("2026-10-03T15:30:00Z/2026-10-03T16:00:00Z");
    WorkingHours inTheGap = hours("Australia/Lord_Howe", EVERY_DAY, "02:00", "02:30");
    assertThat(window(inTheGap, "2026-10-03T13:00:00Z"))
        .isEqualTo("2026-10-04T15:00:00Z/2026-10-04T15:30:00Z");
  }

  @Test
  void kolkata_halfHourOffset_noDaylightSaving() {
    WorkingHours hours = hours("Asia/Kolkata", MON_FRI, "09:00", "18:00");
    assertThat(window(hours, "2026-03-08T00:00:00Z"))
        .isEqualTo("2026-03-09T03:30:00Z/2026-03-09T12:30:00Z");
    assertThat(hours.contains(at("2026-03-09T03:29:59Z"))).isFalse();
    assertThat(hours.contains(at("2026-03-09T12:29:59Z"))).isTrue();
  }

  @Test
  void utc_weekdaysOnly_fridayEveningOpensOnMonday() {
    WorkingHours hours = hours("UTC", MON_FRI, "09:00", "18:00");
    assertThat(window(hours, "2026-03-06T18:00:00Z"))
        .isEqualTo("2026-03-09T09:00:00Z/2026-03-09T18:00:00Z");
  }

  @Test
  void allDayOnConsecutiveDays_windowClosesAtEachLocalMidnight() {
    WorkingHours hours = hours("UTC", EVERY_DAY, "00:00", null);
    assertThat(hours.endOfWindow(at("2026-03-06T23:00:00Z"))).isEqualTo(at("2026-03-07T00:00:00Z"));
    assertThat(hours.nextOpening(at("2026-03-07T00:00:00Z"))).isEqualTo(at("2026-03-07T00:00:00Z"));
  }

  @Test
  void nextOpening_ofAnInstantInside_isItself() {
    WorkingHours hours = hours("UTC", EVERY_DAY, "09:00", "18:00");
    Instant inside = at("2026-03-06T12:34:56.789Z");
    assertThat(hours.nextOpening(inside)).isEqualTo(inside);
    assertThat(hours.endOfWindow(inside)).isEqualTo(at("2026-03-06T18:00:00Z"));
  }

  @Test
  void endOfWindow_outside_isRejected() {
    WorkingHours hours = hours("UTC", EVERY_DAY, "09:00", "18:00");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> hours.endOfWindow(at("2026-03-06T18:00:00Z")));
  }

  @Test
  void invalidHours_areRejected() {
    ZoneId utc = ZoneId.of("UTC");
    assertThatIllegalArgumentException().isThrownBy(() -> new WorkingHours(utc, Set.of(), 0, 60));
    assertThatIllegalArgumentException().isThrownBy(() -> new WorkingHours(utc, EVERY_DAY, 60, 60));
    assertThatIllegalArgumentException().isThrownBy(() -> new WorkingHours(utc, EVERY_DAY, -1, 60));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new WorkingHours(utc, EVERY_DAY, 0, 1441));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> WorkingHours.of(utc, EVERY_DAY, LocalTime.of(9, 0, 30), null));
  }

  @Test
  void of_convertsLocalTimes_andKeepsAnImmutableCopyOfTheDays() {
    Set<DayOfWeek> days = EnumSet.of(DayOfWeek.MONDAY);
    WorkingHours hours =
        WorkingHours.of(ZoneId.of("UTC"), days, LocalTime.of(9, 15), LocalTime.of(17, 45));
    days.add(DayOfWeek.SUNDAY);
    assertThat(hours)
        .isEqualTo(new WorkingHours(ZoneId.of("UTC"), EnumSet.of(DayOfWeek.MONDAY), 555, 1065));
    assertThat(Duration.ofMinutes(hours.endMinute() - hours.startMinute()))
        .isEqualTo(Duration.ofMinutes(510));
  }
}
