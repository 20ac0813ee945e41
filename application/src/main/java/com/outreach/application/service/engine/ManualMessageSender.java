package com.outreach.application.service.engine;

import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * Sends the user's manual message (D-48) through the membership's sender, once, with the engine's
 * guarantees (docs/engine.md "Manual messages"): {@link #queue} waits behind a worker holding the
 * membership, never taking a live one's lease ({@link ManualQueue}); in the caller's transaction
 * that stores the message, {@link ManualTurn#reserve} writes it in the ledger (SENDING, {@code
 * manual}), counts it on the sender and leases the membership ({@link ManualReservation}); {@link
 * #deliver}, with no transaction open, hands it to the provider and records the outcome ({@link
 * ManualOutcomeRecorder}).
 *
 * <p>Manual messages go out at once: no working hours, no limit and no provider pause holds them
 * back, but they count in the sender's usage (D-38) and the sender's gap follows them (D-39).
 */
public final class ManualMessageSender {
  private final ManualMessageStore manual;
  private final TransactionRunner transactions;
  private final Supplier<LinkedInGateway> linkedIn;
  private final Optional<MailGateway> mail;
  private final DeliveryDoorbell doorbell;
  private final EngineSettings settings;
  private final Clock clock;
  private final Consumer<Duration> pause;
  private final ManualReservation reservation;
  private final ManualOutcomeRecorder outcomes;

  /**
   * @param pause waits that long (the thread sleeps; a test's clock moves)
   */
  public ManualMessageSender(
      ManualMessageStore manual,
      EngineStore store,
      EventLog events,
      WebhookOutbox outbox,
      TransactionRunner transactions,
      Supplier<LinkedInGateway> linkedIn,
      Optional<MailGateway> mail,
      DeliveryDoorbell doorbell,
      EngineSettings settings,
      Clock clock,
      RandomGenerator random,
      Consumer<Duration> pause) {
    this.manual = manual;
    this.transactions = transactions;
    this.linkedIn = linkedIn;
    this.mail = mail;
    this.doorbell = doorbell;
    this.settings = settings;
    this.clock = clock;
    this.pause = pause;
    this.reservation =
        new ManualReservation(manual, store, mail.isPresent(), settings, clock, random);
    this.outcomes = new ManualOutcomeRecorder(manual, store, events, outbox, settings, clock);
  }

  /**
   * A message about to be written in that conversation, queued behind whoever holds its membership
   * for at most one lease from now (docs/engine.md "Manual messages").
   */
  public ManualQueue queue(UserId owner, ConversationId conversation) {
    return new ManualQueue(
        manual,
        reservation,
        owner,
        conversation,
        clock.instant().plus(settings.lease()),
        clock,
        pause);
  }

  /**
   * In the caller's transaction, after the message was stored QUEUED and the sequence stopped,
   * without waiting for anyone: {@link ManualTurn#reserve} on the membership as locked now.
   */
  public Optional<Reserved> reserve(UserId owner, Message message) {
    ManualQueue now =
        new ManualQueue(
            manual, reservation, owner, message.conversationId(), clock.instant(), clock, pause);
    return now.lock().reserve(message);
  }

  /** A manual message written in the ledger, to be handed to its provider by {@link #deliver}. */
  public static final class Reserved {
    final Message message;
    final EngineWork work;
    final EngineAction action;
    final String holder;
    final boolean handBack;
    final LinkedInAction.Message linkedIn;
    final MailGateway.OutgoingEmail email;
    final ProviderOutcome refusal;

    Reserved(
        Message message,
        EngineWork work,
        EngineAction action,
        String holder,
        boolean handBack,
        LinkedInAction.Message linkedIn,
        MailGateway.OutgoingEmail email,
        ProviderOutcome refusal) {
      this.message = message;
      this.work = work;
      this.action = action;
      this.holder = holder;
      this.handBack = handBack;
      this.linkedIn = linkedIn;
      this.email = email;
      this.refusal = refusal;
    }
  }

  /**
   * With no transaction open: hands the message to its provider, then records the outcome (D-41,
   * D-48). An address that cannot be emailed is refused without calling the provider.
   */
  public void deliver(Reserved reserved) {
    ProviderOutcome outcome = reserved.refusal != null ? reserved.refusal : call(reserved);
    boolean recorded = transactions.inTransaction(() -> outcomes.record(reserved, outcome));
    if (recorded) {
      doorbell.ring();
    }
  }

  /** The message on its channel: the mailbox, or the lead's LinkedIn chat. */
  private ProviderOutcome call(Reserved reserved) {
    try {
      return reserved.email != null
          ? mail.orElseThrow().send(reserved.email)
          : linkedIn.get().message(reserved.linkedIn);
    } catch (RuntimeException e) {
      // A gateway bug is not a provider's answer: it cannot tell whether anything left (D-41).
      return new ProviderOutcome.Unknown("PROVIDER_ERROR");
    }
  }
}
