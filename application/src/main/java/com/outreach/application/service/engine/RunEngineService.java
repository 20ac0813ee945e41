package com.outreach.application.service.engine;

import com.outreach.application.port.in.engine.RunEngineUseCase;
import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.ProviderOutcome;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.random.RandomGenerator;

/**
 * The engine's pass (D-27, D-34 … D-41): claim what is due, then for each membership, in three
 * steps that never hold a transaction across a provider call:
 * <ol>
 *   <li>{@link ActionPlanner}: under the membership's row lock, decide; when an action is due and its
 *       sender may act (limits and hours checked and counted under the sender's row lock), write it
 *       to the ledger as SENDING;
 *   <li>hand it to the provider;
 *   <li>{@link OutcomeRecorder}: write the outcome, the event and the membership's next plan; the
 *       answers of a pass are written together, in one transaction (at most a tenth of the lease
 *       after the first of them).
 * </ol>
 * A stop that commits before step 1 takes the membership's lock wins: nothing is sent (D-40).
 */
public final class RunEngineService implements RunEngineUseCase {
  private final EngineStore store;
  private final TransactionRunner transactions;
  private final ActionPlanner planner;
  private final OutcomeRecorder recorder;
  private final LinkedInGateway linkedIn;
  private final Optional<MailGateway> mail;
  private final DeliveryDoorbell doorbell;
  private final EngineSettings settings;
  private final Clock clock;

  public RunEngineService(EngineStore store, BlacklistRepository blacklists, EventLog events, WebhookOutbox outbox,
      TransactionRunner transactions, LinkedInGateway linkedIn, Optional<MailGateway> mail,
      DeliveryDoorbell doorbell, EngineSettings settings, Clock clock, RandomGenerator random) {
    this.store = store;
    this.transactions = transactions;
    this.planner = new ActionPlanner(store, blacklists, settings, mail.isPresent(), clock, random);
    this.recorder = new OutcomeRecorder(store, events, outbox, settings, clock);
    this.linkedIn = linkedIn;
    this.mail = mail;
    this.doorbell = doorbell;
    this.settings = settings;
    this.clock = clock;
  }

  @Override
  public int runOnce() {
    var now = clock.instant();
    List<UUID> claimed = store.claimDue(settings.worker(), now, now.plus(settings.lease()), settings.batchSize());
    RuntimeException failed = null;
    List<OutcomeRecorder.Outcome> answered = new ArrayList<>();
    Instant firstAnswer = null;
    for (UUID membership : claimed) {
      try {
        Optional<Dispatch> dispatch = transactions.inTransaction(() -> planner.plan(membership));
        if (dispatch.isPresent()) {
          answered.add(new OutcomeRecorder.Outcome(dispatch.get(), call(dispatch.get())));
          firstAnswer = firstAnswer == null ? clock.instant() : firstAnswer;
        }
      } catch (RuntimeException e) {
        // One membership that cannot be carried out (a corrupt row, a lost connection) must not hold
        // up the rest of the batch: it falls due again when its lease ends, the others go on now.
        failed = withCause(failed, e);
      }
      if (firstAnswer != null && !clock.instant().isBefore(firstAnswer.plus(recordWithin()))) {
        failed = record(answered, failed);
        answered.clear();
        firstAnswer = null;
      }
    }
    failed = record(answered, failed);
    if (failed != null) {
      throw failed; // the loop logs it
    }
    return claimed.size();
  }

  /**
   * Answers wait at most this long to be recorded together: a slow provider must not keep a batch's
   * first answers unwritten (their events late, their leases running out) while it sends the rest.
   */
  private Duration recordWithin() {
    return settings.lease().dividedBy(10);
  }

  private ProviderOutcome call(Dispatch dispatch) {
    return dispatch.interrupted() ? settle(dispatch) : send(dispatch);
  }

  /**
   * Records the answers together in one transaction (one commit, one event and outbox insert for
   * all). When that fails, each is recorded alone, so one outcome that cannot be written does not
   * lose the others; one that fails alone is left SENDING, settled by the next holder (D-41).
   */
  private RuntimeException record(List<OutcomeRecorder.Outcome> answered, RuntimeException failed) {
    if (answered.isEmpty()) {
      return failed;
    }
    boolean recorded = false;
    try {
      recorded = transactions.inTransaction(() -> recorder.recordAll(answered));
    } catch (RuntimeException batchFailed) {
      for (OutcomeRecorder.Outcome o : answered) {
        try {
          recorded |= transactions.inTransaction(() -> recorder.record(o.dispatch(), o.outcome()));
        } catch (RuntimeException e) {
          failed = withCause(failed, e);
        }
      }
    }
    if (recorded) {
      doorbell.ring();
    }
    return failed;
  }

  private static RuntimeException withCause(RuntimeException failed, RuntimeException e) {
    if (failed == null) {
      return e;
    }
    failed.addSuppressed(e);
    return failed;
  }

  /** What the provider says of an interrupted action: sent, or (it cannot tell) UNKNOWN, never sent again. */
  private ProviderOutcome settle(Dispatch dispatch) {
    try {
      return linkedIn.settle(dispatch.linkedIn()).filter(ProviderOutcome.Sent.class::isInstance)
          .orElse(new ProviderOutcome.Unknown("INTERRUPTED"));
    } catch (RuntimeException e) {
      return new ProviderOutcome.Unknown("INTERRUPTED");
    }
  }

  private ProviderOutcome send(Dispatch dispatch) {
    if (dispatch.email() != null) {
      return mail.orElseThrow().send(dispatch.email());
    }
    LinkedInAction action = dispatch.linkedIn();
    try {
      if (action instanceof LinkedInAction.Invite invite) {
        return linkedIn.invite(invite);
      } else if (action instanceof LinkedInAction.Message message) {
        return linkedIn.message(message);
      } else if (action instanceof LinkedInAction.InMail inmail) {
        return linkedIn.inmail(inmail);
      }
      return linkedIn.withdraw((LinkedInAction.Withdraw) action);
    } catch (RuntimeException e) {
      // A gateway bug is not a provider's answer: it cannot tell whether anything left, so the
      // action is never repeated (D-41).
      return new ProviderOutcome.Unknown("PROVIDER_ERROR");
    }
  }
}
