package com.outreach.application.port.in.conversation;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class GetConversationQueryTest {
  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "\t"})
  void absentOrBlankId_isConversationIdRequired(String id) {
    assertRefused(
        () -> new GetConversationQuery(UserId.random(), id),
        ErrorCode.CONVERSATION_ID_REQUIRED,
        "Conversation Id is required!");
  }

  @ParameterizedTest
  @ValueSource(strings = {"0f8fad5b-d9cb-469f-a165-70867728950e", "not-an-id"})
  void anyOtherId_isKeptStripped_forTheLookupToAnswer(String id) {
    assertThat(new GetConversationQuery(UserId.random(), " " + id + " ").conversationId())
        .isEqualTo(id);
  }
}
