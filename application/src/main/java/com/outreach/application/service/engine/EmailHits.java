package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramStep;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The opens and clicks of the emails of memberships whose program has an email guard (OPENED,
 * NOT_OPENED, CLICKED, NOT_CLICKED, D-50), read in one statement for all of them; the others (every
 * fixed sequence) read none.
 */
final class EmailHits {
  private EmailHits() {}

  /** {@code locked} with the hits of those that need them, in the same order. */
  static Map<UUID, EngineWork> attach(EngineStore store, Map<UUID, EngineWork> locked) {
    List<EngineWork> guarded = locked.values().stream().filter(EmailHits::needed).toList();
    if (guarded.isEmpty()) {
      return locked;
    }
    var hits = store.emailHitsOf(guarded);
    Map<UUID, EngineWork> attached = new LinkedHashMap<>(locked);
    for (EngineWork work : guarded) {
      attached.put(
          work.membershipId(),
          work.withEmailHits(hits.getOrDefault(work.membershipId(), List.of())));
    }
    return attached;
  }

  private static boolean needed(EngineWork work) {
    Program program = work.campaign().program();
    return program != null
        && program.steps().stream().map(ProgramStep::when).anyMatch(g -> g.needsEmail());
  }
}
