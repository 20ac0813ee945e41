package com.outreach.application.service.engine;

import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.EventTarget;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.application.port.out.engine.ManualMessageStore.ManualWork;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.application.service.event.EventData;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.engine.StatusReason;
import com.outreach.domain.engine.StepTexts;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * Sends the user's manual message (D-48) through the membership's sender, once, with the engine's
 * guarantees (docs/engine.md "Manual messages"): {@link #reserve}, in the caller's transaction that
 * stored the message, writes it in the ledger (SENDING, {@code manual}) and counts it on the
 * sender, and leases the membership so that another instance settles it if this one dies; {@link
 * #deliver}, with no transaction open, hands it to the provider and then records the outcome on the
 * ledger row and the message, with MESSAGE_SENT or EMAIL_SENT ({@code data.manual: true}).
 *
 * <p>Manual messages go out at once: no working hours, no limit and no provider pause holds them
 * back, but they count in the sender's usage (D-38) and the sender's gap follows them (D-39).
 */
public final class ManualMessageSender {
  private final ManualMessageStore manual;
  private final EngineStore store;
  private final EventLog events;
  private final WebhookOutbox outbox;
  private final TransactionRunner transactions;
  private final Supplier<LinkedInGateway> linkedIn;
  private final Optional<MailGateway> mail;
  private final DeliveryDoorbell doorbell;
  private final EngineSettings settings;
  private final SenderPacing pacing;
  private final Clock clock;
  private final RandomGenerator random;
  private final Consumer<Duration> pause;

  /** How often {@link #awaitUnheld} looks again. */
  private static final Duration LOOK_AGAIN = Duration.ofMillis(50);

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
    this.store = store;
    this.events = events;
    this.outbox = outbox;
    this.transactions = transactions;
    this.linkedIn = linkedIn;
    this.mail = mail;
    this.doorbell = doorbell;
    this.settings = settings;
    this.pacing = new SenderPacing(settings.defaultSchedule());
    this.clock = clock;
    this.random = random;
    this.pause = pause;
  }

  /**
   * Before the message's transaction: while an engine worker holds the membership (an action of it
   * is with the provider), waits for it to let go, at most a fifth of the lease (the engine records
   * an answer within a tenth of it), so that the worker records its action's outcome itself. Past
   * that, or when it is held again meanwhile, {@link #reserve} takes the lease over, and the engine
   * settles that worker's action as a dead worker's (docs/engine.md "Manual messages").
   */
  public void awaitUnheld(UserId owner, ConversationId conversation) {
    Instant deadline = clock.instant().plus(settings.lease().dividedBy(5));
    for (Optional<Instant> held = manual.heldUntil(owner, conversation);
        held.isPresent() && held.get().isAfter(clock.instant());
        held = manual.heldUntil(owner, conversation)) {
      if (!clock.instant().isBefore(deadline)) {
        return;
      }
      pause.accept(LOOK_AGAIN);
    }
  }

  /** A manual message written in the ledger, to be handed to its provider by {@link #deliver}. */
  public static final class Reserved {
    private final Message message;
    private final EngineWork work;
    private final EngineAction action;
    private final String holder;
    private final boolean handBack;
    private final LinkedInAction.Message linkedIn;
    private final MailGateway.OutgoingEmail email;
    private final ProviderOutcome refusal;

    private Reserved(
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
   * In the caller's transaction, after the message was stored QUEUED and the sequence stopped
   * (D-21): the membership locked, a sender chosen when it has none (D-37), the action written
   * SENDING and counted, the membership leased. Empty when there is nothing to send through (no
   * usable account of the channel: the message stays QUEUED, D-21) and when the message failed at
   * once (its sender gone: FAILED, {@code SENDER_UNAVAILABLE}).
   */
  public Optional<Reserved> reserve(UserId owner, Message message) {
    Optional<ManualWork> found = manual.lockConversation(owner, message.conversationId());
    if (found.isEmpty()) {
      return Optional.empty();
    }
    EngineWork work = found.get().work();
    List<EngineAction> ledger = found.get().ledger();
    Instant now = clock.instant();
    Channel channel = channelOf(work, ledger);
    if (channel == Channel.EMAIL && mail.isEmpty()) {
      return Optional.empty(); // no mail adapter: nothing can send it (docs/email.md)
    }
    Step.Kind kind = channel == Channel.EMAIL ? Step.Kind.EMAIL : Step.Kind.MESSAGE;
    Optional<SenderState> sender = sender(work, channel, kind, now);
    if (sender.isEmpty()) {
      if (work.senderId() != null) {
        manual.settleMessage(message.id(), MessageStatus.FAILED, StatusReason.SENDER_UNAVAILABLE);
      }
      return Optional.empty();
    }
    SenderState from = sender.get();
    EngineAction action =
        EngineAction.startManual(
            work.membershipId(),
            from.id(),
            work.state().currentStep(),
            channel == Channel.EMAIL ? ActionType.EMAIL : ActionType.MESSAGE,
            now);
    ProviderOutcome refusal =
        channel == Channel.EMAIL
            ? emailRefusal(work).map(ProviderOutcome.Refused::new).orElse(null)
            : null;
    // A refused email is never handed to the mailbox, so it is not counted either.
    store.reserve(action, refusal != null ? null : use(from, kind, now));

    String holder = "manual-" + action.id();
    manual.lease(
        work.membershipId(),
        holder,
        now.plus(settings.lease()),
        from.id(),
        message.id(),
        action.id());
    boolean handBack = found.get().leasedBy() != null;
    if (channel == Channel.LINKEDIN) {
      return Optional.of(
          new Reserved(
              message,
              work,
              action,
              holder,
              handBack,
              new LinkedInAction.Message(
                  action.id(),
                  new LinkedInAction.Sender(from.id(), from.providerAccountId(), from.premium()),
                  work.lead().profileLink().canonical(),
                  message.content(),
                  work.threadReference()),
              null,
              refusal));
    }
    return Optional.of(
        new Reserved(
            message,
            work,
            action,
            holder,
            handBack,
            null,
            new MailGateway.OutgoingEmail(
                action.id(),
                from.id(),
                work.membershipId(),
                work.lead().details().email(),
                replySubject(work, ledger),
                message.content(),
                work.threadReference(),
                false,
                false),
            refusal));
  }

  /**
   * The message counted on the sender's day in its zone (D-38), and the sender's random gap after
   * it (D-39), never shortening a gap already running.
   */
  private SenderUse use(SenderState from, Step.Kind kind, Instant now) {
    Instant gapEnd = now.plus(settings.gap().draw(random));
    Instant nextFree =
        from.nextFreeAt() != null && from.nextFreeAt().isAfter(gapEnd) ? from.nextFreeAt() : gapEnd;
    return new SenderUse(from.id(), kind, LocalDate.ofInstant(now, from.zone()), now, nextFree);
  }

  /**
   * With no transaction open: hands the message to its provider, then records the outcome (D-41,
   * D-48). An address that cannot be emailed is refused without calling the provider.
   */
  public void deliver(Reserved reserved) {
    ProviderOutcome outcome = reserved.refusal != null ? reserved.refusal : call(reserved);
    boolean recorded = transactions.inTransaction(() -> record(reserved, outcome));
    if (recorded) {
      doorbell.ring();
    }
  }

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

  /**
   * The outcome on the ledger row, only while it is still SENDING (an instance that took the lease
   * over may have settled it), then on the message, the event and the lease.
   *
   * @return whether an event was recorded
   */
  private boolean record(Reserved r, ProviderOutcome outcome) {
    Instant now = clock.instant();
    EngineAction settled = settled(r.action, outcome, now);
    boolean mine = store.transition(r.action.id(), ActionStatus.SENDING, settled);
    boolean evented = false;
    if (mine) {
      if (settled.status() == ActionStatus.SENT) {
        manual.settleMessage(r.message.id(), MessageStatus.SENT, null);
        evented = appendSent(r, settled);
      } else {
        manual.settleMessage(r.message.id(), MessageStatus.FAILED, settled.error());
      }
      pauseOnSignal(r, outcome, now);
    }
    manual.endLease(r.work.membershipId(), r.holder, r.handBack, now);
    return evented;
  }

  /**
   * The ledger row as the answer leaves it. A manual message is tried once: what did not go out is
   * FAILED with its reason (the user sees it and may write again); what may have gone out is
   * UNKNOWN, never sent again (D-41), and its message FAILED with that reason.
   */
  private static EngineAction settled(EngineAction action, ProviderOutcome outcome, Instant now) {
    if (outcome instanceof ProviderOutcome.Sent sent) {
      return action.settled(ActionStatus.SENT, now, null, sent.reference());
    }
    if (outcome instanceof ProviderOutcome.Unknown unknown) {
      return action.settled(ActionStatus.UNKNOWN, now, unknown.reason(), null);
    }
    return action.settled(ActionStatus.FAILED, now, reasonOf(outcome), null);
  }

  private static String reasonOf(ProviderOutcome outcome) {
    if (outcome instanceof ProviderOutcome.Refused refused) {
      return refused.reason();
    }
    if (outcome instanceof ProviderOutcome.Bounced bounced) {
      return bounced.reason();
    }
    if (outcome instanceof ProviderOutcome.Temporary temporary) {
      return temporary.reason();
    }
    if (outcome instanceof ProviderOutcome.Throttled throttled) {
      return throttled.reason();
    }
    if (outcome instanceof ProviderOutcome.SenderUnavailable unavailable) {
      return unavailable.reason();
    }
    return "ALREADY_CONNECTED";
  }

  /**
   * A provider's throttling or account signal pauses the sender as it does for the engine (D-43),
   * so the sequences of its other leads wait too.
   */
  private void pauseOnSignal(Reserved r, ProviderOutcome outcome, Instant now) {
    Instant until = now.plus(settings.throttlePause());
    if (outcome instanceof ProviderOutcome.Throttled throttled) {
      store.pauseSender(
          r.action.senderId(),
          r.email != null ? Step.Kind.EMAIL : Step.Kind.MESSAGE,
          until,
          throttled.reason());
    } else if (outcome instanceof ProviderOutcome.SenderUnavailable unavailable) {
      store.pauseSender(r.action.senderId(), null, until, unavailable.reason());
    }
  }

  /**
   * MESSAGE_SENT or EMAIL_SENT with {@code data.manual: true} (D-48), with its statistics and
   * webhook deliveries; the membership keeps its status (the manual message already stopped the
   * sequence). Nothing when the membership is no longer live (deleted meanwhile).
   */
  private boolean appendSent(Reserved r, EngineAction settled) {
    EngineWork work = r.work;
    Optional<EventTarget> target =
        events.lockLiveMembership(
            work.owner(), work.campaign().id(), work.lead().profileLink().canonical());
    if (target.isEmpty()) {
      return false;
    }
    String data =
        EventData.create()
            .flag("manual", true)
            .text("actionId", settled.id())
            .number("step", settled.step())
            .text("senderId", settled.senderId())
            .json();
    OutreachEvent event =
        new OutreachEvent(
            Uuids.timeOrdered(),
            r.email != null ? EventKind.EMAIL_SENT : EventKind.MESSAGE_SENT,
            work.owner(),
            work.campaign().id(),
            work.membershipId(),
            work.lead().id(),
            settled.sentAt(),
            clock.instant(),
            data);
    events.append(event, target.get().state(), target.get().state());
    outbox.enqueue(event);
    return true;
  }

  /**
   * D-48: the channel of the membership's last outbound step; before any, the campaign's first
   * step's.
   */
  private static Channel channelOf(EngineWork work, List<EngineAction> ledger) {
    for (int i = ledger.size() - 1; i >= 0; i--) {
      EngineAction a = ledger.get(i);
      if (!a.manual()
          && a.type() != ActionType.WITHDRAW
          && (a.status() == ActionStatus.SENT || a.status() == ActionStatus.UNKNOWN)) {
        return a.type() == ActionType.EMAIL ? Channel.EMAIL : Channel.LINKEDIN;
      }
    }
    List<Step> steps = work.campaign().content().steps();
    if (steps.isEmpty()) {
      return Channel.of(work.campaign().content().sequence());
    }
    return steps.get(0).kind() == Step.Kind.EMAIL ? Channel.EMAIL : Channel.LINKEDIN;
  }

  /**
   * The membership's sender, locked and counted on; without one, the owner's eligible sender with
   * most headroom left today (D-37), kept for life. Empty when none is usable.
   */
  private Optional<SenderState> sender(
      EngineWork work, Channel channel, Step.Kind kind, Instant now) {
    if (work.senderId() != null) {
      return store
          .lockSender(work.owner(), channel, work.senderId(), kind, now)
          .filter(SenderState::usable);
    }
    SenderRanking ranked =
        SenderRanking.of(
            store.senderCandidates(work.owner(), channel, work.campaign().senderIds(), kind),
            kind,
            now,
            pacing);
    for (UUID id = ranked.next(); id != null; id = ranked.next()) {
      Optional<SenderState> locked =
          store.lockSender(work.owner(), channel, id, kind, now).filter(SenderState::usable);
      if (locked.isPresent()) {
        return locked;
      }
    }
    return Optional.empty();
  }

  /**
   * {@code Re: } and the subject of the last email the lead was sent (D-48), rendered as it went
   * out; one that already starts with {@code Re: } is not prefixed again. No email yet: the first
   * step's subject.
   */
  private static String replySubject(EngineWork work, List<EngineAction> ledger) {
    var lead = work.lead().details().placeholderMap();
    var content = work.campaign().content();
    Optional<EngineAction> last =
        ledger.stream()
            .filter(
                a ->
                    !a.manual()
                        && a.type() == ActionType.EMAIL
                        && (a.status() == ActionStatus.SENT || a.status() == ActionStatus.UNKNOWN))
            .reduce((a, b) -> b);
    if (last.isEmpty()) {
      return content.steps().isEmpty()
          ? ""
          : StepTexts.render(content, 1, lead).subject().orElse("");
    }
    String subject = StepTexts.render(content, last.get().step(), lead).subject().orElse("");
    return subject.startsWith("Re: ") ? subject : "Re: " + subject;
  }

  /** D-34's address checks, and D-40's unsubscribed addresses: nothing goes to such a lead. */
  private static Optional<String> emailRefusal(EngineWork work) {
    var details = work.lead().details();
    if (details.email() == null) {
      return Optional.of(StatusReason.NO_EMAIL);
    }
    if (details.emailStatus() == EmailStatus.INVALID) {
      return Optional.of(StatusReason.INVALID_EMAIL);
    }
    return work.addressSuppressed() ? Optional.of("UNSUBSCRIBED") : Optional.empty();
  }
}
