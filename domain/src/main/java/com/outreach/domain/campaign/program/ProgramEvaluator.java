package com.outreach.domain.campaign.program;

import com.outreach.domain.campaign.program.Facts.Connection;
import com.outreach.domain.campaign.program.MembershipHistory.Outcome;
import com.outreach.domain.campaign.program.MembershipHistory.StepRecord;
import com.outreach.domain.campaign.program.NextStep.End;
import com.outreach.domain.campaign.program.NextStep.Ending;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Decides what a membership's program asks for next (D-50), from the program, the membership's
 * history and {@code now}; a pure function (no clock, no I/O), so that any instance deciding for
 * the same history decides the same.
 *
 * <p>The rules, in order:
 *
 * <ol>
 *   <li>A reply or another stop up to {@code now}: {@link NextStep.Stopped}, whatever else.
 *   <li>The membership's position is after the furthest step of the program it has a record of
 *       (records of steps the program no longer has count for time only, D-36).
 *   <li>An invite in that position is done when accepted (at the acceptance) or, unaccepted, once
 *       {@code acceptWithin} has passed and its withdrawal was handled (at the withdrawal); until
 *       then the membership awaits the acceptance, then withdraws.
 *   <li>The next step falls due its {@code delay} after the latest thing the membership did
 *       (carried out, skipped, withdrawn, or the invite's acceptance), the first one after the
 *       start; none left: {@code COMPLETED}.
 *   <li>When due, its guard is read as of the due time ({@link Guard}); false: skipped with the
 *       guard's reason. Then, as of now, an INVITE to a connection is skipped ({@code
 *       ALREADY_CONNECTED}, counting from the acceptance when that came after the due time), a
 *       MESSAGE to a lead known not to be a connection is skipped ({@code NOT_CONNECTED}), an EMAIL
 *       without a usable address is skipped ({@code NO_EMAIL}) or, to an unsubscribed address, ends
 *       the membership {@code UNSUBSCRIBED}. Anything else is carried out.
 * </ol>
 *
 * A fixed sequence ({@link ProgramKind#isFixed()}) ends {@code FAILED} where a program skips for a
 * reason other than {@code ALREADY_CONNECTED} (an invalid address as {@code INVALID_EMAIL}), ends
 * {@code FAILED} / {@code INVITE_EXPIRED} after a withdrawal, and completes on sending an invite
 * that is its last step (D-34, D-35).
 */
public final class ProgramEvaluator {
  private ProgramEvaluator() {}

  public static NextStep next(Program program, MembershipHistory history, Instant now) {
    Objects.requireNonNull(program, "program");
    Facts facts = new Facts(history, Objects.requireNonNull(now, "now"));
    Optional<Instant> stop = facts.stop();
    if (stop.isPresent()) {
      return new NextStep.Stopped(stop.get());
    }
    int position = -1;
    Instant anchor = history.startedAt();
    for (StepRecord record : history.records()) {
      if (facts.known(record.at())) {
        anchor = later(anchor, record.at());
        position = Math.max(position, program.indexOf(record.stepId()));
      }
    }
    if (position >= 0 && program.step(position).type() == StepType.INVITE) {
      Optional<StepRecord> sent = facts.record(program.step(position).id(), Outcome.CARRIED_OUT);
      if (sent.isPresent()) {
        InviteState invite = invite(program, position, sent.get(), facts);
        if (invite.pending() != null) {
          return invite.pending();
        }
        anchor = later(anchor, invite.doneAt());
      }
    }
    int index = position + 1;
    if (index >= program.size()) {
      return new End(Ending.COMPLETED, null, anchor);
    }
    Instant due = anchor.plus(program.step(index).delay().value());
    if (now.isBefore(due)) {
      return new NextStep.WaitUntil(index, due);
    }
    return due(program, index, due, facts);
  }

  /**
   * What follows a provider's refusal of step {@code index} at {@code at}: a program skips a
   * MESSAGE to a lead who is not a connection ({@code NOT_CONNECTED}) and a LIKE_POST without a
   * recent post ({@code NO_RECENT_POST}), D-50; any other refusal, and any refusal in a fixed
   * sequence, ends the membership {@code FAILED} with the reason (D-34, D-41).
   */
  public static NextStep afterRefusal(Program program, int index, String reason, Instant at) {
    StepType type = program.step(index).type();
    boolean skippable =
        (type == StepType.MESSAGE && SkipReason.NOT_CONNECTED.equals(reason))
            || (type == StepType.LIKE_POST && SkipReason.NO_RECENT_POST.equals(reason));
    return skippable && !program.isFixed()
        ? new NextStep.Skip(index, reason, at)
        : new End(Ending.FAILED, reason, at);
  }

  private static NextStep due(Program program, int index, Instant due, Facts facts) {
    ProgramStep step = program.step(index);
    Guard when = step.when();
    if (when.needsConnection()) {
      Connection connection = facts.connectionAt(due);
      if (connection == Connection.UNKNOWN) {
        return new NextStep.CheckConnection(index, due);
      }
      if ((when == Guard.CONNECTED) != (connection == Connection.CONNECTED)) {
        return miss(program, index, when.reasonWhenFalse(), due);
      }
    } else if (when.needsEmail() && !holds(when, facts, due)) {
      return miss(program, index, when.reasonWhenFalse(), due);
    }
    return switch (step.type()) {
      case INVITE -> {
        if (facts.connectionAt(facts.now()) == Connection.CONNECTED) {
          Instant from = facts.acceptedAt().map(at -> later(due, at)).orElse(due);
          yield new NextStep.Skip(index, SkipReason.ALREADY_CONNECTED, from);
        }
        yield new NextStep.CarryOut(index, due);
      }
      case MESSAGE ->
          facts.connectionAt(facts.now()) == Connection.NOT_CONNECTED
              ? miss(program, index, SkipReason.NOT_CONNECTED, due)
              : new NextStep.CarryOut(index, due);
      case EMAIL -> email(program, index, due, facts);
      case VISIT, LIKE_POST, INMAIL -> new NextStep.CarryOut(index, due);
    };
  }

  private static NextStep email(Program program, int index, Instant due, Facts facts) {
    return switch (facts.history().leadEmail()) {
      case USABLE -> new NextStep.CarryOut(index, due);
      case MISSING -> miss(program, index, SkipReason.NO_EMAIL, due);
      case INVALID ->
          miss(
              program,
              index,
              program.isFixed() ? SkipReason.INVALID_EMAIL : SkipReason.NO_EMAIL,
              due);
      case SUPPRESSED -> new End(Ending.UNSUBSCRIBED, null, due);
    };
  }

  private static boolean holds(Guard when, Facts facts, Instant due) {
    return switch (when) {
      case OPENED -> facts.openedBy(due);
      case NOT_OPENED -> !facts.openedBy(due);
      case CLICKED -> facts.clickedBy(due);
      case NOT_CLICKED -> !facts.clickedBy(due);
      case ALWAYS, CONNECTED, NOT_CONNECTED ->
          throw new IllegalArgumentException("not an email guard: " + when);
    };
  }

  private static NextStep miss(Program program, int index, String reason, Instant at) {
    return program.isFixed()
        ? new End(Ending.FAILED, reason, at)
        : new NextStep.Skip(index, reason, at);
  }

  /** An invite that was sent: done (when), or what it waits for. */
  private static InviteState invite(Program program, int index, StepRecord sent, Facts facts) {
    ProgramStep step = program.step(index);
    if (program.isFixed() && index == program.size() - 1) {
      return InviteState.done(sent.at()); // D-34: nothing follows the invite, so nothing waits
    }
    Optional<StepRecord> withdrawn = facts.record(step.id(), Outcome.WITHDRAWN);
    Optional<Instant> accepted =
        facts.acceptedAt().filter(at -> withdrawn.isEmpty() || !at.isAfter(withdrawn.get().at()));
    if (accepted.isPresent()) {
      return InviteState.done(later(sent.at(), accepted.get()));
    }
    if (withdrawn.isPresent()) {
      return program.isFixed()
          ? InviteState.pending(
              new End(Ending.FAILED, SkipReason.INVITE_EXPIRED, withdrawn.get().at()))
          : InviteState.done(withdrawn.get().at());
    }
    Instant expiry = sent.at().plus(step.acceptWindow());
    return facts.now().isBefore(expiry)
        ? InviteState.pending(new NextStep.AwaitAcceptance(index, expiry))
        : InviteState.pending(new NextStep.Withdraw(index, expiry));
  }

  private static Instant later(Instant a, Instant b) {
    return a.isAfter(b) ? a : b;
  }

  private record InviteState(NextStep pending, Instant doneAt) {
    static InviteState done(Instant at) {
      return new InviteState(null, at);
    }

    static InviteState pending(NextStep next) {
      return new InviteState(next, null);
    }
  }
}
