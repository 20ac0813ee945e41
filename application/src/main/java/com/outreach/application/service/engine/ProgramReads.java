package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.campaign.program.StepType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * What a client's program (D-50) needs beyond the membership rows, read in one statement each for
 * all the memberships decided together, and only for those that need it (no fixed sequence does):
 * the opens and clicks of their emails when the program has an email guard (OPENED, NOT_OPENED,
 * CLICKED, NOT_CLICKED), and whether the lead's address unsubscribed from the owner (D-40) when the
 * program has an EMAIL step but its campaign's row was read as a fixed sequence other than EMAIL
 * (the row read knows it for EMAIL and CUSTOM campaigns).
 */
final class ProgramReads {
  private ProgramReads() {}

  /** {@code locked} with what those that need it read, in the same order. */
  static Map<UUID, EngineWork> attach(EngineStore store, Map<UUID, EngineWork> locked) {
    List<EngineWork> guarded = locked.values().stream().filter(ProgramReads::needsHits).toList();
    List<EngineWork> emailing =
        locked.values().stream().filter(ProgramReads::needsSuppression).toList();
    if (guarded.isEmpty() && emailing.isEmpty()) {
      return locked;
    }
    Map<UUID, EngineWork> attached = new LinkedHashMap<>(locked);
    if (!guarded.isEmpty()) {
      var hits = store.emailHitsOf(guarded);
      for (EngineWork work : guarded) {
        attached.put(
            work.membershipId(),
            work.withEmailHits(hits.getOrDefault(work.membershipId(), List.of())));
      }
    }
    if (!emailing.isEmpty()) {
      Set<UUID> suppressed =
          store.suppressedAmong(emailing.stream().map(EngineWork::membershipId).toList());
      for (UUID id : suppressed) {
        attached.put(id, attached.get(id).withAddressSuppressed());
      }
    }
    return attached;
  }

  private static boolean needsHits(EngineWork work) {
    Program program = work.campaign().program();
    return program != null
        && program.steps().stream().map(ProgramStep::when).anyMatch(g -> g.needsEmail());
  }

  private static boolean needsSuppression(EngineWork work) {
    Program program = work.campaign().program();
    // A stored program's campaign is CUSTOM (no content), whose row read knows the address already.
    return program != null
        && work.campaign().content() != null
        && work.campaign().content().sequence() != Sequence.EMAIL
        && work.lead().details().email() != null
        && program.steps().stream().anyMatch(s -> s.type() == StepType.EMAIL);
  }
}
