package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.campaign.program.NextStep;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramEvaluator;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import java.time.Instant;

/**
 * Whether a provider's refusal of an action is a skip of its step rather than the membership's end
 * ({@link ProgramEvaluator#afterRefusal}): in a client's program, a MESSAGE refused because the
 * lead is not a connection (D-50) is settled SKIPPED with that reason, and the next step follows.
 */
final class RefusalSkips {
  private RefusalSkips() {}

  static boolean skips(EngineWork work, EngineAction action, String reason, Instant at) {
    if (!MembershipPrograms.isClients(work) || action.type() == ActionType.WITHDRAW) {
      return false;
    }
    Program program = work.campaign().program();
    int index = program.indexOf(action.step());
    return index >= 0
        && ProgramEvaluator.afterRefusal(program, index, reason, at) instanceof NextStep.Skip;
  }
}
