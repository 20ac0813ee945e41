package com.outreach.application.service.engine;

import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.MembershipPlan;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.domain.blacklist.BlacklistMatcher;
import com.outreach.domain.blacklist.LeadProfile;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.campaign.program.NextStep;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramEvaluator;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.campaign.program.SkipReason;
import com.outreach.domain.campaign.program.StepType;
import com.outreach.domain.campaign.program.VariantAssignment;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.engine.Pacing;
import com.outreach.domain.engine.PacingDecision;
import com.outreach.domain.engine.StatusReason;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.random.RandomGenerator;

/**
 * Decides, under the membership's row lock, what a claimed membership is due for (D-34 … D-41), and
 * either reserves its next action or writes when to look at it again. The order of the checks is
 * the order of D-40: owner and campaign running, membership open and not stopped, the step due, the
 * blacklist, the lead's address (EMAIL), then the sender's pauses, hours and limits.
 */
final class ActionPlanner {
  private final EngineStore store;
  private final BlacklistRepository blacklists;
  private final BlacklistMatcher matcher = new BlacklistMatcher();
  private final EngineSettings settings;
  private final SenderPacing pacing;
  private final boolean mailAvailable;
  private final Clock clock;
  private final RandomGenerator random;
  private final ProgramSkips skips;
  private final ConnectionAsking connections;

  ActionPlanner(
      EngineStore store,
      BlacklistRepository blacklists,
      EngineSettings settings,
      boolean mailAvailable,
      Clock clock,
      RandomGenerator random) {
    this.store = store;
    this.blacklists = blacklists;
    this.settings = settings;
    this.pacing = new SenderPacing(settings.defaultSchedule());
    this.mailAvailable = mailAvailable;
    this.clock = clock;
    this.random = random;
    this.skips = new ProgramSkips(store);
    this.connections = new ConnectionAsking(store, settings, pacing);
  }

  /**
   * In the caller's transaction, the membership alone ({@code scope}: {@link DecisionScope#alone}):
   * the action to send now, if any; every other outcome is written here, a question to the provider
   * handed to the scope.
   */
  Optional<Dispatch> plan(UUID membershipId, DecisionScope scope) {
    Optional<EngineWork> locked = store.lockLeased(membershipId, settings.worker());
    if (locked.isEmpty()) {
      return Optional.empty(); // taken over by another worker after our lease ran out
    }
    EngineWork work =
        ProgramReads.attach(store, Map.of(membershipId, locked.get())).get(membershipId);
    return decide(work, scope);
  }

  /**
   * {@link #plan} for a membership locked already ({@link EngineStore#lockAllLeased}), its senders
   * locked the scope's way; throws {@link DecisionScope.Deferred}, having written nothing, when a
   * chunk cannot lock its sender without waiting.
   */
  Optional<Dispatch> decide(EngineWork work, DecisionScope scope) {
    UUID membershipId = work.membershipId();
    Instant now = clock.instant();
    Plans plans = new Plans(work, now);
    if (work.manualSending()) {
      // A manual message of a worker that died with it at the provider (D-48): never sent again.
      store.settleInterruptedManual(membershipId, StatusReason.INTERRUPTED);
    }
    Optional<EngineAction> inFlight = work.inFlight();
    if (inFlight.isPresent() && inFlight.get().status() == ActionStatus.SENDING) {
      // Whatever happened to the membership since (a pause, a stop), the dead worker's action is
      // settled.
      return settleInterrupted(work, inFlight.get(), plans, scope);
    }
    MembershipStatus status = work.state().status();
    if (status != MembershipStatus.PENDING && status != MembershipStatus.IN_PROGRESS) {
      return release(work, plans.idle()); // paused or ended since the claim: a resume wakes it
    }
    if (work.sequenceStopped()) {
      store.cancelReserved(membershipId, StatusReason.MANUAL_REPLY);
      return release(work, plans.ended(work.state().completed(), StatusReason.MANUAL_REPLY));
    }
    if (!work.ownerRunnable() || work.campaign().status() != CampaignStatus.ACTIVE) {
      return release(work, plans.idle()); // D-40: resuming the owner or the campaign wakes it
    }
    if (blacklisted(work, scope)) {
      store.cancelReserved(membershipId, "BLACKLISTED");
      return release(work, plans.ended(work.state().blacklisted(), null));
    }
    if (inFlight.isPresent()) {
      return retry(work, inFlight.get(), plans, now, scope);
    }
    return next(work, plans, now, scope);
  }

