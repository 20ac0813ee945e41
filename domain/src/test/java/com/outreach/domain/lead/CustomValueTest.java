package com.outreach.domain.lead;

import static org.assertj.core.api.Assertions.assertThat;

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
    assertThat(CustomValue.jsonString("Acme Inc.")).isEqualTo("\"Acme Inc.\"");
    assertThat(CustomValue.jsonString("")).isEqualTo("\"\"");
  }
}
