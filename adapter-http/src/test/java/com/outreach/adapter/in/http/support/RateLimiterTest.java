package com.outreach.adapter.in.http.support;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.in.http.support.RateLimiter.Decision;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * D-30's token bucket on a clock the test moves: 2 a second (one back every 500 ms), bursts of 3.
 */
class RateLimiterTest {
  private long now = 1_000_000_000L;
  private final RateLimiter limiter = new RateLimiter(2, 3, Duration.ofSeconds(1), () -> now);

  @Test
  void aBurstIsServed_thenRefusedWithRetryAfter_andNothingIsTakenByARefusal() {
    assertThat(limiter.take("a")).isEqualTo(new Decision(true, 3, 2, 1, 0));
    assertThat(limiter.take("a")).isEqualTo(new Decision(true, 3, 1, 1, 0));
    assertThat(limiter.take("a")).isEqualTo(new Decision(true, 3, 0, 2, 0));
    assertThat(limiter.take("a")).isEqualTo(new Decision(false, 3, 0, 2, 1));
    assertThat(limiter.take("a")).isEqualTo(new Decision(false, 3, 0, 2, 1));

    advance(499);
    assertThat(limiter.take("a").allowed()).isFalse();
    advance(1);
    assertThat(limiter.take("a")).isEqualTo(new Decision(true, 3, 0, 2, 0));
  }

  @Test
  void tokensComeBackContinuously_upToTheBurst() {
    limiter.take("a");
    limiter.take("a");
    limiter.take("a");

    advance(750); // one and a half back
    assertThat(limiter.take("a")).isEqualTo(new Decision(true, 3, 0, 2, 0));
    advance(250); // another half: one whole token back, taken at once
    assertThat(limiter.take("a")).isEqualTo(new Decision(true, 3, 0, 2, 0));
    advance(10_000); // far longer than a refill: full, never more
    assertThat(limiter.take("a")).isEqualTo(new Decision(true, 3, 2, 1, 0));
  }

  @Test
  void keysHaveBudgetsOfTheirOwn() {
    limiter.take("a");
    limiter.take("a");
    limiter.take("a");

    assertThat(limiter.take("a").allowed()).isFalse();
    assertThat(limiter.take("b")).isEqualTo(new Decision(true, 3, 2, 1, 0));
  }

  @Test
  void fullBucketsAreDropped_whenANewKeyComesASecondLater_spentOnesAreKept() {
    limiter.take("full-soon");
    limiter.take("spent");
    limiter.take("spent");
    limiter.take("spent");

    advance(1_000); // "full-soon" is full again, "spent" has two of three back
    limiter.take("newcomer");

    assertThat(limiter.keys()).isEqualTo(2);
    assertThat(limiter.take("spent")).isEqualTo(new Decision(true, 3, 1, 1, 0));
    assertThat(limiter.take("full-soon")).isEqualTo(new Decision(true, 3, 2, 1, 0));
  }

  @Test
  void aPerMinuteBudget_waitsInWholeSeconds() {
    RateLimiter perMinute = new RateLimiter(30, 30, Duration.ofMinutes(1), () -> now);
    for (int i = 0; i < 30; i++) {
      assertThat(perMinute.take("address").allowed()).isTrue();
    }

    Decision refused = perMinute.take("address");

    assertThat(refused).isEqualTo(new Decision(false, 30, 0, 60, 2));
  }

  private void advance(long millis) {
    now += TimeUnit.MILLISECONDS.toNanos(millis);
  }
}
