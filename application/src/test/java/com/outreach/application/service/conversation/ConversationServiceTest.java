package com.outreach.application.service.conversation;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryConversationRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.port.in.conversation.GetConversationQuery;
import com.outreach.application.port.in.conversation.SendMessageCommand;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageDirection;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Spec 4.5, D-21, D-31: manual messages and conversation reads, through the ports with in-memory
 * fakes.
 */
class ConversationServiceTest {
  private static final String NOT_FOUND = "Conversation not found!";
  private final InMemoryConversationRepository conversations = new InMemoryConversationRepository();
  private final PassThroughTransactionRunner transactions = new PassThroughTransactionRunner();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final ConversationService service =
      new ConversationService(conversations, transactions, clock);
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();

  private Message send(UserId owner, ConversationId id, String content) {
    return service.send(SendMessageCommand.of(owner, id.toString(), content));
  }

  private List<Message> read(UserId owner, String id) {
    return service.messages(new GetConversationQuery(owner, id));
  }

  @Test
  void send_storesAnOutgoingQueuedMessage_withTheSanitisedContentAndTheClocksTime() {
    ConversationId id = conversations.open(me);

    Message sent = send(me, id, "Hi\u0000 Ada\u001B,\r\n\tthanks!\u009F");

    assertThat(sent)
        .isEqualTo(
            new Message(
                sent.id(),
                id,
                MessageDirection.OUT,
                "Hi Ada,\r\n\tthanks!",
                MessageStatus.QUEUED,
                Instant.parse("2026-03-01T10:00:00Z")));
    assertThat(conversations.all()).containsExactly(sent);
  }

  @Test
  void send_stopsTheMembershipsSequence_inOneTransaction() {
    ConversationId id = conversations.open(me);
    ConversationId other = conversations.open(me);

    send(me, id, "Hi");

    assertThat(conversations.sequenceStopped(id)).isTrue();
    assertThat(conversations.sequenceStopped(other)).isFalse();
    assertThat(transactions.transactionCount()).isEqualTo(1);
  }

  @Test
  void send_acceptsAnIdWithSurroundingWhiteSpace_andInUpperCase() {
    ConversationId id = conversations.open(me);

    service.send(SendMessageCommand.of(me, "  " + id.toString().toUpperCase() + "\t", "Hi"));

    assertThat(conversations.all()).hasSize(1);
  }

  @Test
  void eachSentMessage_hasItsOwnId() {
    ConversationId id = conversations.open(me);

    assertThat(send(me, id, "one").id()).isNotEqualTo(send(me, id, "two").id());
  }

  @Test
  void send_toAnotherUsersConversation_isNotFound_andChangesNothingOfTheirs() {
    ConversationId theirs = conversations.open(someoneElse);

    assertRefused(() -> send(me, theirs, "Hi"), ErrorCode.CONVERSATION_NOT_FOUND, NOT_FOUND);

    assertThat(conversations.all()).isEmpty();
    assertThat(conversations.sequenceStopped(theirs)).isFalse();
    assertThat(read(someoneElse, theirs.toString())).isEmpty();
  }

  @Test
  void send_toAnUnknownConversation_isNotFound() {
    assertRefused(
        () -> send(me, ConversationId.random(), "Hi"), ErrorCode.CONVERSATION_NOT_FOUND, NOT_FOUND);
    assertThat(conversations.all()).isEmpty();
  }

  @Test
  void send_toADeletedMembershipsConversation_isNotFound_andStoresNothing() {
    ConversationId id = conversations.open(me);
    conversations.delete(id);

    assertRefused(() -> send(me, id, "Hi"), ErrorCode.CONVERSATION_NOT_FOUND, NOT_FOUND);
    assertThat(conversations.all()).isEmpty();
    assertThat(conversations.sequenceStopped(id)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"not-an-id", "1-1-1-1-1", "0f8fad5b-d9cb-469f-a165-70867728950", "../etc"})
  void malformedIds_areNotFound_likeUnknownOnes(String id) {
    conversations.open(me);

    assertRefused(
        () -> service.send(SendMessageCommand.of(me, id, "Hi")),
        ErrorCode.CONVERSATION_NOT_FOUND,
        NOT_FOUND);
    assertRefused(() -> read(me, id), ErrorCode.CONVERSATION_NOT_FOUND, NOT_FOUND);
    assertThat(conversations.all()).isEmpty();
  }

  @Test
  void messages_areOldestFirst_bothDirections() {
    ConversationId id = conversations.open(me);
    Message first = send(me, id, "first");
    clock.advance(Duration.ofMinutes(1));
    Message reply = Message.received(id, "reply", clock.instant());
    conversations.receive(reply);
    clock.advance(Duration.ofMinutes(1));
    Message second = send(me, id, "second");

    assertThat(read(me, id.toString())).containsExactly(first, reply, second);
  }

  @Test
  void messages_ofAConversationWithNone_isEmpty() {
    ConversationId id = conversations.open(me);

    assertThat(read(me, id.toString())).isEmpty();
  }

  @Test
  void messages_areThatConversationsOnly() {
    ConversationId id = conversations.open(me);
    ConversationId other = conversations.open(me);
    Message mine = send(me, id, "here");
    send(me, other, "there");

    assertThat(read(me, id.toString())).containsExactly(mine);
  }

  @Test
  void messages_ofAnotherUsersConversation_isNotFound_likeAnUnknownOne() {
    ConversationId theirs = conversations.open(someoneElse);
    send(someoneElse, theirs, "private");

    assertRefused(() -> read(me, theirs.toString()), ErrorCode.CONVERSATION_NOT_FOUND, NOT_FOUND);
    assertRefused(
        () -> read(me, ConversationId.random().toString()),
        ErrorCode.CONVERSATION_NOT_FOUND,
        NOT_FOUND);
  }

  @Test
  void messages_ofADeletedMembershipsConversation_isNotFound() {
    ConversationId id = conversations.open(me);
    send(me, id, "before");
    conversations.delete(id);

    assertRefused(() -> read(me, id.toString()), ErrorCode.CONVERSATION_NOT_FOUND, NOT_FOUND);
  }
}
