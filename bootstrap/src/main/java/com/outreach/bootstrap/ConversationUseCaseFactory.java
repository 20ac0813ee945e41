package com.outreach.bootstrap;

import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.InboxRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.application.service.conversation.ConversationService;
import com.outreach.application.service.conversation.InboxService;
import com.outreach.application.service.engine.EngineSettings;
import com.outreach.application.service.engine.ManualMessageSender;
import io.micronaut.context.BeanProvider;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Wires the conversation use cases (spec 4.5, D-21): one service registered under {@code
 * SendMessageUseCase} and {@code GetConversationUseCase}, which is how the controller finds it.
 * Manual messages leave through the engine's providers (D-48) on every instance, API-only ones too;
 * the LinkedIn provider is looked up at the first manual LinkedIn message, so an instance that
 * never sends one needs no Unipile settings (docs/linkedin.md).
 */
@Factory
final class ConversationUseCaseFactory {
  @Singleton
  ConversationService conversations(
      ConversationRepository conversations,
      TransactionRunner transactions,
      ManualMessageSender manualMessages,
      Clock clock) {
    return new ConversationService(conversations, transactions, Optional.of(manualMessages), clock);
  }

  @Singleton
  ManualMessageSender manualMessages(
      ManualMessageStore manual,
      EngineStore store,
      EventLog events,
      WebhookOutbox outbox,
      TransactionRunner transactions,
      BeanProvider<LinkedInGateway> linkedIn,
      Optional<MailGateway> mail,
      LocalDeliveryDoorbell doorbell,
      EngineSettings settings,
      Clock clock) {
    return new ManualMessageSender(
        manual,
        store,
        events,
        outbox,
        transactions,
        linkedIn::get,
        mail,
        doorbell::ring,
        settings,
        clock,
        RandomGenerator.of("L64X128MixRandom"),
        ConversationUseCaseFactory::sleep);
  }

  private static void sleep(Duration wait) {
    try {
      Thread.sleep(wait.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
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
