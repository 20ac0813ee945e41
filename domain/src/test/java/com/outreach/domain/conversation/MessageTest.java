package com.outreach.domain.conversation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** D-21: messages of a conversation, their directions and statuses. */
class MessageTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
  private final ConversationId conversation = ConversationId.random();

  @Test
  void send_inALiveConversation_isAnOutgoingQueuedMessage_withTheSanitisedText() {
    Conversation c = new Conversation(conversation, UserId.random(), false);

    Message m = c.send(MessageContent.of("Hi\u0000 Ada\u0085!"), NOW);

    assertThat(m.conversationId()).isEqualTo(conversation);
    assertThat(m.direction()).isEqualTo(MessageDirection.OUT);
    assertThat(m.status()).isEqualTo(MessageStatus.QUEUED);
    assertThat(m.content()).isEqualTo("Hi Ada!");
    assertThat(m.createdAt()).isEqualTo(NOW);
    assertThat(m.id()).isNotNull();
  }

  @Test
  void eachMessage_getsItsOwnId() {
    MessageContent hi = MessageContent.of("Hi");
    assertThat(Message.queued(conversation, hi, NOW).id())
        .isNotEqualTo(Message.queued(conversation, hi, NOW).id());
  }

  @Test
  void received_isAnIncomingMessage_keptAsDelivered() {
    Message m = Message.received(conversation, "  Thanks!\n", NOW);

    assertThat(m.direction()).isEqualTo(MessageDirection.IN);
    assertThat(m.status()).isEqualTo(MessageStatus.RECEIVED);
    assertThat(m.content()).isEqualTo("  Thanks!\n");
  }

  @ParameterizedTest
  @CsvSource({
    "OUT,QUEUED,true",
    "OUT,SENT,true",
    "OUT,FAILED,true",
    "OUT,RECEIVED,false",
    "IN,RECEIVED,true",
    "IN,QUEUED,false",
    "IN,SENT,false",
    "IN,FAILED,false"
  })
  void statuses_matchTheDirection(
      MessageDirection direction, MessageStatus status, boolean allowed) {
    if (allowed) {
      assertThat(new Message(UUID.randomUUID(), conversation, direction, "x", status, NOW).status())
          .isEqualTo(status);
    } else {
      assertThatThrownBy(
              () -> new Message(UUID.randomUUID(), conversation, direction, "x", status, NOW))
          .isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Test
  void everyPartIsRequired() {
    UUID id = UUID.randomUUID();
    assertThatThrownBy(
            () ->
                new Message(
                    null, conversation, MessageDirection.OUT, "x", MessageStatus.QUEUED, NOW))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(
            () -> new Message(id, null, MessageDirection.OUT, "x", MessageStatus.QUEUED, NOW))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> new Message(id, conversation, null, "x", MessageStatus.QUEUED, NOW))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(
            () ->
                new Message(
                    id, conversation, MessageDirection.OUT, null, MessageStatus.QUEUED, NOW))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> new Message(id, conversation, MessageDirection.OUT, "x", null, NOW))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(
            () ->
                new Message(
                    id, conversation, MessageDirection.OUT, "x", MessageStatus.QUEUED, null))
        .isInstanceOf(NullPointerException.class);
  }
}
