package com.outreach.domain.lead;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.JsonString;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CustomValueTest {
  @Test
  void ofString_keepsTheText_andQuotesItAsAJsonString() {
    CustomValue value = CustomValue.ofString("Say \"hi\"\\\n\t\u0001 — ok");

    assertThat(value.text()).isEqualTo("Say \"hi\"\\\n\t\u0001 — ok");
    assertThat(value.json()).isEqualTo("\"Say \\\"hi\\\"\\\\\\n\\t\\u0001 — ok\"");
  }

  @Test
  void jsonString_ofPlainText_isTheTextInQuotes() {
    assertThat(JsonString.quote("Acme Inc.")).isEqualTo("\"Acme Inc.\"");
    assertThat(JsonString.quote("")).isEqualTo("\"\"");
  }

  private static CustomValue json(String json) {
    return new CustomValue(json, json);
  }

  @Test
  void depth_countsNestedArraysAndObjects_notBracketsInStrings() {
    assertThat(CustomValue.ofString("[[[[{{").depth()).isZero();
    assertThat(json("42").depth()).isZero();
    assertThat(json("[1,2]").depth()).isEqualTo(1);
    assertThat(json("{\"a\":[1,{\"b\":null}],\"c\":[]}").depth()).isEqualTo(3);
    assertThat(json("[\"]\\\"[[[\",[[2]]]").depth()).isEqualTo(3);
  }

  @Test
  void givenFields_nestedAtMost3Levels_areAccepted_deeperOnesAreInvalidCustomFields() {
    CustomValue three = json("{\"a\":{\"b\":[1]}}");
    CustomValue four = json("{\"a\":{\"b\":[[1]]}}");
    CustomValue sixtyTwo = json("[".repeat(62) + "]".repeat(62));

    assertThat(CustomFields.given(Map.of("ok", three)).values()).containsKey("ok");
    for (CustomValue deep : new CustomValue[] {four, sixtyTwo}) {
      assertRefused(
          () -> CustomFields.given(Map.of("ok", three, "deep", deep)),
          ErrorCode.INVALID_CUSTOM_FIELDS,
          "Invalid custom fields!");
    }
    assertThat(new CustomFields(Map.of("stored", sixtyTwo)).values())
        .as("a value stored before the limit still reads")
        .containsKey("stored");
  }
}
