package com.outreach.domain.lead;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class LeadActionTest {
  @ParameterizedTest
  @CsvSource({
    "PAUSE,PAUSE",
    "pause,PAUSE",
    "' Resume ',RESUME",
    "DELETED,DELETED",
    "deleted,DELETED",
    "DELETE,DELETED",
    "delete,DELETED",
    "' Delete\t',DELETED"
  })
  void parse_matchesCaseInsensitively_withDeleteAsSynonym(String raw, LeadAction expected) {
    assertThat(LeadAction.parse(raw)).isEqualTo(expected);
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", "  ", "PAUSED", "RESUMED", "STOP", "DEL", "DELETES", "ACTIVE"})
  void parse_ofAbsentBlankOrUnknown_isRefusedWithPossibleValues(String raw) {
    assertRefused(
        () -> LeadAction.parse(raw),
        ErrorCode.INVALID_LEAD_ACTION,
        "Invalid status (Possible Values: PAUSE, RESUME, DELETED)");
  }
}
