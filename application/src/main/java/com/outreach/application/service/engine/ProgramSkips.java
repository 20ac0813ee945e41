package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.campaign.program.MembershipHistory;
import com.outreach.domain.campaign.program.NextStep;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramEvaluator;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import java.time.Instant;

/**
 * What a membership's program asks for next, a client program's skips written on the way (D-50):
 * each {@link NextStep.Skip} becomes a SKIPPED row of the ledger with its reason (no sender, no
 * count, no provider call) and the program is asked again at once, so the step after it is decided
 * in the same decision when it is due. A fixed sequence's answer is handed back as it is: it skips
 * only CONNECT's invite to a lead who accepted first, which its row records (D-34).
 */
final class ProgramSkips {
  private final EngineStore store;

  ProgramSkips(EngineStore store) {
    this.store = store;
  }

  /** The first answer that is not a skip, and the membership as its skips left it. */
  record Turn(EngineWork work, NextStep next) {}

  Turn next(EngineWork work, Program program, Instant now) {
    MembershipHistory history = MembershipPrograms.historyOf(work, program);
    NextStep next = ProgramEvaluator.next(program, history, now);
    while (next instanceof NextStep.Skip skip && MembershipPrograms.isClients(work)) {
      ProgramStep step = program.step(skip.index());
      EngineAction skipped =
          EngineAction.skipped(
              work.membershipId(),
              step.id(),
              ActionType.valueOf(step.type().name()),
              skip.reason(),
              skip.at());
      store.writeSkip(skipped);
      work =
          work.withAction(skipped)
              .withRow(
                  work.state().advance(),
                  work.statusReason(),
                  work.senderId(),
                  work.acceptedAt(),
                  skip.at(),
                  work.sequenceStopped());
      history = LedgerHistory.withSkip(history, skipped);
      next = ProgramEvaluator.next(program, history, now);
    }
    return new Turn(work, next);
  }
}
