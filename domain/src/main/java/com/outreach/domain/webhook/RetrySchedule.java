package com.outreach.domain.webhook;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.DoubleSupplier;

/**
 * When a webhook delivery is attempted (D-26): the nominal delay before each attempt (the first is
 * normally immediate), each stretched or shrunk by up to {@code jitter} from an injected random
 * source, so that many failures of one moment do not retry in one burst. After the last attempt a
 * delivery fails.
 */
public final class RetrySchedule {
  /** Immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h: about three days (D-26). */
  public static final List<Duration> STANDARD =
      List.of(
          Duration.ZERO,
          Duration.ofSeconds(5),
          Duration.ofMinutes(5),
          Duration.ofMinutes(30),
          Duration.ofHours(2),
          Duration.ofHours(5),
          Duration.ofHours(10),
          Duration.ofHours(14),
          Duration.ofHours(20),
          Duration.ofHours(24));

  private final List<Duration> delays;
  private final double jitter;
  private final DoubleSupplier random;

  /**
   * @param delays the nominal delay before attempt 1, 2, ...; at least one, none negative
   * @param jitter the largest relative deviation, from 0 to 1 (0.2 is ±20 %)
   * @param random values in [0, 1), such as {@code ThreadLocalRandom.current()::nextDouble}
   */
  public RetrySchedule(List<Duration> delays, double jitter, DoubleSupplier random) {
    if (delays.isEmpty() || delays.stream().anyMatch(Duration::isNegative)) {
      throw new IllegalArgumentException(
          "delays must be one or more non-negative durations: " + delays);
    }
    if (jitter < 0 || jitter > 1) {
      throw new IllegalArgumentException("jitter must be from 0 to 1: " + jitter);
    }
    this.delays = List.copyOf(delays);
    this.jitter = jitter;
    this.random = Objects.requireNonNull(random);
  }

  /** The number of attempts a delivery gets before it fails for good. */
  public int attempts() {
    return delays.size();
  }

  /** The delay before attempt {@code attempt} (1-based) as configured, without jitter. */
  public Duration nominalDelayBefore(int attempt) {
    if (attempt < 1 || attempt > delays.size()) {
      throw new IllegalArgumentException(
          "attempt must be from 1 to " + delays.size() + ": " + attempt);
    }
    return delays.get(attempt - 1);
  }

  /** The delay before attempt {@code attempt}, jittered: nominal × (1 ± jitter). */
  public Duration delayBefore(int attempt) {
    Duration nominal = nominalDelayBefore(attempt);
    double factor = 1 + jitter * (2 * random.getAsDouble() - 1);
    return Duration.ofNanos(Math.round(nominal.toNanos() * factor));
  }
}
