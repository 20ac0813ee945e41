package com.outreach.domain.engine;

import java.time.Duration;
import java.util.Objects;
import java.util.random.RandomGenerator;

/** D-39 spacing between two actions of one sender: a uniform draw in [min, max]. */
public record Gap(Duration min, Duration max) {
  public Gap {
    Objects.requireNonNull(min, "min");
    Objects.requireNonNull(max, "max");
    if (min.isNegative() || min.compareTo(max) > 0) {
      throw new IllegalArgumentException("need 0 <= min <= max: " + min + ", " + max);
    }
  }

  /**
   * A gap drawn uniformly in whole milliseconds from min on, never beyond max; exactly min when min
   * equals max (then {@code random} is not used). Whole milliseconds survive any timestamp column.
   */
  public Duration draw(RandomGenerator random) {
    long spanMillis = max.minus(min).toMillis();
    if (spanMillis == 0) {
      return min;
    }
    return min.plusMillis(random.nextLong(spanMillis + 1));
  }
}