  /**
   * What the campaign's program says comes next for the membership ({@link ProgramEvaluator}):
   * wait, carry out a step, withdraw an unaccepted invite, or end.
   */
  private Optional<Dispatch> next(EngineWork work, Plans plans, Instant now, DecisionScope scope) {
    CampaignPlan campaign = work.campaign();
    if (invitedWithoutSending(work)) {
      // An invite reported through POST /events rather than sent by the engine: its expiry counts
      // from now.
      return release(work, plans.invitedAt(now, now.plus(campaign.inviteExpiry())));
    }
    Program program = MembershipPrograms.programOf(campaign);
    ProgramSkips.Turn turn = skips.next(work, program, now);
    if (turn.work() != work) {
      Plans afterSkips = new Plans(turn.work(), now);
      try {
        return act(turn.work(), afterSkips, now, program, turn.next(), scope);
      } catch (DecisionScope.Deferred busy) {
        // Its skips are written with the chunk: looked at again at once, by the next pass, rather
        // than decided alone from a row that does not count them.
        return release(turn.work(), afterSkips.at(now));
      }
    }
    return act(work, plans, now, program, turn.next(), scope);
  }

  /** Carries out what the program answered (its skips written already). */
  private Optional<Dispatch> act(
      EngineWork work,
      Plans plans,
      Instant now,
      Program program,
      NextStep next,
      DecisionScope scope) {
    if (next instanceof NextStep.WaitUntil wait) {
      return release(work, plans.at(wait.at()));
    }
    if (next instanceof NextStep.AwaitAcceptance awaiting) {
      return release(work, plans.at(awaiting.until()));
    }
    if (next instanceof NextStep.Withdraw withdraw) {
      return reserveWithdrawal(work, plans, now, program.step(withdraw.index()), scope);
    }
    if (next instanceof NextStep.CarryOut carry) {
      return carryOut(work, plans, now, program.step(carry.index()), scope);
    }
    if (next instanceof NextStep.Skip skip) {
      return skip(work, plans, program, skip);
    }
    if (next instanceof NextStep.End end) {
      return release(work, plans.ended(ending(work, end), end.reason()));
    }
    if (next instanceof NextStep.CheckConnection) {
      connections.ask(work, plans, now, scope);
      return Optional.empty();
    }
    // Stopped cannot come: the history holds no stop, a stopped sequence is ended before (D-40).
    throw new IllegalStateException("the engine's history cannot answer " + next);
  }

  private Optional<Dispatch> carryOut(
      EngineWork work, Plans plans, Instant now, ProgramStep step, DecisionScope scope) {
    Step.Kind kind = Step.Kind.valueOf(step.type().name());
    if (kind == Step.Kind.EMAIL && !mailAvailable) {
      return release(work, plans.idle()); // no mail adapter: EMAIL memberships stay PENDING
    }
    return reserve(work, plans, now, step, kind, scope);
  }

  /**
   * A fixed sequence skips only CONNECT's invite to a lead who accepted before it was sent (D-34):
   * the invite counts as done and message1 follows the acceptance.
   */
  private Optional<Dispatch> skip(
      EngineWork work, Plans plans, Program program, NextStep.Skip skip) {
    if (skip.index() == 0
        && program.step(0).type() == StepType.INVITE
        && SkipReason.ALREADY_CONNECTED.equals(skip.reason())) {
      return release(work, plans.acceptedBeforeInvite());
    }
    throw new IllegalStateException("a fixed sequence skips no other step: " + skip);
  }

