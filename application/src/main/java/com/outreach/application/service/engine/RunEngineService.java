package com.outreach.application.service.engine;

import com.outreach.application.port.in.engine.RunEngineUseCase;
import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

/**
 * The engine's pass (D-27, D-34 … D-41): claim what is due, then for each membership, in three
 * steps that never hold a transaction across a provider call:
 *
 * <ol>
 *   <li>{@link ActionPlanner}: under the membership's row lock, decide; when an action is due and
 *       its sender may act (limits and hours checked and counted under the sender's row lock),
 *       write it to the ledger as SENDING;
 *   <li>hand it to the provider;
 *   <li>{@link OutcomeRecorder}: write the outcome, the event and the membership's next plan; the
 *       answers of a pass are written together, in one transaction (at most a tenth of the lease
 *       after the first of them).
 * </ol>
 *
 * A stop that commits before step 1 takes the membership's lock wins: nothing is sent (D-40).
 */
public final class RunEngineService implements RunEngineUseCase {
  private final EngineStore store;
  private final BlacklistRepository blacklists;
  private final TransactionRunner transactions;
  private final ActionPlanner planner;
  private final ConnectionAnswers connections;
  private final OutcomeRecorder recorder;
  private final LinkedInGateway linkedIn;
  private final Optional<MailGateway> mail;
  private final DeliveryDoorbell doorbell;
  private final EngineSettings settings;
  private final Clock clock;

  public RunEngineService(
      EngineStore store,
      BlacklistRepository blacklists,
      EventLog events,
      WebhookOutbox outbox,
      TransactionRunner transactions,
      LinkedInGateway linkedIn,
      Optional<MailGateway> mail,
      DeliveryDoorbell doorbell,
      EngineSettings settings,
      Clock clock,
      RandomGenerator random) {
    this.store = store;
    this.blacklists = blacklists;
    this.transactions = transactions;
    this.planner = new ActionPlanner(store, blacklists, settings, mail.isPresent(), clock, random);
    this.recorder = new OutcomeRecorder(store, events, outbox, settings, clock);
    this.connections =
        new ConnectionAnswers(store, transactions, planner, linkedIn, settings, clock);
    this.linkedIn = linkedIn;
    this.mail = mail;
    this.doorbell = doorbell;
    this.settings = settings;
    this.clock = clock;
  }

  @Override
  public int runOnce() {
    var now = clock.instant();
    List<UUID> claimed =
        store.claimDue(settings.worker(), now, now.plus(settings.lease()), settings.batchSize());
    Pass pass = new Pass();
    for (int from = 0; from < claimed.size(); from += settings.decisionChunk()) {
      List<UUID> chunk =
          claimed.subList(from, Math.min(claimed.size(), from + settings.decisionChunk()));
      Instant chunkStart = clock.instant();
      Optional<Chunk> decided = chunk.size() == 1 ? Optional.empty() : decideTogether(chunk);
      if (decided.isPresent()) {
        pass.carryOut(decided.get().dispatches(), chunkStart);
        createSenderRows(decided.get().sendersWithoutRows());
        connections.answer(decided.get().questions(), pass::carryOutOne, pass::failed);
      }
      for (UUID membership : decided.map(Chunk::leftAlone).orElse(chunk)) {
        try {
          Instant start = clock.instant();
          DecisionScope alone = DecisionScope.alone(store);
          transactions
              .inTransaction(() -> planner.plan(membership, alone))
              .ifPresent(dispatch -> pass.carryOut(List.of(dispatch), start));
          connections.answer(alone.questions(), pass::carryOutOne, pass::failed);
        } catch (RuntimeException e) {
          // One membership that cannot be carried out (a corrupt row, a lost connection) must not
          // hold up the rest of the batch: it falls due again when its lease ends, the others go on
          // now.
          pass.failed(e);
        }
        pass.recordIfDue();
      }
    }
    pass.recordAnswers();
    if (pass.failed != null) {
      throw pass.failed; // the loop logs it
    }
    return claimed.size();
  }

  /**
   * Decides a chunk of the pass in one transaction, so that one commit (one WAL flush) makes all
   * its SENDING rows durable before any of them goes to the provider (D-41). The memberships are
   * locked first, all at once in id order, then each is decided as alone; their senders are locked
   * without waiting ({@link DecisionScope#chunk}), those that would wait are left to be decided
   * alone. When the transaction fails, nothing of it was written, and the caller decides each
   * membership alone (empty), so one that cannot be decided costs the others nothing.
   */
  private Optional<Chunk> decideTogether(List<UUID> chunk) {
    try {
      return Optional.of(
          transactions.inTransaction(
              () -> {
                DecisionScope scope = DecisionScope.chunk(store);
                List<Dispatch> dispatches = new ArrayList<>();
                List<UUID> leftAlone = new ArrayList<>();
                Collection<EngineWork> locked =
                    ProgramReads.attach(store, store.lockAllLeased(chunk, settings.worker()))
                        .values();
                readFirstStepCandidates(locked, scope);
                scope.knowBlacklists(
                    blacklists.listByOwners(
                        locked.stream()
                            .map(EngineWork::owner)
                            .collect(Collectors.toCollection(LinkedHashSet::new))));
                for (EngineWork work : locked) {
                  try {
                    planner.decide(work, scope).ifPresent(dispatches::add);
                  } catch (DecisionScope.Deferred busy) {
                    leftAlone.add(work.membershipId());
                  }
                }
                scope.flush(); // the reservations held back, in one statement, before the commit
                return new Chunk(
                    dispatches, leftAlone, scope.sendersWithoutRows(), scope.questions());
              }));
    } catch (RuntimeException e) {
      return Optional.empty();
    }
  }

