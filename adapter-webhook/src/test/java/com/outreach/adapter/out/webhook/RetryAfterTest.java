package com.outreach.adapter.out.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Retry-After as D-26 honours it: delay seconds or an HTTP date, anything else ignored. */
class RetryAfterTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");

  @Test
  void seconds() {
    assertThat(RetryAfter.parse(" 30 ", NOW)).isEqualTo(Duration.ofSeconds(30));
  }

  @Test
  void anHttpDate_isTheTimeUntilThen_andAPastOneIsNoDelay() {
    assertThat(RetryAfter.parse("Sun, 01 Mar 2026 10:02:00 GMT", NOW))
        .isEqualTo(Duration.ofMinutes(2));
    assertThat(RetryAfter.parse("Sun, 01 Mar 2026 09:00:00 GMT", NOW)).isEqualTo(Duration.ZERO);
  }

  @Test
  void garbage_absent_andNegative_areIgnored() {
    assertThat(RetryAfter.parse("soon", NOW)).isNull();
    assertThat(RetryAfter.parse(null, NOW)).isNull();
    assertThat(RetryAfter.parse("-5", NOW)).isNull();
    assertThat(RetryAfter.parse("99999999999999999999999", NOW)).isNull();
  }
}
