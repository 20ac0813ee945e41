package com.outreach.adapter.in.http.support;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Token buckets per client key (a token, or a client address): {@code ratePerSecond} sustained,
 * bursts up to {@code burst} (D-30 defaults: 50 a second, bursts to 100).
 *
 * <p>A full bucket is the same as a new one, so full buckets are dropped, at most once a second
 * when a new key arrives; the map holds only keys that spent part of their budget lately. A request
 * costs one map read and one compare-and-set, where a cache with access-order expiry and a bucket
 * object per take cost twice the framework's own work for a cached caller.
 */
public final class RateLimiter {
  private static final long SWEEP_INTERVAL = TimeUnit.SECONDS.toNanos(1);
  private static final long NANOS_PER_SECOND = TimeUnit.SECONDS.toNanos(1);

  private final long burst;
  private final long nanosPerToken;
  private final long capacityNanos;
  private final LongSupplier clock;
  private final ConcurrentMap<String, TokenBucket> buckets = new ConcurrentHashMap<>();
  private final AtomicLong lastSweep;

  public RateLimiter(long ratePerSecond, long burst, Duration refillPeriod) {
    this(ratePerSecond, burst, refillPeriod, System::nanoTime);
  }

  RateLimiter(long ratePerSecond, long burst, Duration refillPeriod, LongSupplier nanoClock) {
    this.burst = burst;
    this.nanosPerToken = refillPeriod.toNanos() / ratePerSecond;
    this.capacityNanos = burst * nanosPerToken;
    this.clock = nanoClock;
    this.lastSweep = new AtomicLong(nanoClock.getAsLong());
  }

  /** Takes one request from the key's bucket and says what is left. */
  public Decision take(String key) {
    long now = clock.getAsLong();
    while (true) {
      TokenBucket bucket = buckets.get(key);
      if (bucket == null) {
        bucket = newBucket(key, now);
      }
      long untilFull = bucket.take(now, nanosPerToken, capacityNanos);
      if (untilFull == TokenBucket.RETIRED_BUCKET) {
        buckets.remove(key, bucket);
        continue;
      }
      return untilFull >= 0 ? allowed(untilFull) : refused(-1 - untilFull);
    }
  }

  /** Keys that hold a bucket now (full buckets not yet swept included). */
  int keys() {
    return buckets.size();
  }

  private TokenBucket newBucket(String key, long now) {
    TokenBucket fresh = new TokenBucket(now);
    TokenBucket raced = buckets.putIfAbsent(key, fresh);
    if (raced != null) {
      return raced;
    }
    sweepIfDue(now);
    return fresh;
  }

  private void sweepIfDue(long now) {
    long last = lastSweep.get();
    if (now - last < SWEEP_INTERVAL || !lastSweep.compareAndSet(last, now)) {
      return;
    }
    buckets.forEach(
        (key, bucket) -> {
          if (bucket.retireIfFull(now)) {
            buckets.remove(key, bucket);
          }
        });
  }

  private Decision allowed(long nanosUntilFull) {
    long remaining = (capacityNanos - nanosUntilFull) / nanosPerToken;
    return new Decision(true, burst, remaining, secondsToFull(remaining), 0);
  }

  private Decision refused(long nanosUntilFull) {
    long remaining = (capacityNanos - nanosUntilFull) / nanosPerToken;
    long nanosToNextToken = nanosUntilFull + nanosPerToken - capacityNanos;
    return new Decision(
        false,
        burst,
        remaining,
        secondsToFull(remaining),
        Math.max(1, ceilSeconds(nanosToNextToken)));
  }

  /** As the headers have always said it: the whole tokens missing, each at its refill time. */
  private long secondsToFull(long remaining) {
    return ceilSeconds((burst - remaining) * nanosPerToken);
  }

  private static long ceilSeconds(long nanos) {
    return (nanos + NANOS_PER_SECOND - 1) / NANOS_PER_SECOND;
  }

  /**
   * The outcome for one request, as the {@code X-RateLimit-*} and {@code Retry-After} headers show
   * it.
   */
  public record Decision(
      boolean allowed, long limit, long remaining, long resetSeconds, long retryAfterSeconds) {}
}
