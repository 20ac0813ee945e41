package com.outreach.application.fake;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class MutableClockTest {
  @Test
  void standsStillUntilAdvancedOrSet() {
    MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");

    assertThat(clock.instant()).isEqualTo(Instant.parse("2026-03-01T10:00:00Z"));
    assertThat(clock.getZone()).isEqualTo(ZoneOffset.UTC);
    clock.advance(Duration.ofMillis(1500));
    assertThat(clock.instant()).isEqualTo(Instant.parse("2026-03-01T10:00:01.500Z"));
    clock.set(Instant.EPOCH);
    assertThat(clock.millis()).isZero();
  }

  @Test
  void aClockInAnotherZone_sharesTheTime() {
    MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
    Clock berlin = clock.withZone(ZoneId.of("Europe/Berlin"));

    clock.advance(Duration.ofHours(1));

    assertThat(berlin.getZone()).isEqualTo(ZoneId.of("Europe/Berlin"));
    assertThat(berlin.instant()).isEqualTo(Instant.parse("2026-03-01T11:00:00Z"));
  }
}
