package com.outreach.domain.tag;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** D-22: a tag color is #RGB or #RRGGBB. */
class TagColorTest {
  @ParameterizedTest
  @CsvSource({"#fff,#fff", "#FFF,#FFF", "#1a2B3c,#1a2B3c", "'  #000000 ',#000000", "#09f,#09f"})
  void parse_theTwoHexForms_keepTheTextAsGiven(String raw, String expected) {
    assertThat(TagColor.parse(raw).value()).isEqualTo(expected);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "\t\n"})
  void parse_absentOrBlank_isColorRequired(String raw) {
    assertRefused(() -> TagColor.parse(raw), ErrorCode.COLOR_REQUIRED, "Color is required!");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "fff",
        "#ff",
        "#ffff",
        "#fffff",
        "#fffffff",
        "#ggg",
        "#12 345",
        "red",
        "rgb(0,0,0)",
        "##fff",
        "#fff;",
        "#\uFF10\uFF10\uFF10"
      })
  void parse_anythingElse_isInvalidColor(String raw) {
    assertRefused(() -> TagColor.parse(raw), ErrorCode.INVALID_COLOR, "Invalid color!");
  }
}
