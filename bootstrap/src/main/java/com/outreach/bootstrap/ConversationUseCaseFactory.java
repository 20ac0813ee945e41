package com.outreach.bootstrap;

import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.InboxRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.service.conversation.ConversationService;
import com.outreach.application.service.conversation.InboxService;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/**
 * Wires the conversation use cases (spec 4.5, D-21): one service registered under {@code
 * SendMessageUseCase} and {@code GetConversationUseCase}, which is how the controller finds it.
 */
@Factory
final class ConversationUseCaseFactory {
  @Singleton
  ConversationService conversations(
      ConversationRepository conversations, TransactionRunner transactions, Clock clock) {
    return new ConversationService(conversations, transactions, clock);
  }

  /**
   * The inbox (D-49), under {@code ListConversationsUseCase} and {@code
   * MarkConversationReadUseCase}.
   */
  @Singleton
  InboxService inbox(InboxRepository inbox) {
    return new InboxService(inbox);
  }
}
