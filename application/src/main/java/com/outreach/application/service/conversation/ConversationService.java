package com.outreach.application.service.conversation;

import com.outreach.application.port.in.conversation.GetConversationQuery;
import com.outreach.application.port.in.conversation.GetConversationUseCase;
import com.outreach.application.port.in.conversation.SendMessageCommand;
import com.outreach.application.port.in.conversation.SendMessageUseCase;
import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.service.engine.ManualMessageSender;
import com.outreach.application.service.engine.ManualQueue;
import com.outreach.application.service.engine.ManualTurn;
import com.outreach.domain.conversation.Conversation;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Manual messages and conversation reads (spec 4.5, D-21). A malformed, unknown, foreign or deleted
 * conversation is one and the same answer, {@code Conversation not found!} (D-31). A manual message
 * is stored and stops the sequence in one transaction, which also writes it in the action ledger;
 * it then leaves through the membership's sender before the answer (D-48, {@link
 * ManualMessageSender}), so reading the conversation back shows it SENT or FAILED.
 */
public final class ConversationService implements SendMessageUseCase, GetConversationUseCase {
  private final ConversationRepository conversations;
  private final TransactionRunner transactions;
  private final Optional<ManualMessageSender> sender;
  private final Clock clock;

  /** Messages are stored QUEUED and nothing sends them (no provider wired). */
  public ConversationService(
      ConversationRepository conversations, TransactionRunner transactions, Clock clock) {
    this(conversations, transactions, Optional.empty(), clock);
  }

  public ConversationService(
      ConversationRepository conversations,
      TransactionRunner transactions,
      Optional<ManualMessageSender> sender,
      Clock clock) {
    this.conversations = conversations;
    this.transactions = transactions;
    this.sender = sender;
    this.clock = clock;
  }

  @Override
  public Message send(SendMessageCommand c) {
    ConversationId id =
        ConversationId.parse(c.conversationId()).orElseThrow(ConversationService::notFound);
    Optional<ManualQueue> queue = sender.map(s -> s.queue(c.owner(), id));
    while (true) {
      queue.ifPresent(ManualQueue::awaitUnheld);
      Optional<Map.Entry<Message, Optional<ManualMessageSender.Reserved>>> stored =
          transactions.inTransaction(() -> store(c, id, queue));
      if (stored.isPresent()) {
        // Committed: the ledger row is durable before the provider is called (D-41).
        stored.get().getValue().ifPresent(reserved -> sender.orElseThrow().deliver(reserved));
        return stored.get().getKey();
      }
    }
  }

  /**
   * The message stored, the sequence stopped and the message reserved, all or nothing; empty (with
   * nothing written) when a live worker claimed the membership since the wait: it is waited for
   * again.
   */
  private Optional<Map.Entry<Message, Optional<ManualMessageSender.Reserved>>> store(
      SendMessageCommand c, ConversationId id, Optional<ManualQueue> queue) {
    Conversation conversation = live(c.owner(), id);
    Optional<ManualTurn> turn = queue.map(ManualQueue::lock);
    if (turn.isPresent() && turn.get().mustWait()) {
      return Optional.empty();
    }
    Message message = conversation.send(c.content(), clock.instant());
    conversations.addMessageAndStopSequence(c.owner(), message);
    return Optional.of(Map.entry(message, turn.flatMap(t -> t.reserve(message))));
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
