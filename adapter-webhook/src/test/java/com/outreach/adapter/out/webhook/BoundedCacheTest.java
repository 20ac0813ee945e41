package com.outreach.adapter.out.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BoundedCacheTest {

  @Test
  void aValue_isComputedOncePerKey() {
    BoundedCache<String, Integer> cache = new BoundedCache<>(10);
    AtomicInteger computed = new AtomicInteger();

    cache.get("a", k -> computed.incrementAndGet());
    Integer again = cache.get("a", k -> computed.incrementAndGet());

    assertThat(again).isEqualTo(1);
    assertThat(computed).hasValue(1);
  }

  @Test
  void whenFull_itStartsOverRatherThanGrow() {
    BoundedCache<Integer, Integer> cache = new BoundedCache<>(3);
    for (int i = 0; i < 10; i++) {
      cache.get(i, k -> k);
    }
    assertThat(cache.size()).isLessThanOrEqualTo(3);
    assertThat(cache.get(9, k -> -1)).isEqualTo(9);
  }

  @Test
  void aComputationThatThrows_keepsNothing() {
    BoundedCache<String, URI> cache = new BoundedCache<>(3);

    assertThatThrownBy(() -> cache.get("http://bad host/", URI::create))
        .isInstanceOf(IllegalArgumentException.class);

    assertThat(cache.size()).isZero();
  }
}