  private static MembershipState ending(EngineWork work, NextStep.End end) {
    return switch (end.status()) {
      case COMPLETED -> work.state().completed();
      case FAILED -> work.state().failed();
      case UNSUBSCRIBED -> work.state().unsubscribed(); // D-40: never emailed again by the owner
    };
  }

  private Optional<Dispatch> reserve(
      EngineWork work,
      Plans plans,
      Instant now,
      ProgramStep step,
      Step.Kind kind,
      DecisionScope scope) {
    Channel channel = ChannelAccounts.channelOf(work, ActionType.of(kind));
    UUID account = ChannelAccounts.accountOf(work, channel);
    Optional<SenderState> locked;
    if (account != null) {
      locked = scope.lock(work.owner(), channel, account, kind, now);
    } else {
      SenderRanking ranked =
          SenderRanking.of(
              scope.candidates(work.owner(), channel, work.campaign().senderIds(), kind),
              kind,
              now,
              pacing);
      if (ranked.isEmpty()) {
        return release(
            work, plans.idle()); // D-37: no usable sender, stays as it is; a new sender wakes it
      }
      locked = scope.lockChosen(work.owner(), channel, ranked, kind, now);
    }
    locked = locked.filter(SenderState::usable);
    if (locked.isEmpty()) {
      return account == null
          ? release(
              work,
              plans.at(now.plus(settings.senderRecheck()))) // the chosen one went away meanwhile
          : release(work, plans.waitingFor(StatusReason.SENDER_UNAVAILABLE));
    }
    SenderState sender = locked.get();
    if (sender.pausedUntil() != null && now.isBefore(sender.pausedUntil())) {
      return release(work, plans.at(sender.pausedUntil()));
    }
    Optional<Pacing> paced = pacing.of(sender, kind);
    if (paced.isEmpty()) {
      return release(work, plans.at(now.plus(settings.senderRecheck()))); // no working window left
    }
    Pacing senderPacing = paced.get();
    PacingDecision decision =
        senderPacing.decide(now, sender.usageOn(senderPacing.hours().dayOf(now)));
    if (decision instanceof PacingDecision.Wait wait) {
      return release(work, plans.at(wait.notBefore()));
    }
    EngineAction action =
        EngineAction.start(
            work.membershipId(),
            sender.id(),
            step.id(),
            ActionType.of(kind),
            VariantAssignment.variantOf(work.membershipId(), step),
            now);
    var day = senderPacing.hours().dayOf(now);
    scope.reserve(
        action,
        new SenderUse(sender.id(), kind, day, now, now.plus(settings.gap().draw(random))),
        now.plus(settings.lease()));
    scope.counted(sender, kind, day);
    return Optional.of(DispatchBuilder.dispatch(work, action, sender));
  }

  /**
   * A retry of a temporary failure (D-41): the action was counted when reserved, so no second
   * count.
   */
  private Optional<Dispatch> retry(
      EngineWork work, EngineAction reserved, Plans plans, Instant now, DecisionScope scope) {
    if (removedFromTheProgram(work, reserved)) {
      // D-36: the retry is a send not yet made, so the changed program decides instead.
      store.cancelReserved(work.membershipId(), StatusReason.STEP_REMOVED);
      return next(work, plans, now, scope);
    }
    Channel channel = ChannelAccounts.channelOf(work, reserved.type());
    Step.Kind kind =
        reserved.type() == ActionType.WITHDRAW
            ? Step.Kind.INVITE
            : Step.Kind.valueOf(reserved.type().name());
    Optional<SenderState> sender =
        scope
            .lock(work.owner(), channel, reserved.senderId(), kind, now)
            .filter(SenderState::usable);
    if (sender.isEmpty()) {
      return release(work, plans.waitingFor(StatusReason.SENDER_UNAVAILABLE));
    }
    if (sender.get().pausedUntil() != null && now.isBefore(sender.get().pausedUntil())) {
      return release(work, plans.at(sender.get().pausedUntil()));
    }
    EngineAction sending = reserved.nextAttempt();
    if (!store.transition(reserved.id(), ActionStatus.RESERVED, sending)) {
      return release(work, plans.at(now)); // settled meanwhile: look again
    }
    store.hold(work.membershipId(), reserved.senderId(), now.plus(settings.lease()));
    return Optional.of(DispatchBuilder.dispatch(work, sending, sender.get()));
  }

