package com.outreach.domain.stats;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class StatsRangeTest {
  private static final String MESSAGE =
      "Invalid range format! Range must be JSON with from and to in YYYY-MM-DD format.";

  @Test
  void parse_readsBothDays_inEitherOrder() {
    StatsRange expected = new StatsRange(LocalDate.of(2026, 2, 1), LocalDate.of(2026, 2, 28));
    assertThat(StatsRange.parse("{\"from\":\"2026-02-01\",\"to\":\"2026-02-28\"}"))
        .isEqualTo(expected);
    assertThat(StatsRange.parse(" {\n\"to\" : \"2026-02-28\", \"from\":\"2026-02-01\" } "))
        .isEqualTo(expected);
    assertThat(StatsRange.parse("{\"from\":\"2024-02-29\",\"to\":\"2024-02-29\"}").from())
        .isEqualTo(LocalDate.of(2024, 2, 29));
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(
      strings = {
        "",
        "{}",
        "{\"from\":\"2026-02-01\"}",
        "{\"to\":\"2026-02-01\",\"to\":\"2026-02-02\"}",
        "{\"from\":\"2026-02-02\",\"to\":\"2026-02-01\"}",
        "{\"from\":\"2025-02-29\",\"to\":\"2025-03-01\"}",
        "{\"from\":\"2026-02-01\",\"to\":\"2026-02-01\",}",
        "{'from':'2026-02-01','to':'2026-02-01'}",
        "{\"FROM\":\"2026-02-01\",\"to\":\"2026-02-01\"}",
        "{\"from\":\"２０２６-02-01\",\"to\":\"2026-02-01\"}"
      })
  void parse_anythingElse_isInvalidRange(String raw) {
    assertRefused(() -> StatsRange.parse(raw), ErrorCode.INVALID_RANGE, MESSAGE);
  }

  @Test
  void contains_bothEdges() {
    StatsRange r = new StatsRange(LocalDate.of(2026, 2, 1), LocalDate.of(2026, 2, 28));
    assertThat(r.contains(LocalDate.of(2026, 2, 1))).isTrue();
    assertThat(r.contains(LocalDate.of(2026, 2, 28))).isTrue();
    assertThat(r.contains(LocalDate.of(2026, 1, 31))).isFalse();
    assertThat(r.contains(LocalDate.of(2026, 3, 1))).isFalse();
  }
}
