package com.outreach.domain.user;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** A plan is current while its label is set and its expiry, if any, lies ahead (D-1, spec 5.4). */
class PlanTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");

  @Test
  void of_isALabelWithoutExpiry() {
    assertThat(Plan.of("PRO")).isEqualTo(new Plan("PRO", null));
    assertThat(Plan.DEFAULT_ID).isEqualTo("CUSTOMER");
  }

  @Test
  void isCurrent_aroundTheExpiry() {
    Plan plan = new Plan("PRO", NOW);

    assertThat(plan.isCurrent(NOW.minusNanos(1))).isTrue();
    assertThat(plan.isCurrent(NOW)).isFalse();
    assertThat(plan.isCurrent(NOW.plusNanos(1))).isFalse();
  }

  @Test
  void isCurrent_withoutExpiry_isTrueAtAnyTime() {
    assertThat(Plan.of("PRO").isCurrent(Instant.MAX)).isTrue();
  }

  @Test
  void isCurrent_withoutALabel_isFalseEvenBeforeExpiry() {
    assertThat(new Plan(null, NOW.plusSeconds(60)).isCurrent(NOW)).isFalse();
    assertThat(new Plan(" ", null).isCurrent(NOW)).isFalse();
  }
}
