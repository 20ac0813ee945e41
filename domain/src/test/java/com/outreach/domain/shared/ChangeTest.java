package com.outreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A PATCH field: kept, set, or reset to its default with null. */
class ChangeTest {
  @Test
  void keep_keepsTheCurrentValue_to_replacesIt_evenWithNull() {
    assertThat(Change.<String>keep().applyTo("a")).isEqualTo("a");
    assertThat(Change.to("b").applyTo("a")).isEqualTo("b");
    assertThat(Change.<String>to(null).applyTo("a")).isNull();
    assertThat(Change.keep().given()).isFalse();
    assertThat(Change.to(null).given()).isTrue();
  }

  @Test
  void map_convertsOnlyAGivenNonNullValue() {
    assertThat(Change.to("7").map(Integer::parseInt)).isEqualTo(Change.to(7));
    assertThat(Change.<String>to(null).map(Integer::parseInt)).isEqualTo(Change.to(null));
    assertThat(Change.<String>keep().map(Integer::parseInt)).isEqualTo(Change.keep());
  }
}
