package com.outreach.domain.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** D-26: the retry schedule, its ±20 % jitter and its end. */
class RetryScheduleTest {
  private static RetrySchedule standard(double random) {
    return new RetrySchedule(RetrySchedule.STANDARD, 0.2, () -> random);
  }

  @Test
  void theStandardSchedule_isTenAttempts_ofAboutThreeDays() {
    RetrySchedule schedule = standard(0.5);

    assertThat(schedule.attempts()).isEqualTo(10);
    assertThat(schedule.nominalDelayBefore(1)).isZero();
    assertThat(schedule.nominalDelayBefore(2)).isEqualTo(Duration.ofSeconds(5));
    assertThat(schedule.nominalDelayBefore(10)).isEqualTo(Duration.ofHours(24));
    assertThat(RetrySchedule.STANDARD.stream().reduce(Duration.ZERO, Duration::plus))
        .isEqualTo(Duration.parse("PT75H35M5S"));
  }

  @Test
  void jitter_staysWithinTwentyPercent_atBothEnds_andIsNoneInTheMiddle() {
    assertThat(standard(0.0).delayBefore(4)).isEqualTo(Duration.ofMinutes(24));
    assertThat(standard(0.5).delayBefore(4)).isEqualTo(Duration.ofMinutes(30));
    assertThat(standard(Math.nextDown(1.0)).delayBefore(4))
        .isBetween(Duration.ofMillis(2_159_999), Duration.ofMinutes(36));
    assertThat(standard(0.0).delayBefore(1)).as("immediately stays immediately").isZero();
  }

  @Test
  void attemptsOutsideTheSchedule_areRefused() {
    assertThatThrownBy(() -> standard(0.5).delayBefore(11))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("attempt must be from 1 to 10: 11");
    assertThatThrownBy(() -> standard(0.5).nominalDelayBefore(0))
        .hasMessage("attempt must be from 1 to 10: 0");
  }

  @Test
  void aScheduleNeedsAttempts_andJitterFromZeroToOne() {
    assertThatThrownBy(() -> new RetrySchedule(List.of(), 0.2, () -> 0.5))
        .hasMessage("delays must be one or more non-negative durations: []");
    assertThatThrownBy(() -> new RetrySchedule(List.of(Duration.ofSeconds(-1)), 0.2, () -> 0.5))
        .hasMessage("delays must be one or more non-negative durations: [PT-1S]");
    assertThatThrownBy(() -> new RetrySchedule(List.of(Duration.ZERO), 1.5, () -> 0.5))
        .hasMessage("jitter must be from 0 to 1: 1.5");
  }
}
