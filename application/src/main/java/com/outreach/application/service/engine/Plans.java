package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.MembershipPlan;
import com.outreach.domain.campaign.program.NextStep;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramEvaluator;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.engine.StatusReason;
import com.outreach.domain.lead.MembershipState;
import java.time.Instant;

/** The plans the engine writes back for one membership it holds at {@code now}. */
final class Plans {
  private final EngineWork work;
  private final Instant now;

  Plans(EngineWork work, Instant now) {
    this.work = work;
    this.now = now;
  }

  /** Nothing planned until something wakes it; the state is as it was. */
  MembershipPlan idle() {
    return keep(work.statusReason(), null);
  }

  /** Look again at {@code at}. */
  MembershipPlan at(Instant at) {
    return keep(work.statusReason(), at);
  }

  /**
   * The invite counts as sent at {@code invited} (for its expiry, D-35); look again at {@code at}.
   */
  MembershipPlan invitedAt(Instant invited, Instant at) {
    return new MembershipPlan(
        work.state(), work.statusReason(), at, work.senderId(), work.acceptedAt(), invited, null);
  }

  /**
   * Waits, with a reason shown to the client (D-37: SENDER_UNAVAILABLE), until something wakes it.
   */
  MembershipPlan waitingFor(String reason) {
    return keep(reason, null);
  }

  /** The sequence ended in {@code state} (when it was still open) with {@code reason}. */
  MembershipPlan ended(MembershipState state, String reason) {
    boolean changed = !state.equals(work.state());
    return new MembershipPlan(
        state,
        changed ? reason : work.statusReason(),
        null,
        work.senderId(),
        work.acceptedAt(),
        work.lastActionAt(),
        changed ? now : null);
  }

  /**
   * The action's step was carried out and the membership is now {@code after}: plan the next step
   * as the campaign's program says (D-34, D-35): CONNECT waits for the acceptance until the invite
   * expires; a withdrawal ends it as INVITE_EXPIRED; the last step completes it. A next step that
   * is due already is looked at again at once, where its checks (address, sender) are made.
   */
  MembershipPlan afterCarriedOut(EngineAction action, MembershipState after, Instant acceptedAt) {
    if (action.type() == ActionType.WITHDRAW && !MembershipPrograms.isClients(work)) {
      return ended(work.state().failed(), StatusReason.INVITE_EXPIRED);
    }
    Program program = MembershipPrograms.programOf(work.campaign());
    NextStep next =
        ProgramEvaluator.next(
            program, MembershipPrograms.historyAfter(work, program, action, now, acceptedAt), now);
    if (next instanceof NextStep.End end && end.status() == NextStep.Ending.COMPLETED) {
      MembershipState completed = after.completed();
      return new MembershipPlan(
          completed, null, null, ChannelAccounts.rowSender(work, action), acceptedAt, now, now);
    }
    Instant at = now;
    if (next instanceof NextStep.WaitUntil wait) {
      at = wait.at();
    } else if (next instanceof NextStep.AwaitAcceptance awaiting) {
      at = awaiting.until();
    }
    return new MembershipPlan(
        after, null, at, ChannelAccounts.rowSender(work, action), acceptedAt, now, now);
  }

  /**
   * The withdrawal of an expired invite was handled, whatever the provider said: a fixed sequence
   * ends FAILED / INVITE_EXPIRED (D-35), a client's program goes on with its next step (D-50).
   */
  MembershipPlan afterWithdrawal(EngineAction withdrawal) {
    if (!MembershipPrograms.isClients(work)) {
      return ended(work.state().failed(), StatusReason.INVITE_EXPIRED);
    }
    return afterCarriedOut(withdrawal, work.state(), work.acceptedAt());
  }

  /**
   * CONNECT's step 1 counts as done without an invite (D-34): the lead accepted before one was
   * sent.
   */
  MembershipPlan acceptedBeforeInvite() {
    MembershipState invited = work.state().advance();
    if (work.campaign().content().steps().size() <= 1) {
      return ended(invited.completed(), null);
    }
    return new MembershipPlan(
        invited,
        null,
        work.acceptedAt().plus(work.campaign().delayBefore(2)),
        work.senderId(),
        work.acceptedAt(),
        work.lastActionAt(),
        now);
  }

  /**
   * An action whose outcome is unknown counts as carried out (D-41: it is never sent again). A
   * membership that ended meanwhile (a stop committed while the action was out) stays as it ended,
   * with its reason, and nothing planned.
   */
  MembershipPlan afterUnknown(EngineAction action) {
    if (!work.state().status().isOpen()) {
      return ended(work.state(), work.statusReason());
    }
    return afterCarriedOut(action, work.state().advance(), work.acceptedAt());
  }

  private MembershipPlan keep(String reason, Instant at) {
    boolean reasonChanged =
        reason == null ? work.statusReason() != null : !reason.equals(work.statusReason());
    return new MembershipPlan(
        work.state(),
        reason,
        at,
        work.senderId(),
        work.acceptedAt(),
        work.lastActionAt(),
        reasonChanged ? now : null);
  }
}
