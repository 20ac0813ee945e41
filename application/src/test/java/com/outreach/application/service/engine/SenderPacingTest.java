package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.Pacing;
import java.time.DayOfWeek;
import java.time.ZoneId;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A sender's settings made into its pacing (D-38, D-39): kept by value, so a changed setting
 * applies at once.
 */
class SenderPacingTest {
  private final SenderPacing pacing =
      new SenderPacing(ScheduleDefaults.parse("MON,TUE,WED,THU,FRI", "09:00", "17:00"));

  @Test
  void theDeploymentDefaultsFillWhatTheSenderLeavesUnset() {
    Pacing paced =
        pacing.of(sender("Europe/Paris", null, "10:00", 40), Step.Kind.MESSAGE).orElseThrow();

    assertThat(paced.hours().zone()).isEqualTo(ZoneId.of("Europe/Paris"));
    assertThat(paced.hours().days()).isEqualTo(EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY));
    assertThat(paced.hours().startMinute()).isEqualTo(600);
    assertThat(paced.hours().endMinute()).isEqualTo(17 * 60);
    assertThat(paced.dailyLimit()).isEqualTo(40);
  }

  @Test
  void aChangedScheduleOrLimitIsUsedAtOnce_andTheSameSettingsGiveTheSamePacing() {
    Pacing before =
        pacing.of(sender("Europe/Paris", "MON", "10:00", 40), Step.Kind.MESSAGE).orElseThrow();

    assertThat(pacing.of(sender("Europe/Paris", "MON", "10:00", 40), Step.Kind.MESSAGE))
        .containsSame(before);
    assertThat(
            pacing
                .of(sender("Europe/Paris", "SAT,SUN", "10:00", 40), Step.Kind.MESSAGE)
                .orElseThrow()
                .hours()
                .days())
        .containsExactly(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY);
    assertThat(
            pacing
                .of(sender("Europe/Paris", "MON", "10:00", 12), Step.Kind.MESSAGE)
                .orElseThrow()
                .dailyLimit())
        .isEqualTo(12);
    assertThat(
            pacing
                .of(sender("Asia/Tokyo", "MON", "10:00", 40), Step.Kind.MESSAGE)
                .orElseThrow()
                .hours()
                .zone())
        .isEqualTo(ZoneId.of("Asia/Tokyo"));
  }

  @Test
  void oneSendersChangedSettingIsUsedAtOnce_whateverItChanged() {
    UUID id = UUID.randomUUID();
    SenderState before = sender(id, "Europe/Paris", "MON", "10:00", 40, null);
    Pacing paced = pacing.of(before, Step.Kind.INVITE).orElseThrow();

    assertThat(pacing.of(sender(id, "Europe/Paris", "MON", "10:00", 40, null), Step.Kind.INVITE))
        .containsSame(paced);
    assertThat(
            pacing
                .of(sender(id, "Asia/Tokyo", "MON", "10:00", 40, null), Step.Kind.INVITE)
                .orElseThrow()
                .hours()
                .zone())
        .isEqualTo(ZoneId.of("Asia/Tokyo"));
    assertThat(
            pacing
                .of(sender(id, "Europe/Paris", "TUE", "10:00", 40, null), Step.Kind.INVITE)
                .orElseThrow()
                .hours()
                .days())
        .containsExactly(DayOfWeek.TUESDAY);
    assertThat(
            pacing
                .of(sender(id, "Europe/Paris", "MON", "11:00", 40, null), Step.Kind.INVITE)
                .orElseThrow()
                .hours()
                .startMinute())
        .isEqualTo(660);
    assertThat(
            pacing
                .of(sender(id, "Europe/Paris", "MON", "10:00", 7, null), Step.Kind.INVITE)
                .orElseThrow()
                .dailyLimit())
        .isEqualTo(7);
    assertThat(
            pacing
                .of(
                    sender(
                        id,
                        "Europe/Paris",
                        "MON",
                        "10:00",
                        40,
                        java.time.Instant.parse("2026-11-20T12:00:00Z")),
                    Step.Kind.INVITE)
                .orElseThrow()
                .warmUpStartedOn())
        .contains(java.time.LocalDate.parse("2026-11-20"));
    assertThat(
            pacing
                .of(
                    sender(
                        id,
                        "Europe/Paris",
                        "MON",
                        "10:00",
                        40,
                        java.time.Instant.parse("2026-11-20T12:00:00Z")),
                    Step.Kind.MESSAGE)
                .orElseThrow()
                .warmUpStartedOn())
        .as("D-38: no warm-up of messages")
        .isEmpty();
    assertThat(pacing.of(sender(id, "Europe/Paris", "MON", "18:00", 40, null), Step.Kind.INVITE))
        .isEmpty();
  }

  @Test
  void aStartNotBeforeTheDefaultEnd_leavesNoWindow() {
    assertThat(pacing.of(sender("UTC", null, "18:00", 40), Step.Kind.MESSAGE)).isEmpty();
  }

  private static SenderState sender(
      UUID id, String zone, String days, String start, int daily, java.time.Instant warmUp) {
    return new SenderState(
        id,
        true,
        false,
        null,
        "sam@acme.example",
        ZoneId.of(zone),
        days,
        start,
        null,
        daily,
        OptionalInt.empty(),
        warmUp,
        null,
        0,
        List.of(),
        null,
        null,
        null);
  }

  private static SenderState sender(String zone, String days, String start, int daily) {
    return new SenderState(
        UUID.randomUUID(),
        true,
        false,
        null,
        "sam@acme.example",
        ZoneId.of(zone),
        days,
        start,
        null,
        daily,
        OptionalInt.empty(),
        null,
        null,
        0,
        List.of(),
        null,
        null,
        null);
  }
}
