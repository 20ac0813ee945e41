package com.outreach.domain.event;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class EventKindTest {
  @ParameterizedTest
  @CsvSource({"CONNECT_INVITED, CONNECT_INVITED", "accepts_request, ACCEPTS_REQUEST", "' Reply_Detected ', REPLY_DETECTED",
      "email_sent, EMAIL_SENT", "opened, OPENED", "BOUNCED, BOUNCED", "clicked, CLICKED", "unsubscribed, UNSUBSCRIBED"})
  void parse_readsTheSection6Names_inAnyCase(String raw, EventKind expected) {
    assertThat(EventKind.parse(raw)).isEqualTo(expected);
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", " ", "OPEN", "EMAIL-SENT", "ＯＰＥＮＥＤ"})
  void parse_anythingElse_isInvalidEvent(String raw) {
    assertRefused(() -> EventKind.parse(raw), ErrorCode.INVALID_EVENT, "Invalid event!");
  }

  @org.junit.jupiter.api.Test
  void theEightNames_inSection6Order() {
    assertThat(EventKind.values()).extracting(Enum::name).containsExactly("CONNECT_INVITED", "ACCEPTS_REQUEST",
        "REPLY_DETECTED", "EMAIL_SENT", "OPENED", "BOUNCED", "CLICKED", "UNSUBSCRIBED");
  }
}
