package com.outreach.domain.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GapTest {
  @Test
  void draw_staysWithinMinAndMax_andReachesBothEnds() {
    Gap gap = new Gap(Duration.ofMillis(1_000), Duration.ofMillis(1_003));
    SplittableRandom random = new SplittableRandom(7);
    Set<Duration> seen = new HashSet<>();
    for (int i = 0; i < 1_000; i++) {
      seen.add(gap.draw(random));
    }
    assertThat(seen)
        .containsExactlyInAnyOrder(
            Duration.ofMillis(1_000),
            Duration.ofMillis(1_001),
            Duration.ofMillis(1_002),
            Duration.ofMillis(1_003));
  }

  @Test
  void draw_defaultGap_isUniformBetweenOneAndThreeMinutes() {
    Gap gap = new Gap(Duration.ofMinutes(1), Duration.ofMinutes(3));
    SplittableRandom random = new SplittableRandom(42);
    long belowTwoMinutes = 0;
    for (int i = 0; i < 10_000; i++) {
      Duration drawn = gap.draw(random);
      assertThat(drawn).isBetween(gap.min(), gap.max());
      belowTwoMinutes += drawn.compareTo(Duration.ofMinutes(2)) < 0 ? 1 : 0;
    }
    assertThat(belowTwoMinutes).isBetween(4_700L, 5_300L);
  }

  @Test
  void draw_minEqualToMax_isMin_withoutRandomness() {
    Duration ninety = Duration.ofSeconds(90);
    assertThat(new Gap(ninety, ninety).draw(null)).isEqualTo(ninety);
    assertThat(new Gap(Duration.ZERO, Duration.ZERO).draw(null)).isEqualTo(Duration.ZERO);
  }

  @Test
  void invalidGaps_areRejected() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new Gap(Duration.ofMinutes(3), Duration.ofMinutes(1)));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new Gap(Duration.ofSeconds(-1), Duration.ofMinutes(1)));
  }
}
