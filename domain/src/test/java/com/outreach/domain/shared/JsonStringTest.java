package com.outreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JsonStringTest {
  @Test
  void quote_escapesQuotesBackslashesAndControlCharacters_andKeepsTheRest() {
    assertThat(JsonString.quote("say \"hi\" \\ bye")).isEqualTo("\"say \\\"hi\\\" \\\\ bye\"");
    assertThat(JsonString.quote("a\nb\rc\td")).isEqualTo("\"a\\nb\\rc\\td\"");
    assertThat(JsonString.quote("bell\u0007 esc\u001b")).isEqualTo("\"bell\\u0007 esc\\u001b\"");
    assertThat(JsonString.quote("é ü 日本 / <>")).isEqualTo("\"é ü 日本 / <>\"");
    assertThat(JsonString.quote("")).isEqualTo("\"\"");
  }

  @Test
  void appendQuoted_writesAfterWhatIsThere() {
    StringBuilder out = new StringBuilder("{\"k\":");

    JsonString.appendQuoted(out, "v\"").append('}');

    assertThat(out).hasToString("{\"k\":\"v\\\"\"}");
  }
}
