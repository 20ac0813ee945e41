package com.outreach.application.port.out.engine;

import com.outreach.domain.campaign.Step;
import com.outreach.domain.campaign.program.MembershipHistory.EmailHit;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * The engine's schedule, ledger and sender usage (D-37 … D-41). Every method but {@link #claimDue}
 * runs in the caller's transaction; the engine never holds one while a provider is called.
 *
 * <p>Guarantees an implementation must give, whatever the number of instances: a claimed membership
 * is leased to one worker until its lease ends ({@code next_action_at} moves to the lease's end, so
 * a crashed worker's memberships fall due again); {@link #lockLeased} and {@link #lockSender} hold
 * row locks until the transaction ends, so a stop committed first is seen and limits are checked
 * and counted under one lock; at most one live action exists per membership and step.
 */
public interface EngineStore {
  /**
   * Leases up to {@code limit} memberships to {@code worker} until {@code leaseUntil}, in a
   * transaction of its own, skipping rows locked by others: first those whose lease ran out (a
   * crashed worker's, whatever their status, so that its actions are settled and its work taken
   * over at once, not behind a backlog), then due open ones (PENDING or IN_PROGRESS, {@code
   * next_action_at} not after {@code now}), oldest due first.
   */
  List<UUID> claimDue(String worker, Instant now, Instant leaseUntil, int limit);

  /**
   * Locks the membership when it is still leased to {@code worker}, whatever its status (a stop may
   * have committed since the claim), and reads it; empty when another worker has taken it over.
   */
  Optional<EngineWork> lockLeased(UUID membershipId, String worker);

  /**
   * {@link #lockLeased} for several memberships at once, locked in the database's id order (the
   * order the event intake locks them in) before anything else is locked, so a transaction deciding
   * them together waits for a stop only while it holds no sender (docs/engine.md, "Decisions in
   * chunks"). Those another worker has taken over are missing from the answer, whose order is the
   * lock order.
   */
  default Map<UUID, EngineWork> lockAllLeased(List<UUID> membershipIds, String worker) {
    Map<UUID, EngineWork> locked = new LinkedHashMap<>();
    membershipIds.stream()
        .sorted()
        .forEach(id -> lockLeased(id, worker).ifPresent(w -> locked.put(id, w)));
    return locked;
  }

  /**
   * Locks again memberships read by {@link #lockLeased} earlier (to record what their actions did),
   * all at once in the database's id order (the order the event intake locks them in, so the two
   * wait for each other rather than deadlock), and answers them with their row's current state and
   * schedule; their campaign, lead and ledger are as {@code asRead} has them. Those another worker
   * has taken over are missing from the answer.
   */
  default Map<UUID, EngineWork> relockLeased(List<EngineWork> asRead, String worker) {
    Map<UUID, EngineWork> locked = new LinkedHashMap<>();
    for (EngineWork work : asRead) {
      lockLeased(work.membershipId(), worker).ifPresent(now -> locked.put(now.membershipId(), now));
    }
    return locked;
  }

  /**
   * The owner's senders of that channel a first step may use: valid, not paused by their user,
   * among {@code allowed} unless it is empty. Read without locks, to choose one (D-37).
   */
  List<SenderState> senderCandidates(
      UserId owner, Channel channel, List<UUID> allowed, Step.Kind kind);

  /**
   * {@link #senderCandidates} of several owners at once, whatever their campaigns allow (the caller
   * filters): a chunk of decisions reads its owners' candidates in one round trip.
   */
  default Map<UserId, List<SenderState>> senderCandidatesOfOwners(
      Collection<UserId> owners, Channel channel, Step.Kind kind) {
    Map<UserId, List<SenderState>> candidates = new LinkedHashMap<>();
    owners.forEach(
        owner -> candidates.put(owner, senderCandidates(owner, channel, List.of(), kind)));
    return candidates;
  }

  /**
   * Locks the sender's usage row (creating it on first use) and reads its settings and usage for
   * {@code kind} at {@code now}; empty when the owner has no such sender (any more).
   */
  Optional<SenderState> lockSender(
      UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now);

  /**
   * {@link #lockSender} that never waits: empty also when another transaction holds the sender's
   * row, or when the sender has no usage row yet (creating one could wait for another transaction
   * creating it). A transaction that holds several senders takes them this way, so it never waits
   * for a sender while holding one, and two such transactions cannot deadlock.
   */
  Optional<SenderState> lockSenderIfFree(
      UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now);

  /**
   * Creates the usage rows these senders of {@code channel} do not have yet (those that have one
   * are left as they are), in id order, so that {@link #lockSenderIfFree} can take them. The
   * caller's transaction holds nothing else: creating a row may wait for another transaction
   * creating it.
   */
  void createSenderRows(Channel channel, Collection<UUID> senderIds);

  /**
   * Writes a client program's skipped step ({@link EngineAction#skipped}: SKIPPED, no sender) to
   * the ledger and counts it in its campaign's step statistics (D-50, D-52); nothing is counted on
   * any sender.
   */
  void writeSkip(EngineAction skipped);

  /**
   * Counts in their campaigns' step statistics (D-52) actions the ledger holds already that were
   * settled SKIPPED (a provider's refusal a client program skips, D-50).
   */
  void countSkips(List<EngineAction> skipped);

  /**
   * The opens and clicks (D-46, with {@code suspectedBot}) of these memberships' emails, oldest
   * first, in one read; a membership without any is missing from the answer.
   */
  Map<UUID, List<EmailHit>> emailHitsOf(Collection<EngineWork> memberships);

  /**
   * Stores the provider's answer whether the membership's lead is a first-degree connection (D-50),
   * read back as {@link EngineWork#providerSaysConnected()}.
   */
  void rememberConnection(UUID membershipId, boolean connected);

  /**
   * Those of these memberships whose lead's email address unsubscribed from one of the owner's
   * campaigns (D-40), in one read.
   */
  Set<UUID> suppressedAmong(Collection<UUID> membershipIds);

  /** Writes a new action and counts it on its sender ({@code use}). */
  void reserve(EngineAction action, SenderUse use);

  /**
   * {@link #reserve} then {@link #hold} (the action's membership, given the action's sender, until
   * {@code leaseUntil}); an adapter may do both in one round trip.
   */
  default void reserveAndHold(EngineAction action, SenderUse use, Instant leaseUntil) {
    reserve(action, use);
    hold(action.membershipId(), action.senderId(), leaseUntil);
  }

  /**
   * {@link #reserveAndHold} of several counted actions, each of another membership and another
   * sender, in one round trip: all are written, or none.
   */
  void reserveAllAndHold(List<Reservation> reservations);

  /**
   * Keeps the membership leased to its worker until {@code leaseUntil} while its action is with the
   * provider, and gives it {@code senderId} for life (D-37).
   */
  void hold(UUID membershipId, UUID senderId, Instant leaseUntil);

  /** Stores the action's new status, attempts, times, error and reference. */
  void updateAction(EngineAction action);

  /**
   * Writes the membership's plan and ends the lease. {@code worker}: only while still leased to it;
   * false when another worker has taken it over.
   */
  boolean release(UUID membershipId, String worker, MembershipPlan plan);

  /**
   * {@link #release} for several memberships at once (a pass's record, one statement in an adapter
   * that can): each plan written and its lease ended only while still leased to {@code worker}. The
   * answer holds the memberships released.
   */
  default Set<UUID> releaseAll(Map<UUID, MembershipPlan> plans, String worker) {
    Set<UUID> released = new LinkedHashSet<>();
    plans.forEach(
        (membershipId, plan) -> {
          if (release(membershipId, worker, plan)) {
            released.add(membershipId);
          }
        });
    return released;
  }

  /**
   * Pauses one kind of action on a sender, or the whole sender when {@code kind} is null, until
   * {@code until} (D-43).
   */
  void pauseSender(UUID senderId, Step.Kind kind, Instant until, String reason);

  /** The membership's actions, oldest first (D-41). */
  List<EngineAction> actionsOf(UUID membershipId);

  /**
   * Settles the membership's manual messages (D-48) still SENDING, a dead worker's: UNKNOWN in the
   * ledger, never sent again (D-41), and their messages FAILED, both with {@code reason}.
   */
  void settleInterruptedManual(UUID membershipId, String reason);

  /** Cancels the membership's RESERVED actions (a stop won, D-40); how many. */
  int cancelReserved(UUID membershipId, String reason);

  /** Stores a message the engine sent in the membership's conversation, as OUT and SENT (D-21). */
  void addSentMessage(UUID conversationId, String content, Instant at);

  /** {@link #addSentMessage} for several messages at once. */
  default void addSentMessages(List<SentMessage> messages) {
    messages.forEach(m -> addSentMessage(m.conversationId(), m.content(), m.at()));
  }

  /** Sets an action's status only while it still has {@code expected}; false when it has not. */
  boolean transition(UUID actionId, ActionStatus expected, EngineAction updated);

  /**
   * {@link #transition} for several actions at once, each from {@code expected} to its new state (a
   * pass's record settles its actions in one statement in an adapter that can). The answer holds
   * the ids of the actions set; one that no longer has {@code expected} (a worker that took its
   * membership over has settled it) is left as it is and missing.
   */
  default Set<UUID> transitionAll(ActionStatus expected, List<EngineAction> updated) {
    Set<UUID> set = new LinkedHashSet<>();
    for (EngineAction action : updated) {
      if (transition(action.id(), expected, action)) {
        set.add(action.id());
      }
    }
    return set;
  }
}
