package com.outreach.application.service.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.junit.jupiter.api.Test;

class EventDataTest {
  private static final UUID ID = UUID.fromString("0190a5c4-0000-7000-8000-000000000001");

  @Test
  void fields_areWrittenInTheOrderAdded_stringsQuoted_numbersAndFlagsBare() {
    String json =
        EventData.create()
            .text("accountId", ID)
            .text("reason", "SMTP_AUTH_FAILED: 535 \"bad\"\nlogin")
            .number("step", 2)
            .flag("suspectedBot", false)
            .json();

    assertThat(json)
        .isEqualTo(
            "{\"accountId\":\"0190a5c4-0000-7000-8000-000000000001\","
                + "\"reason\":\"SMTP_AUTH_FAILED: 535 \\\"bad\\\"\\nlogin\","
                + "\"step\":2,\"suspectedBot\":false}");
  }

  @Test
  void textIfPresent_leavesOutANullValue_andAnEmptyObjectIsBraces() {
    assertThat(EventData.create().textIfPresent("url", null).json()).isEqualTo("{}");
    assertThat(EventData.create().textIfPresent("url", "https://a.example/?q=1").json())
        .isEqualTo("{\"url\":\"https://a.example/?q=1\"}");
  }
}
