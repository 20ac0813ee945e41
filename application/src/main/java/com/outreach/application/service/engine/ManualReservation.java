package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.application.port.out.engine.ManualMessageStore.ManualWork;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.engine.StatusReason;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.random.RandomGenerator;

/**
 * Writes a manual message in the ledger (D-41, D-48), in the transaction that stored it: a sender
 * chosen when the membership has none (D-37), the action SENDING and counted on the sender (D-38,
 * D-39; no limit, hours or pause checked), the membership leased so that another instance settles
 * the message if this one dies.
 */
final class ManualReservation {
  private final ManualMessageStore manual;
  private final EngineStore store;
  private final boolean mailWired;
  private final EngineSettings settings;
  private final SenderPacing pacing;
  private final Clock clock;
  private final RandomGenerator random;

  ManualReservation(
      ManualMessageStore manual,
      EngineStore store,
      boolean mailWired,
      EngineSettings settings,
      Clock clock,
      RandomGenerator random) {
    this.manual = manual;
    this.store = store;
    this.mailWired = mailWired;
    this.settings = settings;
    this.pacing = new SenderPacing(settings.defaultSchedule());
    this.clock = clock;
    this.random = random;
  }

  /**
   * @param found the membership, locked by the caller and held by no live worker
   * @param handBack a dead worker's lease was taken over: its action is settled by the engine once
   *     the manual message hands the membership back
   * @return empty when there is nothing to send through (no usable account of the channel: the
   *     message stays QUEUED, D-21) and when the message failed at once (its sender gone: FAILED,
   *     {@code SENDER_UNAVAILABLE})
   */
  Optional<ManualMessageSender.Reserved> reserve(
      ManualWork found, Message message, boolean handBack) {
    EngineWork work = found.work();
    List<EngineAction> ledger = found.ledger();
    Instant now = clock.instant();
    Channel channel = ManualRoute.channelOf(work, ledger);
    if (channel == Channel.EMAIL && !mailWired) {
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
            ? ManualRoute.emailRefusal(work).map(ProviderOutcome.Refused::new).orElse(null)
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
    boolean email = channel == Channel.EMAIL;
    return Optional.of(
        new ManualMessageSender.Reserved(
            message,
            work,
            action,
            holder,
            handBack,
            email ? null : toChat(work, from, action, message),
            email ? toMailbox(work, ledger, from, action, message) : null,
            refusal));
  }

  /** Into the lead's chat (the membership's first message's), else a new one. */
  private static LinkedInAction.Message toChat(
      EngineWork work, SenderState from, EngineAction action, Message message) {
    return new LinkedInAction.Message(
        action.id(),
        new LinkedInAction.Sender(from.id(), from.providerAccountId(), from.premium()),
        work.lead().profileLink().canonical(),
        message.content(),
        work.threadReference());
  }

  /** From the membership's mailbox, in its thread, without tracking (D-48). */
  private static MailGateway.OutgoingEmail toMailbox(
      EngineWork work,
      List<EngineAction> ledger,
      SenderState from,
      EngineAction action,
      Message message) {
    return new MailGateway.OutgoingEmail(
        action.id(),
        from.id(),
        work.membershipId(),
        work.lead().details().email(),
        ManualRoute.replySubject(work, ledger),
        message.content(),
        work.threadReference(),
        false,
        false);
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
}
