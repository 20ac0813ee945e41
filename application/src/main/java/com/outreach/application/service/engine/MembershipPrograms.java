package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.campaign.program.FixedPrograms;
import com.outreach.domain.campaign.program.MembershipHistory;
import com.outreach.domain.campaign.program.MembershipHistory.LeadEmail;
import com.outreach.domain.campaign.program.MembershipHistory.StepRecord;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.campaign.program.StepDuration;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.EmailStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A leased membership as {@link com.outreach.domain.campaign.program.ProgramEvaluator} reads it:
 * its campaign's program and its history, made from what the engine reads under the row lock.
 *
 * <p>The membership row keeps its position ({@code currentStep}) and when it last acted, not every
 * step's record; the furthest step and the latest action are all the evaluator's rules 2 and 4 use,
 * so the history holds one record: the current step, done when the membership last acted. A step
 * counted as done without an action (CONNECT's invite to a lead who accepted before it, D-34) is
 * dated at the start, so that its acceptance is what the next delay counts from.
 */
final class MembershipPrograms {
  /**
   * The start every history is dated from: the first step falls due at once (its delay is {@code
   * PT0S}), as it always has.
   */
  static final Instant START = Instant.EPOCH;

  private MembershipPrograms() {}

  /**
   * The program a campaign runs: the client's steps (D-50), else its fixed sequence's (D-34, D-35,
   * {@link FixedPrograms}).
   */
  static Program programOf(CampaignPlan campaign) {
    if (campaign.program() != null) {
      return campaign.program();
    }
    int steps = campaign.content().steps().size();
    List<StepDuration> waits = new ArrayList<>();
    for (int step = 2; step <= steps; step++) {
      waits.add(duration(campaign.delayBefore(step)));
    }
    return FixedPrograms.of(campaign.content(), waits, duration(campaign.inviteExpiry()));
  }

  /**
   * What the membership has done of {@code program}, as known under its row lock: a client's
   * program reads it from the ledger ({@link LedgerHistory}), a fixed sequence from the row.
   */
  static MembershipHistory historyOf(EngineWork work, Program program) {
    if (isClients(work)) {
      return LedgerHistory.of(work);
    }
    return history(
        work, program, work.state().currentStep(), work.lastActionAt(), work.acceptedAt());
  }

  /**
   * The history once {@code done} was carried out at {@code at} (a withdrawal: handled), the lead
   * having accepted at {@code acceptedAt} (or not: null).
   */
  static MembershipHistory historyAfter(
      EngineWork work, Program program, EngineAction done, Instant at, Instant acceptedAt) {
    if (isClients(work)) {
      return LedgerHistory.after(work, done, at, acceptedAt);
    }
    return history(work, program, done.step(), at, acceptedAt);
  }

  /** Whether the membership's campaign runs a client's program (D-50) rather than a fixed one. */
  static boolean isClients(EngineWork work) {
    return work.campaign().program() != null;
  }

  private static MembershipHistory history(
      EngineWork work, Program program, int current, Instant lastActionAt, Instant acceptedAt) {
    List<StepRecord> records = new ArrayList<>();
    int index = furthestDone(program, current);
    if (index >= 0) {
      Instant at = lastActionAt == null ? START : lastActionAt;
      ProgramStep step = program.step(index);
      records.add(StepRecord.carriedOut(step.id(), step.type(), at));
    }
    return new MembershipHistory(
        START,
        records,
        Optional.ofNullable(acceptedAt),
        Optional.empty(),
        List.of(),
        leadEmail(work),
        Optional.empty(),
        Optional.empty());
  }

  /**
   * The index of the furthest step whose identity is at most {@code current}; -1 when none. A
   * membership past the last step (its campaign's content lost a step since, D-36) has done them
   * all, as when the engine counted by position: a fixed program's identities are its positions.
   */
  private static int furthestDone(Program program, int current) {
    int furthest = -1;
    for (int i = 0; i < program.size(); i++) {
      if (program.step(i).id() <= current) {
        furthest = i;
      }
    }
    return furthest;
  }

  /** Whether the lead can be emailed, in D-34's and D-40's order. */
  static LeadEmail leadEmail(EngineWork work) {
    var details = work.lead().details();
    if (details.email() == null) {
      return LeadEmail.MISSING;
    }
    if (details.emailStatus() == EmailStatus.INVALID) {
      return LeadEmail.INVALID;
    }
    return work.addressSuppressed() ? LeadEmail.SUPPRESSED : LeadEmail.USABLE;
  }

  private static StepDuration duration(Duration value) {
    return new StepDuration(value.toString(), value);
  }
}