  /**
   * The candidates of the owners whose memberships in the chunk have no sender yet, one read per
   * channel and kind of first step, instead of one per membership.
   */
  private static void readFirstStepCandidates(Collection<EngineWork> locked, DecisionScope scope) {
    Map<Channel, Map<Step.Kind, Set<UserId>>> owners = new EnumMap<>(Channel.class);
    for (EngineWork work : locked) {
      if (work.campaign().program() != null) {
        continue; // a client's program chooses each channel's account as that channel is needed
      }
      List<Step> steps = work.campaign().content().steps();
      if (work.senderId() == null
          && work.inFlight().isEmpty()
          && work.state().currentStep() == 0
          && !steps.isEmpty()) {
        owners
            .computeIfAbsent(
                Channel.of(work.campaign().content().sequence()),
                c -> new EnumMap<>(Step.Kind.class))
            .computeIfAbsent(firstKind(work.campaign(), steps), k -> new LinkedHashSet<>())
            .add(work.owner());
      }
    }
    owners.forEach(
        (channel, byKind) ->
            byKind.forEach((kind, ids) -> scope.readCandidates(ids, channel, kind)));
  }

  /** The kind of the campaign's first step: its client program's (D-50), else its sequence's. */
  private static Step.Kind firstKind(CampaignPlan campaign, List<Step> steps) {
    return campaign.program() != null
        ? Step.Kind.valueOf(campaign.program().step(0).type().name())
        : steps.get(0).kind();
  }

  /**
   * The usage rows a chunk found missing, created in a short transaction of their own that holds
   * nothing else, so that waiting there for another transaction creating one of them cannot close a
   * cycle: the next chunks take those senders without waiting, instead of leaving every membership
   * whose best sender is new to a decision alone (a commit and its own reads each). If it fails,
   * the decisions alone create them one by one, as before.
   */
  private void createSenderRows(Map<Channel, Set<UUID>> senders) {
    if (senders.isEmpty()) {
      return;
    }
    try {
      transactions.inTransaction(() -> senders.forEach(store::createSenderRows));
    } catch (RuntimeException e) {
      // left to the decisions alone, which create them one at a time
    }
  }

  /**
   * What a chunk's transaction decided: the actions to send, the memberships left to decide alone,
   * the senders it found that may have no usage row yet, and the memberships held for a question to
   * the provider.
   */
  private record Chunk(
      List<Dispatch> dispatches,
      List<UUID> leftAlone,
      Map<Channel, Set<UUID>> sendersWithoutRows,
      List<ConnectionQuestion> questions) {}

  /** A pass's answers waiting to be recorded together, and its failures. */
  private final class Pass {
    private final List<OutcomeRecorder.Outcome> answered = new ArrayList<>();
    private Instant firstAnswer;
    private RuntimeException failed;

    /**
     * Hands the actions to the provider, one after the other, while their memberships are surely
     * still ours: their leases were extended when they were reserved, at {@code heldSince} or
     * later, and the earlier calls may be slow. Past half the lease the leases of those not yet
     * sent are extended again, in one transaction (no other worker can have taken a lease that has
     * not run out); past the whole lease the rest are not sent at all and stay SENDING, settled by
     * their memberships' next holder, never sent twice (D-41).
     */
    void carryOut(List<Dispatch> dispatches, Instant heldSince) {
      for (int i = 0; i < dispatches.size(); i++) {
        Instant now = clock.instant();
        List<Dispatch> rest = dispatches.subList(i, dispatches.size());
        if (!now.isBefore(heldSince.plus(settings.lease()))) {
          failed(
              new IllegalStateException(
                  "the lease of memberships "
                      + rest.stream().map(d -> d.work().membershipId()).toList()
                      + " ran out before their actions went to the provider; left to their next holder to settle"));
          return;
        }
        if (!now.isBefore(heldSince.plus(settings.lease().dividedBy(2)))) {
          try {
            transactions.inTransaction(
                () ->
                    rest.forEach(
                        d ->
                            store.hold(
                                d.work().membershipId(),
                                d.action().senderId(),
                                now.plus(settings.lease()))));
            heldSince = now;
          } catch (RuntimeException e) {
            failed(e);
            return;
          }
        }
        Dispatch dispatch = dispatches.get(i);
        answered.add(new OutcomeRecorder.Outcome(dispatch, call(dispatch)));
        firstAnswer = firstAnswer == null ? clock.instant() : firstAnswer;
        recordIfDue();
      }
    }

    void carryOutOne(Dispatch dispatch, Instant heldSince) {
      carryOut(List.of(dispatch), heldSince);
    }

    void recordIfDue() {
      if (firstAnswer != null && !clock.instant().isBefore(firstAnswer.plus(recordWithin()))) {
        recordAnswers();
      }
    }

    void failed(RuntimeException e) {
      failed = withCause(failed, e);
    }

    void recordAnswers() {
      failed = record(answered, failed);
      answered.clear();
      firstAnswer = null;
    }
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

  /**
   * What the provider says of an interrupted action: sent, or (it cannot tell) UNKNOWN, never sent
   * again.
   */
  private ProviderOutcome settle(Dispatch dispatch) {
    try {
      return linkedIn
          .settle(dispatch.linkedIn())
          .filter(ProviderOutcome.Sent.class::isInstance)
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
      } else if (action instanceof LinkedInAction.Visit visit) {
        return linkedIn.visit(visit);
      } else if (action instanceof LinkedInAction.LikePost like) {
        return linkedIn.likePost(like);
      }
      return linkedIn.withdraw((LinkedInAction.Withdraw) action);
    } catch (RuntimeException e) {
      // A gateway bug is not a provider's answer: it cannot tell whether anything left, so the
      // action is never repeated (D-41).
      return new ProviderOutcome.Unknown("PROVIDER_ERROR");
    }
  }
}
