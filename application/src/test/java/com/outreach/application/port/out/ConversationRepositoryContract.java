package com.outreach.application.port.out;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.conversation.Conversation;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageContent;
import com.outreach.domain.conversation.MessageDirection;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link ConversationRepository} keeps (D-16, D-21, D-31): conversations are found
 * within their owner only and only while live; a manual message is stored together with stopping
 * the sequence; messages are listed oldest first.
 */
public abstract class ConversationRepositoryContract {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private ConversationRepository conversations;
  private UserId owner;
  private UserId otherOwner;

  /** An empty repository, new for each test. */
  protected abstract ConversationRepository newRepository();

  /** An owner the repository accepts conversations for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  /** A new live conversation of {@code owner}: a lead added to one of its campaigns (D-16). */
  protected abstract ConversationId newConversation(UserId owner);

  /** Deletes the membership the conversation belongs to (D-19). */
  protected abstract void deleteMembership(ConversationId id);

  /** Stores a message the lead wrote, as the engine would. */
  protected abstract void receive(Message incoming);

  @BeforeEach
  void emptyRepository() {
    conversations = newRepository();
    owner = newOwner();
    otherOwner = newOwner();
  }

  private static Message queued(ConversationId id, String text, Instant at) {
    return Message.queued(id, MessageContent.of(text), at);
  }

  @Test
  void findLive_ownNewConversation_isFound_withItsSequenceRunning() {
    ConversationId id = newConversation(owner);

    assertThat(conversations.findLive(owner, id)).contains(new Conversation(id, owner, false));
  }

  @Test
  void findLive_unknownId_isEmpty() {
    newConversation(owner);

    assertThat(conversations.findLive(owner, ConversationId.random())).isEmpty();
  }

  @Test
  void findLive_anotherOwnersConversation_isEmpty() {
    ConversationId theirs = newConversation(otherOwner);

    assertThat(conversations.findLive(owner, theirs)).isEmpty();
    assertThat(conversations.findLive(otherOwner, theirs)).isPresent();
  }

  @Test
  void findLive_ofADeletedMembership_isEmpty() {
    ConversationId id = newConversation(owner);
    deleteMembership(id);

    assertThat(conversations.findLive(owner, id)).isEmpty();
  }

  @Test
  void addMessage_thenMessages_returnsEveryField() {
    ConversationId id = newConversation(owner);
    Message m = queued(id, "  Hi Ada,\r\n\tthanks! \uD83D\uDE00\n", T0);

    conversations.addMessageAndStopSequence(owner, m);

    assertThat(conversations.messages(owner, id)).containsExactly(m);
    Message read = conversations.messages(owner, id).get(0);
    assertThat(read.direction()).isEqualTo(MessageDirection.OUT);
    assertThat(read.status()).isEqualTo(MessageStatus.QUEUED);
    assertThat(read.content()).isEqualTo("  Hi Ada,\r\n\tthanks! \uD83D\uDE00\n");
    assertThat(read.createdAt()).isEqualTo(T0);
  }

  @Test
  void addMessage_stopsTheSequence_andItStaysStopped() {
    ConversationId id = newConversation(owner);

    conversations.addMessageAndStopSequence(owner, queued(id, "first", T0));
    assertThat(conversations.findLive(owner, id)).contains(new Conversation(id, owner, true));

    conversations.addMessageAndStopSequence(owner, queued(id, "second", T0.plusSeconds(1)));
    assertThat(conversations.findLive(owner, id)).contains(new Conversation(id, owner, true));
    assertThat(conversations.messages(owner, id))
        .extracting(Message::content)
        .containsExactly("first", "second");
  }

  @Test
  void addMessage_stopsOnlyThatConversationsSequence() {
    ConversationId written = newConversation(owner);
    ConversationId untouched = newConversation(owner);

    conversations.addMessageAndStopSequence(owner, queued(written, "Hi", T0));

    assertThat(conversations.findLive(owner, untouched))
        .contains(new Conversation(untouched, owner, false));
    assertThat(conversations.messages(owner, untouched)).isEmpty();
  }

  @Test
  void messages_areOldestFirst_outgoingAndIncomingInTheOrderStored() {
    ConversationId id = newConversation(owner);
    Message first = queued(id, "first", T0);
    Message reply = Message.received(id, "reply", T0.plusSeconds(10));
    Message second = queued(id, "second", T0.plusSeconds(20));
    Message third = queued(id, "third", T0.plusSeconds(20));
    conversations.addMessageAndStopSequence(owner, first);
    receive(reply);
    conversations.addMessageAndStopSequence(owner, second);
    conversations.addMessageAndStopSequence(owner, third);

    assertThat(conversations.messages(owner, id)).containsExactly(first, reply, second, third);
  }

  @Test
  void messages_ofAConversationWithNone_isEmpty() {
    ConversationId id = newConversation(owner);

    assertThat(conversations.messages(owner, id)).isEmpty();
  }

  @Test
  void messages_ofAnotherOwnersConversation_isEmpty() {
    ConversationId theirs = newConversation(otherOwner);
    Message m = queued(theirs, "theirs", T0);
    conversations.addMessageAndStopSequence(otherOwner, m);

    assertThat(conversations.messages(owner, theirs)).isEmpty();
    assertThat(conversations.messages(otherOwner, theirs)).containsExactly(m);
  }

  @Test
  void addMessage_toAnotherOwnersConversation_isNotFound_andChangesNothingOfTheirs() {
    ConversationId theirs = newConversation(otherOwner);

    assertRefused(
        () -> conversations.addMessageAndStopSequence(owner, queued(theirs, "intrusion", T0)),
        ErrorCode.CONVERSATION_NOT_FOUND,
        "Conversation not found!");

    assertThat(conversations.messages(otherOwner, theirs)).isEmpty();
    assertThat(conversations.findLive(otherOwner, theirs))
        .contains(new Conversation(theirs, otherOwner, false));
  }

  @Test
  void addMessage_toADeletedConversation_isNotFound_andStoresNothing() {
    ConversationId id = newConversation(owner);
    deleteMembership(id);

    assertRefused(
        () -> conversations.addMessageAndStopSequence(owner, queued(id, "too late", T0)),
        ErrorCode.CONVERSATION_NOT_FOUND,
        "Conversation not found!");

    assertThat(conversations.messages(owner, id)).isEmpty();
  }

  @Test
  void addMessage_toAnUnknownConversation_isNotFound() {
    ConversationId unknown = new ConversationId(UUID.randomUUID());

    assertRefused(
        () -> conversations.addMessageAndStopSequence(owner, queued(unknown, "nobody", T0)),
        ErrorCode.CONVERSATION_NOT_FOUND,
        "Conversation not found!");
    assertThat(conversations.messages(owner, unknown)).isEmpty();
  }
}
