package com.outreach.domain.engine;

import java.time.Duration;
import java.util.random.RandomGenerator;

/** D-39 spacing: a uniform draw in [min, max] (placeholder). */
public record Gap(Duration min, Duration max) {
  public Duration draw(RandomGenerator random) {
    long span = max.toMillis() - min.toMillis();
    return span <= 0 ? min : min.plusMillis(random.nextLong(span + 1));
  }
}
