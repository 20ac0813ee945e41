package com.outreach.domain.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import com.outreach.domain.engine.PacingDecision.Go;
import com.outreach.domain.engine.PacingDecision.Wait;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PacingTest {
  private static final WorkingHours UTC_OFFICE =
      new WorkingHours(
          ZoneId.of("UTC"), EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY), 9 * 60, 18 * 60);
  private static final Pacing TWENTY_A_DAY =
      new Pacing(UTC_OFFICE, 20, OptionalInt.empty(), Optional.empty());
  private static final Instant THURSDAY_NOON = Instant.parse("2026-03-05T12:00:00Z");

  private static Instant at(String instant) {
    return Instant.parse(instant);
  }

  private static SenderUsage used(int today) {
    return new SenderUsage(today, List.of(), null);
  }

  @ParameterizedTest(name = "day {0}: limit 20 -> {1}, limit 100 -> {2}")
  @CsvSource({
    "-1,5,5",
    "0,5,5",
    "1,7,7",
    "2,9,9",
    "3,11,11",
    "4,13,13",
    "5,15,15",
    "6,17,17",
    "7,19,19",
    "8,20,21",
    "9,20,23",
    "10,20,25"
  })
  void capOn_duringWarmUp_is5Plus2PerDay_upToTheLimit(int day, int capOf20, int capOf100) {
    LocalDate started = LocalDate.parse("2026-03-02");
    assertThat(
            new Pacing(UTC_OFFICE, 20, OptionalInt.empty(), Optional.of(started))
                .capOn(started.plusDays(day)))
        .isEqualTo(capOf20);
    assertThat(
            new Pacing(UTC_OFFICE, 100, OptionalInt.empty(), Optional.of(started))
                .capOn(started.plusDays(day)))
        .isEqualTo(capOf100);
  }

  @Test
  void capOn_withoutWarmUp_isTheDailyLimit() {
    assertThat(TWENTY_A_DAY.capOn(LocalDate.parse("2026-03-02"))).isEqualTo(20);
  }

  @Test
  void capOn_warmUpStartedLongAgo_isTheDailyLimit() {
    Pacing pacing =
        new Pacing(UTC_OFFICE, 3, OptionalInt.empty(), Optional.of(LocalDate.parse("1900-01-01")));
    assertThat(pacing.capOn(LocalDate.parse("2026-03-02"))).isEqualTo(3);
  }

  @Test
  void decide_insideHours_underLimits_pastTheGap_isGo() {
    assertThat(TWENTY_A_DAY.decide(THURSDAY_NOON, new SenderUsage(19, List.of(), THURSDAY_NOON)))
        .isEqualTo(new Go());
  }

  @Test
  void decide_outsideHours_waitsForTheNextOpening() {
    assertThat(TWENTY_A_DAY.decide(at("2026-03-06T18:00:00Z"), used(0)))
        .isEqualTo(new Wait(at("2026-03-09T09:00:00Z"), WaitReason.OUTSIDE_HOURS));
  }

  @Test
  void decide_duringTheGap_waitsForItsEnd() {
    Instant free = THURSDAY_NOON.plusSeconds(90);
    assertThat(TWENTY_A_DAY.decide(THURSDAY_NOON, new SenderUsage(1, List.of(), free)))
        .isEqualTo(new Wait(free, WaitReason.GAP));
  }

  @Test
  void decide_gapEndingAfterHours_waitsForTheNextOpening() {
    Instant free = at("2026-03-05T18:02:00Z");
    assertThat(TWENTY_A_DAY.decide(at("2026-03-05T17:59:00Z"), new SenderUsage(1, List.of(), free)))
        .isEqualTo(new Wait(at("2026-03-06T09:00:00Z"), WaitReason.GAP));
  }

  @Test
  void decide_dailyCapReached_waitsForTheNextWorkingDay() {
    assertThat(TWENTY_A_DAY.decide(at("2026-03-06T10:00:00Z"), used(20)))
        .isEqualTo(new Wait(at("2026-03-09T09:00:00Z"), WaitReason.DAILY_LIMIT));
  }

  @Test
  void decide_dailyCapAndOutsideHours_sameBound_namesTheLimit() {
    assertThat(TWENTY_A_DAY.decide(at("2026-03-05T19:00:00Z"), used(20)))
        .isEqualTo(new Wait(at("2026-03-06T09:00:00Z"), WaitReason.DAILY_LIMIT));
  }

  @Test
  void decide_warmUpCap_isTheDailyCap() {
    Pacing pacing =
        new Pacing(UTC_OFFICE, 20, OptionalInt.empty(), Optional.of(LocalDate.parse("2026-03-04")));
    assertThat(pacing.decide(THURSDAY_NOON, used(6))).isEqualTo(new Go());
    assertThat(pacing.decide(THURSDAY_NOON, used(7)))
        .isEqualTo(new Wait(at("2026-03-06T09:00:00Z"), WaitReason.DAILY_LIMIT));
  }

  @Test
  void decide_dailyCap_countsTheCalendarDate_ofA25HourDay() {
    WorkingHours allDay =
        new WorkingHours(ZoneId.of("America/New_York"), EnumSet.allOf(DayOfWeek.class), 0, 1440);
    Pacing pacing = new Pacing(allDay, 2, OptionalInt.empty(), Optional.empty());
    // 01:30 EST, the second 01:30 of 2026-11-01: the day ends at 2026-11-02T00:00 EST.
    assertThat(pacing.decide(at("2026-11-01T06:30:00Z"), used(2)))
        .isEqualTo(new Wait(at("2026-11-02T05:00:00Z"), WaitReason.DAILY_LIMIT));
  }

  @Test
  void decide_weeklyLimitReached_waitsUntilTheOldestCountedReservationLeavesTheWeek() {
    Pacing pacing = new Pacing(UTC_OFFICE, 20, OptionalInt.of(3), Optional.empty());
    Instant oldest = at("2026-02-27T10:00:00Z");
    List<Instant> reserved =
        List.of(
            at("2026-02-26T12:00:00Z"),
            oldest,
            at("2026-03-02T10:00:00Z"),
            at("2026-03-04T10:00:00Z"));
    // The first lies exactly 7 x 24 h back and no longer counts; the second leaves on Friday 10:00.
    assertThat(pacing.decide(THURSDAY_NOON, new SenderUsage(0, reserved, null)))
        .isEqualTo(new Wait(oldest.plus(Duration.ofDays(7)), WaitReason.WEEKLY_LIMIT));
    assertThat(pacing.decide(THURSDAY_NOON, new SenderUsage(0, reserved.subList(2, 4), null)))
        .isEqualTo(new Go());
  }

  @Test
  void decide_weeklyLimitExceeded_waitsUntilEnoughHaveLeft() {
    Pacing pacing = new Pacing(UTC_OFFICE, 20, OptionalInt.of(2), Optional.empty());
    List<Instant> reserved =
        List.of(at("2026-03-02T10:00:00Z"), at("2026-03-03T10:00:00Z"), at("2026-03-04T10:00:00Z"));
    // Room for one more needs two of the three gone: Tuesday's leaves the next Tuesday 10:00.
    assertThat(pacing.decide(THURSDAY_NOON, new SenderUsage(0, reserved, null)))
        .isEqualTo(new Wait(at("2026-03-10T10:00:00Z"), WaitReason.WEEKLY_LIMIT));
  }

  @Test
  void decide_weeklyRoomOnASaturday_waitsForMondaysOpening() {
    Pacing pacing = new Pacing(UTC_OFFICE, 20, OptionalInt.of(1), Optional.empty());
    List<Instant> reserved = List.of(at("2026-02-28T10:00:00Z"));
    // It leaves the week on Saturday 2026-03-07 10:00, outside the hours.
    assertThat(pacing.decide(at("2026-03-06T12:00:00Z"), new SenderUsage(0, reserved, null)))
        .isEqualTo(new Wait(at("2026-03-09T09:00:00Z"), WaitReason.WEEKLY_LIMIT));
  }

  @Test
  void decide_severalReasons_waitsForTheLatest() {
    Pacing pacing = new Pacing(UTC_OFFICE, 20, OptionalInt.of(1), Optional.empty());
    SenderUsage usage =
        new SenderUsage(20, List.of(at("2026-03-04T10:00:00Z")), at("2026-03-05T20:00:00Z"));
    assertThat(pacing.decide(at("2026-03-05T19:00:00Z"), usage))
        .isEqualTo(new Wait(at("2026-03-11T10:00:00Z"), WaitReason.WEEKLY_LIMIT));
  }

  @Test
  void decide_zeroLimits_waitsLaterThanNow() {
    Pacing pacing = new Pacing(UTC_OFFICE, 0, OptionalInt.of(0), Optional.empty());
    PacingDecision decision = pacing.decide(THURSDAY_NOON, SenderUsage.none());
    assertThat(decision).isInstanceOf(Wait.class);
    assertThat(((Wait) decision).notBefore()).isAfter(THURSDAY_NOON);
  }

  @Test
  void usage_remainingTodayAndThisWeek_forTheUsageApi() {
    Pacing pacing =
        new Pacing(UTC_OFFICE, 20, OptionalInt.of(3), Optional.of(LocalDate.parse("2026-03-04")));
    List<Instant> reserved =
        List.of(at("2026-02-26T12:00:00Z"), at("2026-03-02T10:00:00Z"), at("2026-03-05T12:00:00Z"));
    assertThat(pacing.remainingToday(THURSDAY_NOON, 2)).isEqualTo(5);
    assertThat(pacing.remainingToday(THURSDAY_NOON, 9)).isZero();
    assertThat(Pacing.usedInWeekEndingAt(THURSDAY_NOON, reserved)).isEqualTo(2);
    assertThat(pacing.remainingThisWeek(THURSDAY_NOON, reserved)).hasValue(1);
    assertThat(TWENTY_A_DAY.remainingThisWeek(THURSDAY_NOON, reserved)).isEmpty();
  }

  @Test
  void negativeLimits_areRejected() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new Pacing(UTC_OFFICE, -1, OptionalInt.empty(), Optional.empty()));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new Pacing(UTC_OFFICE, 1, OptionalInt.of(-1), Optional.empty()));
    assertThatIllegalArgumentException().isThrownBy(() -> new SenderUsage(-1, List.of(), null));
  }
}
