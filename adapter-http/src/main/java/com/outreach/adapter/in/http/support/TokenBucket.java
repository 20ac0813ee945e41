package com.outreach.adapter.in.http.support;

import java.util.concurrent.atomic.AtomicLong;

/**
 * One client key's bucket as a single number: the moment (in {@link System#nanoTime()} terms) at
 * which it is full again. Taking a token pushes that moment one token's refill time later, allowed
 * while it stays within {@code burst} tokens' refill time of now; a refused take changes nothing.
 * This is the greedy refill a token bucket has (tokens come back continuously), for one
 * compare-and-set per request instead of a lock or an object per take.
 */
final class TokenBucket {
  /** A bucket a sweep dropped from its map: takers must look the key up again. */
  private static final long RETIRED = Long.MIN_VALUE;

  static final long RETIRED_BUCKET = Long.MIN_VALUE;

  private final AtomicLong fullAt;

  TokenBucket(long now) {
    this.fullAt = new AtomicLong(now);
  }

  /**
   * Takes one token if there is one. Returns how long (in nanoseconds) until the bucket is full
   * again: after the take, or, refused, {@code -1 - that} (negative); {@link #RETIRED_BUCKET} when
   * a sweep dropped this bucket meanwhile.
   */
  long take(long now, long nanosPerToken, long capacityNanos) {
    while (true) {
      long current = fullAt.get();
      if (current == RETIRED) {
        return RETIRED_BUCKET;
      }
      long start = current - now > 0 ? current : now;
      long next = start + nanosPerToken;
      if (next - now > capacityNanos) {
        return -1 - (start - now);
      }
      if (fullAt.compareAndSet(current, next)) {
        return next - now;
      }
    }
  }

  /** Drops a full bucket (one that is the same as a new one), unless a take came first. */
  boolean retireIfFull(long now) {
    long current = fullAt.get();
    return current != RETIRED && current - now <= 0 && fullAt.compareAndSet(current, RETIRED);
  }
}
