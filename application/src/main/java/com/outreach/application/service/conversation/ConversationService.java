package com.outreach.application.service.conversation;

import com.outreach.application.port.in.conversation.GetConversationQuery;
import com.outreach.application.port.in.conversation.GetConversationUseCase;
import com.outreach.application.port.in.conversation.SendMessageCommand;
import com.outreach.application.port.in.conversation.SendMessageUseCase;
import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.domain.conversation.Conversation;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.util.List;

/**
 * Manual messages and conversation reads (spec 4.5, D-21). A malformed, unknown, foreign or deleted
 * conversation is one and the same answer, {@code Conversation not found!} (D-31).
 */
public final class ConversationService implements SendMessageUseCase, GetConversationUseCase {
  private final ConversationRepository conversations;
  private final TransactionRunner transactions;
  private final Clock clock;

  public ConversationService(
      ConversationRepository conversations, TransactionRunner transactions, Clock clock) {
    this.conversations = conversations;
    this.transactions = transactions;
    this.clock = clock;
  }

  @Override
  public Message send(SendMessageCommand c) {
    ConversationId id =
        ConversationId.parse(c.conversationId()).orElseThrow(ConversationService::notFound);
    return transactions.inTransaction(
        () -> {
          Conversation conversation = live(c.owner(), id);
          // Queued for the user's network account; sending it is the engine's job (D-21).
          Message message = conversation.send(c.content(), clock.instant());
          conversations.addMessageAndStopSequence(c.owner(), message);
          return message;
        });
  }

  @Override
  public List<Message> messages(GetConversationQuery q) {
    ConversationId id =
        ConversationId.parse(q.conversationId()).orElseThrow(ConversationService::notFound);
    Conversation conversation = live(q.owner(), id);
    return conversations.messages(q.owner(), conversation.id());
  }

  private Conversation live(UserId owner, ConversationId id) {
    return conversations.findLive(owner, id).orElseThrow(ConversationService::notFound);
  }

  private static DomainException notFound() {
    return new DomainException(ErrorCode.CONVERSATION_NOT_FOUND);
  }
}
