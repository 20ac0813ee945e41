package com.outreach.domain.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/** D-38: warm-up starts when switched from off to on and caps the day at 5 + 2 per day since. */
class WarmUpTest {
  private static final Instant T0 = Instant.parse("2026-03-01T23:30:00Z");
  private static final Instant LATER = T0.plusSeconds(3_600);

  @Test
  void switchingOn_startsItNow_switchingOnAgain_keepsTheStart_switchingOff_clearsIt() {
    WarmUp on = WarmUp.OFF.switchedTo(true, T0);

    assertThat(on).isEqualTo(new WarmUp(true, T0));
    assertThat(on.switchedTo(true, LATER)).isEqualTo(on);
    assertThat(on.switchedTo(false, LATER)).isEqualTo(WarmUp.OFF);
    assertThat(WarmUp.OFF.switchedTo(false, LATER)).isEqualTo(WarmUp.OFF);
    assertThat(on.switchedTo(false, LATER).switchedTo(true, LATER))
        .isEqualTo(new WarmUp(true, LATER));
  }

  @Test
  void aStartExistsExactlyWhileOn() {
    assertThat(WarmUp.since(null)).isEqualTo(WarmUp.OFF);
    assertThat(WarmUp.since(T0)).isEqualTo(new WarmUp(true, T0));
    assertThatThrownBy(() -> new WarmUp(true, null)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new WarmUp(false, T0)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theDailyCap_grows5Plus2PerCalendarDayInTheSendersZone_upToTheLimit() {
    WarmUp on = WarmUp.since(T0);
    ZoneId berlin = ZoneId.of("Europe/Berlin"); // 23:30 UTC is already 2 March in Berlin (UTC+1)

    assertThat(on.dailyCap(20, LocalDate.parse("2026-03-02"), berlin)).isEqualTo(5);
    assertThat(on.dailyCap(20, LocalDate.parse("2026-03-03"), berlin)).isEqualTo(7);
    assertThat(on.dailyCap(20, LocalDate.parse("2026-03-02"), ZoneId.of("UTC"))).isEqualTo(7);
    assertThat(on.dailyCap(20, LocalDate.parse("2026-03-30"), berlin)).isEqualTo(20);
    assertThat(on.dailyCap(3, LocalDate.parse("2026-03-02"), berlin)).isEqualTo(3);
    assertThat(WarmUp.OFF.dailyCap(20, LocalDate.parse("2026-03-02"), berlin)).isEqualTo(20);
  }
}
