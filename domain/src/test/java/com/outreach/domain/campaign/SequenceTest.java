package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class SequenceTest {
  @ParameterizedTest
  @CsvSource({"CONNECT,CONNECT", "message,MESSAGE", "InMail,INMAIL", "'  email ',EMAIL"})
  void parse_matchesCaseInsensitivelyAndStripped(String raw, Sequence expected) {
    assertThat(Sequence.parse(raw)).isEqualTo(expected);
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", "  ", "\t\n"})
  void parse_ofAbsentOrBlank_isRefusedAsRequired(String raw) {
    assertRefused(() -> Sequence.parse(raw), ErrorCode.SEQUENCE_REQUIRED, "Sequence is required!");
  }

  @ParameterizedTest
  @ValueSource(strings = {"CONNECTION", "SMS", "E-MAIL", "IN MAIL", "EMA\u0130L", "DELETED"})
  void parse_ofUnknownValue_isRefusedWithPossibleValues(String raw) {
    assertRefused(
        () -> Sequence.parse(raw),
        ErrorCode.INVALID_SEQUENCE,
        "Invalid sequence (Possible Values: CONNECT, MESSAGE, INMAIL, EMAIL)");
  }
}
