package com.outreach.domain.shared;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** The precondition helpers and their exact messages; lengths count code points (D-11). */
class CheckTest {
  private static final String EMOJI = "\uD83D\uDE00"; // one code point, two chars

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "\t\n", "\u2003"})
  void required_ofAbsentOrBlank_failsWithTheGivenCode(String value) {
    assertRefused(
        () -> Check.required(value, ErrorCode.TITLE_REQUIRED),
        ErrorCode.TITLE_REQUIRED,
        "Title is required!");
  }

  @Test
  void required_returnsTheValueStripped() {
    assertThat(Check.required("  Spring launch \n", ErrorCode.TITLE_REQUIRED))
        .isEqualTo("Spring launch");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"   "})
  void optional_ofAbsentOrBlank_isNull(String value) {
    assertThat(Check.optional(value)).isNull();
  }

  @Test
  void optional_returnsTheValueStripped() {
    assertThat(Check.optional(" x ")).isEqualTo("x");
  }

  @Test
  void maxLength_atTheLimit_returnsTheValue() {
    assertThat(Check.maxLength("abc", 3, "Name")).isEqualTo("abc");
  }

  @Test
  void maxLength_overTheLimit_namesTheFieldAndTheLimit() {
    assertRefused(
        () -> Check.maxLength("abcd", 3, "Name"),
        ErrorCode.FIELD_TOO_LONG,
        "Name must be at most 3 characters!");
  }

  @Test
  void maxLength_countsAnEmojiAsOneCharacter() {
    assertThat(Check.maxLength(EMOJI.repeat(3), 3, "Short note")).isEqualTo(EMOJI.repeat(3));
    assertRefused(
        () -> Check.maxLength(EMOJI.repeat(4), 3, "Short note"),
        ErrorCode.FIELD_TOO_LONG,
        "Short note must be at most 3 characters!");
  }

  @Test
  void maxLength_ofNull_isNull() {
    assertThat(Check.maxLength(null, 0, "Name")).isNull();
  }

  @Test
  void maxLength_keepsTheLimitAndLabelAsArguments() {
    try {
      Check.maxLength("abcd", 3, "Name");
    } catch (DomainException e) {
      assertThat(e.args()).containsExactly("Name", 3);
      return;
    }
    throw new AssertionError("not refused");
  }

  @Test
  void codePoints_countsCodePointsNotChars() {
    assertThat(Check.codePoints("")).isZero();
    assertThat(Check.codePoints("a" + EMOJI + "b")).isEqualTo(3);
    assertThat(("a" + EMOJI + "b").length()).isEqualTo(4);
  }

  @Test
  void that_passesWhenTheConditionHolds_andFailsWithTheFormattedMessageOtherwise() {
    assertThatCode(() -> Check.that(true, ErrorCode.INVALID_PLACEHOLDER, "title"))
        .doesNotThrowAnyException();
    assertRefused(
        () -> Check.that(false, ErrorCode.INVALID_PLACEHOLDER, "longNote"),
        ErrorCode.INVALID_PLACEHOLDER,
        "Invalid placeholder in longNote!");
    assertRefused(
        () -> Check.that(false, ErrorCode.INVALID_SMTP_PORT),
        ErrorCode.INVALID_SMTP_PORT,
        "Invalid smtp port!");
  }
}