  /**
   * Whether a client's program no longer has the reserved action's step, or that step no longer has
   * the action's variant (D-36, D-51): a change of the program since the action was reserved.
   */
  private static boolean removedFromTheProgram(EngineWork work, EngineAction reserved) {
    Program program = work.campaign().program();
    if (program == null) {
      return false;
    }
    int index = program.indexOf(reserved.step());
    if (index < 0) {
      return true;
    }
    int variants = program.step(index).variants().size();
    return variants > 0 && reserved.variant() >= variants;
  }

  /** The withdrawal of {@code invite}'s invite, under the invite's variant (D-51). */
  private Optional<Dispatch> reserveWithdrawal(
      EngineWork work, Plans plans, Instant now, ProgramStep invite, DecisionScope scope) {
    Channel channel = ChannelAccounts.channelOf(work, ActionType.INVITE);
    Optional<SenderState> sender =
        scope.lock(
            work.owner(), channel, ChannelAccounts.accountOf(work, channel), Step.Kind.INVITE, now);
    if (sender.isEmpty()) {
      // Nothing to withdraw from: the invite simply expired (D-35).
      return release(work, plans.ended(work.state().failed(), StatusReason.INVITE_EXPIRED));
    }
    EngineAction action =
        EngineAction.start(
            work.membershipId(),
            sender.get().id(),
            invite.id(),
            ActionType.WITHDRAW,
            VariantAssignment.variantOf(work.membershipId(), invite),
            now);
    // A withdrawal is not limited (D-38 names invites, messages, InMails and emails), so it is not
    // counted.
    store.reserveAndHold(action, null, now.plus(settings.lease()));
    return Optional.of(DispatchBuilder.dispatch(work, action, sender.get()));
  }

  /**
   * The worker that started this action stopped before writing its outcome (D-41): it may have gone
   * out, so it is never sent again. An invite is handed back to be settled: the provider is asked
   * (outside this transaction) whether it went out, and the recorder writes what it says. Anything
   * else counts as carried out, UNKNOWN, without an event.
   */
  private Optional<Dispatch> settleInterrupted(
      EngineWork work, EngineAction sending, Plans plans, DecisionScope scope) {
    if (sending.type() == ActionType.INVITE) {
      Optional<SenderState> sender =
          scope.lock(
              work.owner(),
              ChannelAccounts.channelOf(work, sending.type()),
              sending.senderId(),
              Step.Kind.INVITE,
              clock.instant());
      if (sender.isPresent()) {
        store.hold(work.membershipId(), sender.get().id(), clock.instant().plus(settings.lease()));
        return Optional.of(DispatchBuilder.dispatch(work, sending, sender.get()).interruptedOne());
      }
    }
    store.updateAction(sending.settled(ActionStatus.UNKNOWN, null, StatusReason.INTERRUPTED, null));
    return release(work, plans.afterUnknown(sending));
  }

  /** CONNECT's invite reported through POST /events: the membership waits, the engine sent none. */
  private static boolean invitedWithoutSending(EngineWork work) {
    return work.campaign().program() == null
        && work.campaign().content().sequence() == Sequence.CONNECT
        && work.state().currentStep() >= 1
        && work.acceptedAt() == null
        && work.lastActionAt() == null;
  }

  private boolean blacklisted(EngineWork work, DecisionScope scope) {
    var entries =
        scope.blacklistOf(work.owner()).orElseGet(() -> blacklists.listByOwner(work.owner(), null));
    return !entries.isEmpty()
        && matcher
            .firstMatch(
                entries,
                LeadProfile.of(work.lead().profileLink(), work.lead().details()),
                blacklists::erasedLinkOf)
            .isPresent();
  }

  private Optional<Dispatch> release(EngineWork work, MembershipPlan plan) {
    store.release(work.membershipId(), settings.worker(), plan);
    return Optional.empty();
  }
}
