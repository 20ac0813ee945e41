package com.outreach.application.service.engine;

import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.LinkedInGateway;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * Asks the provider the pass's {@link ConnectionQuestion}s, outside any transaction, then for each
 * membership, in a transaction of its own: an answer is stored on the membership ({@code
 * provider_says_connected}) and the membership decided again at once (the dispatch it yields goes
 * to the provider as any other); no answer (an error) leaves it unknown, and the membership is
 * looked at again after {@code outreach.engine.sender-recheck}, when it is asked again.
 */
final class ConnectionAnswers {
  private final EngineStore store;
  private final TransactionRunner transactions;
  private final ActionPlanner planner;
  private final LinkedInGateway linkedIn;
  private final EngineSettings settings;
  private final Clock clock;

  ConnectionAnswers(
      EngineStore store,
      TransactionRunner transactions,
      ActionPlanner planner,
      LinkedInGateway linkedIn,
      EngineSettings settings,
      Clock clock) {
    this.store = store;
    this.transactions = transactions;
    this.planner = planner;
    this.linkedIn = linkedIn;
    this.settings = settings;
    this.clock = clock;
  }

  /**
   * Answers the questions; each dispatch a re-plan yields is handed to {@code carryOut} with the
   * time its membership was held from. A failure of one does not stop the others.
   */
  void answer(
      List<ConnectionQuestion> questions,
      BiConsumer<Dispatch, Instant> carryOut,
      java.util.function.Consumer<RuntimeException> failed) {
    for (ConnectionQuestion question : questions) {
      try {
        Optional<Boolean> answer = ask(question);
        Instant start = clock.instant();
        List<Dispatch> dispatches = new ArrayList<>();
        transactions.inTransaction(
            () -> {
              if (answer.isPresent()) {
                store.rememberConnection(question.membershipId(), answer.get());
                planner
                    .plan(question.membershipId(), DecisionScope.alone(store))
                    .ifPresent(dispatches::add);
              } else {
                lookAgainLater(question);
              }
              return null;
            });
        dispatches.forEach(d -> carryOut.accept(d, start));
      } catch (RuntimeException e) {
        failed.accept(e); // its lease runs out and it is decided again
      }
    }
  }

  private Optional<Boolean> ask(ConnectionQuestion question) {
    try {
      return linkedIn.isConnection(question.from(), question.profileLink());
    } catch (RuntimeException e) {
      return Optional.empty(); // a gateway bug tells nothing either
    }
  }

  private void lookAgainLater(ConnectionQuestion question) {
    Instant now = clock.instant();
    store
        .lockLeased(question.membershipId(), settings.worker())
        .ifPresent(
            work ->
                store.release(
                    work.membershipId(),
                    settings.worker(),
                    new Plans(work, now).at(now.plus(settings.senderRecheck()))));
  }
}
