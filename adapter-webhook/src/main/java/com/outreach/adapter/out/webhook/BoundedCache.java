package com.outreach.adapter.out.webhook;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Values worked out once per key and kept for the next sends to the same webhook (its parsed
 * callback URL, its keyed signer). At most {@code max} entries: when full it starts over empty,
 * which costs a few recomputations and keeps no bookkeeping on the hot path; an instance delivers
 * to far fewer webhooks than that at a time.
 */
final class BoundedCache<K, V> {
  private final int max;
  private final Map<K, V> values = new ConcurrentHashMap<>();

  BoundedCache(int max) {
    this.max = max;
  }

  /** The value for {@code key}; {@code compute} may throw, and then nothing is kept. */
  V get(K key, Function<K, V> compute) {
    V value = values.get(key);
    if (value != null) {
      return value;
    }
    if (values.size() >= max) {
      values.clear();
    }
    return values.computeIfAbsent(key, compute);
  }

  int size() {
    return values.size();
  }
}
