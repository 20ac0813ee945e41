package com.outreach.domain.event;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Spec 6's event names, read case-insensitively (D-24, D-30). */
class EventKindTest {
  @Test
  void theKinds_areSpecSixsEightNames_inItsOrder_thenTheEnginesExtensionKinds() {
    assertThat(Arrays.stream(EventKind.values()).map(Enum::name))
        .containsExactly(
            "CONNECT_INVITED",
            "ACCEPTS_REQUEST",
            "REPLY_DETECTED",
            "EMAIL_SENT",
            "OPENED",
            "BOUNCED",
            "CLICKED",
            "UNSUBSCRIBED",
            "MESSAGE_SENT",
            "INMAIL_SENT",
            "ACCOUNT_PAUSED", // D-42
            "PROFILE_VISITED",
            "POST_LIKED"); // D-53
  }

  @ParameterizedTest
  @CsvSource({
    "REPLY_DETECTED,REPLY_DETECTED",
    "reply_detected,REPLY_DETECTED",
    "'  Opened ',OPENED",
    "email_SENT,EMAIL_SENT",
    "unsubscribed,UNSUBSCRIBED"
  })
  void parse_anyCaseAndSurroundingSpace_isTheUpperCaseKind(String raw, EventKind expected) {
    assertThat(EventKind.parse(raw)).isEqualTo(expected);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(
      strings = {" ", "OPEN", "EMAIL SENT", "EMAIL-SENT", "REPLY_DETECTED_", "ALL", "oPENED\u0130"})
  void parse_aMissingOrUnknownName_isInvalidEvent(String raw) {
    assertRefused(() -> EventKind.parse(raw), ErrorCode.INVALID_EVENT, "Invalid event!");
  }
}
