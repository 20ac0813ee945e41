package com.outreach.domain.account;

import static java.time.DayOfWeek.FRIDAY;
import static java.time.DayOfWeek.MONDAY;
import static java.time.DayOfWeek.SUNDAY;
import static java.time.DayOfWeek.WEDNESDAY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.shared.Change;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.DayOfWeek;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** D-39: working hours, their parsing (with 24:00), defaults and changes. */
class SendingScheduleTest {
  private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

  private static void assertInvalid(Runnable r) {
    assertThatThrownBy(r::run)
        .isInstanceOfSatisfying(
            DomainException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_SCHEDULE))
        .hasMessage("Invalid schedule!");
  }

  @Test
  void timesOfDay_areHHMM_from0000To2400() {
    assertThat(TimeOfDay.parse("00:00").minuteOfDay()).isZero();
    assertThat(TimeOfDay.parse("09:30").minuteOfDay()).isEqualTo(570);
    assertThat(TimeOfDay.parse("23:59").minuteOfDay()).isEqualTo(1439);
    assertThat(TimeOfDay.parse("24:00")).isEqualTo(TimeOfDay.END_OF_DAY);
    assertThat(TimeOfDay.parse("24:00").isEndOfDay()).isTrue();
    assertThat(TimeOfDay.parse("07:05").toString()).isEqualTo("07:05");
    assertThat(TimeOfDay.END_OF_DAY.toString()).isEqualTo("24:00");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "9:00",
        "09:0",
        "24:01",
        "25:00",
        "12:60",
        "0900",
        "09:00:00",
        " 09:00",
        "09.00",
        "ab:cd",
        "-1:00"
      })
  void malformedTimes_areInvalidSchedule(String text) {
    assertInvalid(() -> TimeOfDay.parse(text));
  }

  @Test
  void days_areCaseInsensitive_collapseDuplicates_andComeOutInWeekOrder() {
    Set<DayOfWeek> days = SendingSchedule.parseDays(List.of("wed", "Mon", "MON", "sun"));

    assertThat(days).containsExactly(MONDAY, WEDNESDAY, SUNDAY);
    assertThat(SendingSchedule.dayNames(days)).containsExactly("MON", "WED", "SUN");
    assertThat(SendingSchedule.daysText(days)).isEqualTo("MON,WED,SUN");
    assertThat(SendingSchedule.parseDaysText("MON,WED,SUN")).isEqualTo(days);
    assertThat(SendingSchedule.daysText(null)).isNull();
    assertThat(SendingSchedule.parseDaysText(null)).isNull();
  }

  @Test
  void noDaysOrAnUnknownDay_isInvalidSchedule() {
    assertInvalid(() -> SendingSchedule.parseDays(List.of()));
    assertInvalid(() -> SendingSchedule.parseDays(List.of("MONDAY")));
    assertInvalid(() -> SendingSchedule.parseDays(List.of("MO")));
    assertInvalid(() -> SendingSchedule.parseDays(Arrays.asList("MON", null)));
    assertInvalid(() -> SendingSchedule.parseDaysText(""));
  }

  @Test
  void unsetParts_takeTheDeploymentDefaults() {
    ScheduleDefaults defaults = ScheduleDefaults.parse("MON,TUE", "08:00", "17:00");
    SendingSchedule own =
        new SendingSchedule(BERLIN, Set.of(FRIDAY), null, TimeOfDay.parse("24:00"));

    assertThat(own.effective(defaults))
        .isEqualTo(
            new SendingSchedule(
                BERLIN, Set.of(FRIDAY), TimeOfDay.parse("08:00"), TimeOfDay.END_OF_DAY));
    assertThat(SendingSchedule.byDefault(BERLIN).effective(defaults))
        .isEqualTo(new SendingSchedule(BERLIN, defaults.days(), defaults.start(), defaults.end()));
  }

  @Test
  void theStandardDefaults_areMonToFri_9To18() {
    assertThat(ScheduleDefaults.STANDARD.days())
        .containsExactly(MONDAY, DayOfWeek.TUESDAY, WEDNESDAY, DayOfWeek.THURSDAY, FRIDAY);
    assertThat(ScheduleDefaults.STANDARD.start()).hasToString("09:00");
    assertThat(ScheduleDefaults.STANDARD.end()).hasToString("18:00");
  }

  @Test
  void startMustLieBeforeEnd_ownOrEffective() {
    assertInvalid(
        () ->
            new SendingSchedule(BERLIN, null, TimeOfDay.parse("10:00"), TimeOfDay.parse("10:00")));
    assertInvalid(
        () ->
            new SendingSchedule(BERLIN, null, TimeOfDay.parse("11:00"), TimeOfDay.parse("10:00")));
    assertInvalid(() -> ScheduleDefaults.parse("MON", "18:00", "09:00"));
    // 19:00 alone is after the default end 18:00: no window.
    ScheduleChange lateStart =
        ScheduleChange.parse(null, Change.keep(), Change.to("19:00"), Change.keep());
    assertInvalid(
        () -> SendingSchedule.byDefault(BERLIN).changed(lateStart, ScheduleDefaults.STANDARD));
  }

  @Test
  void changed_keepsWhatIsNotSent_resetsWhatIsSentAsNull_andSetsTheRest() {
    SendingSchedule current =
        new SendingSchedule(
            BERLIN, Set.of(MONDAY), TimeOfDay.parse("07:00"), TimeOfDay.parse("12:00"));
    ScheduleChange change =
        ScheduleChange.parse("UTC", Change.to(List.of("fri")), Change.to(null), Change.keep());

    SendingSchedule next = current.changed(change, ScheduleDefaults.STANDARD);

    assertThat(next)
        .isEqualTo(
            new SendingSchedule(ZoneId.of("UTC"), Set.of(FRIDAY), null, TimeOfDay.parse("12:00")));
    assertThat(current.changed(ScheduleChange.NONE, ScheduleDefaults.STANDARD)).isEqualTo(current);
  }

  @Test
  void aScheduleZone_mustBeAnIanaRegion() {
    assertThat(
            ScheduleChange.parse("Europe/Berlin", Change.keep(), Change.keep(), Change.keep())
                .timeZone())
        .isEqualTo(BERLIN);
    for (String zone : new String[] {"", "Mars/Olympus", "+02:00", "CEST"}) {
      assertInvalid(() -> ScheduleChange.parse(zone, Change.keep(), Change.keep(), Change.keep()));
    }
    assertThatThrownBy(() -> SendingSchedule.ianaZone("+02:00", ErrorCode.INVALID_TIME_ZONE))
        .hasMessage("Invalid time zone!");
  }
}
