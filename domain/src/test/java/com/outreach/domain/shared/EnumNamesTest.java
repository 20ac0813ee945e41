package com.outreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.DayOfWeek;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class EnumNamesTest {
  @ParameterizedTest
  @ValueSource(strings = {"MONDAY", "monday", "Monday", "  mOnDaY\t", "\u2003monday\n"})
  void anyCaseAndSurroundingWhiteSpace_matches(String raw) {
    assertThat(EnumNames.match(DayOfWeek.class, raw)).contains(DayOfWeek.MONDAY);
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", "   ", "MON", "MONDAYS", "MON DAY", "FR\u0130DAY", "fr\u0131day"})
  void absentBlankUnknownOrNonAsciiLookAlike_matchesNothing(String raw) {
    assertThat(EnumNames.match(DayOfWeek.class, raw)).isEmpty();
  }
}
