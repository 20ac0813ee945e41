package com.outreach.adapter.in.http.support;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Token buckets per client key (a token, or a client address): {@code ratePerSecond} sustained,
 * bursts up to {@code burst} (D-30 defaults: 50 a second, bursts to 100). Buckets of idle keys
 * are dropped after a minute.
 */
public final class RateLimiter {
  private final long ratePerSecond;
  private final long burst;
  private final Duration refillPeriod;
  private final Cache<String, Bucket> buckets;

  public RateLimiter(long ratePerSecond, long burst, Duration refillPeriod) {
    this.ratePerSecond = ratePerSecond;
    this.burst = burst;
    this.refillPeriod = refillPeriod;
    this.buckets = Caffeine.newBuilder().expireAfterAccess(Duration.ofMinutes(1)).maximumSize(200_000).build();
  }

  /** Takes one request from the key's bucket and says what is left. */
  public Decision take(String key) {
    Bucket bucket = buckets.get(key, k -> Bucket.builder()
        .addLimit(Bandwidth.builder().capacity(burst).refillGreedy(ratePerSecond, refillPeriod).build())
        .build());
    ConsumptionProbe probe = bucket.tryConsumeAndReturnRemaining(1);
    long remaining = probe.getRemainingTokens();
    long nanosPerToken = refillPeriod.toNanos() / ratePerSecond;
    long secondsToFull = ceilSeconds((burst - remaining) * nanosPerToken);
    long retryAfter = probe.isConsumed() ? 0 : Math.max(1, ceilSeconds(probe.getNanosToWaitForRefill()));
    return new Decision(probe.isConsumed(), burst, remaining, secondsToFull, retryAfter);
  }

  private static long ceilSeconds(long nanos) {
    return (nanos + TimeUnit.SECONDS.toNanos(1) - 1) / TimeUnit.SECONDS.toNanos(1);
  }

  /** The outcome for one request, as the {@code X-RateLimit-*} and {@code Retry-After} headers show it. */
  public record Decision(boolean allowed, long limit, long remaining, long resetSeconds, long retryAfterSeconds) {}
}
