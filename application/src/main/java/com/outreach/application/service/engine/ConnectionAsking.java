package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.StatusReason;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * What the planner does with {@code CheckConnection} (D-50): it keeps the membership leased and
 * hands a {@link ConnectionQuestion} to the pass, which asks the provider once the decision has
 * committed (never inside a transaction) and re-plans the membership with the answer ({@link
 * ConnectionAnswers}). The question goes out from the membership's linked account, or, before its
 * first LinkedIn step, from the one D-37 would choose for it (not kept: a question is no step, and
 * counts against no limit). Without a usable linked account the membership waits as D-37 says.
 */
final class ConnectionAsking {
  private final EngineStore store;
  private final EngineSettings settings;
  private final SenderPacing pacing;

  ConnectionAsking(EngineStore store, EngineSettings settings, SenderPacing pacing) {
    this.store = store;
    this.settings = settings;
    this.pacing = pacing;
  }

  /** Holds the membership for the question, or writes why it waits. */
  void ask(EngineWork work, Plans plans, Instant now, DecisionScope scope) {
    UUID account = ChannelAccounts.accountOf(work, Channel.LINKEDIN);
    var candidates =
        scope.candidates(
            work.owner(), Channel.LINKEDIN, work.campaign().senderIds(), Step.Kind.MESSAGE);
    Optional<SenderState> from;
    if (account != null) {
      from = candidates.stream().filter(s -> s.id().equals(account)).findFirst();
      if (from.isEmpty()) {
        store.release(
            work.membershipId(),
            settings.worker(),
            plans.waitingFor(StatusReason.SENDER_UNAVAILABLE));
        return;
      }
    } else {
      UUID best = SenderRanking.of(candidates, Step.Kind.MESSAGE, now, pacing).next();
      from = candidates.stream().filter(s -> s.id().equals(best)).findFirst();
      if (from.isEmpty()) {
        store.release(work.membershipId(), settings.worker(), plans.idle()); // D-37: stays
        return;
      }
    }
    SenderState sender = from.get();
    store.hold(work.membershipId(), work.senderId(), now.plus(settings.lease()));
    scope.ask(
        new ConnectionQuestion(
            work.membershipId(),
            new LinkedInAction.Sender(sender.id(), sender.providerAccountId(), sender.premium()),
            work.lead().profileLink().canonical()));
  }
}
