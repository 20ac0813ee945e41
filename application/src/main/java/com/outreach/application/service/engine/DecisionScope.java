package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.Reservation;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.domain.blacklist.BlacklistEntry;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

/**
 * One decision transaction's way of locking senders, and what it has learnt of the owners' senders.
 *
 * <p>{@link #alone}: one membership per transaction, as before: a sender's row lock is waited for.
 * {@link #chunk}: several memberships decided in one transaction, so that one commit (one WAL
 * flush) serves them all. Such a transaction may hold several senders, so it never waits for one
 * (two chunks taking two senders in opposite orders would deadlock): a busy sender is passed over
 * when choosing a first step's sender, and the membership is {@link Deferred}, to be decided alone
 * once the chunk has committed, only when none of the owner's eligible senders can be locked, when
 * its best one may have no usage row yet, or when a later step's sender is busy.
 *
 * <p>The owner's first-step candidates are read once per scope and kept up to date with what the
 * scope itself locks and counts, so a chunk reads them once, not once per membership. They only
 * guide the choice (D-37); the limits are checked on the state read under the sender's lock.
 */
final class DecisionScope {
  private final EngineStore store;
  private final boolean waits;
  private final Map<CandidateKey, List<UUID>> candidates = new HashMap<>();
  private final Map<CandidateKey, List<SenderState>> ownersCandidates = new HashMap<>();
  private final Map<Step.Kind, Map<UUID, SenderState>> latest = new EnumMap<>(Step.Kind.class);
  private final Set<UUID> busy = new HashSet<>();
  private final Map<UserId, List<BlacklistEntry>> blacklists = new HashMap<>();
  private final Map<Channel, Set<UUID>> withoutRows = new EnumMap<>(Channel.class);
  private final Map<UUID, Reservation> pending = new LinkedHashMap<>();
  private final List<ConnectionQuestion> questions = new ArrayList<>();

  private DecisionScope(EngineStore store, boolean waits) {
    this.store = store;
    this.waits = waits;
  }

  static DecisionScope alone(EngineStore store) {
    return new DecisionScope(store, true);
  }

  static DecisionScope chunk(EngineStore store) {
    return new DecisionScope(store, false);
  }

  /**
   * The sender's row, locked. Alone: empty when the owner has no such sender. In a chunk, a sender
   * that cannot be locked at once defers the membership.
   */
  Optional<SenderState> lock(
      UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now) {
    if (waits) {
      return seen(kind, store.lockSender(owner, channel, senderId, kind, now));
    }
    flushIfPending(senderId);
    Optional<SenderState> locked =
        busy.contains(senderId)
            ? Optional.empty()
            : seen(kind, store.lockSenderIfFree(owner, channel, senderId, kind, now));
    if (locked.isEmpty()) {
      busy.add(senderId);
      throw new Deferred();
    }
    return locked;
  }

  /**
   * Locks the best of {@code ranked} that can be locked. Alone: the best one, waited for; empty
   * when it went away meanwhile. In a chunk: the best one no other transaction holds, trying them
   * all (a try costs a few hundredths of a millisecond, a decision alone a commit and its own
   * reads); deferred when none is free. A sender read without a usage row cannot be locked without
   * waiting (creating the row could wait): the membership is deferred, its decision alone takes
   * that best sender as D-37 asks, and the owner's senders without one are noted for {@link
   * #sendersWithoutRows}.
   */
  Optional<SenderState> lockChosen(
      UserId owner, Channel channel, SenderRanking ranked, Step.Kind kind, Instant now) {
    if (waits) {
      return seen(kind, store.lockSender(owner, channel, ranked.next(), kind, now));
    }
    for (UUID id = ranked.next(); id != null; id = ranked.next()) {
      if (busy.contains(id)) {
        continue;
      }
      if (withoutRow(kind, id)) {
        noteWithoutRows(owner, channel, kind, id);
        throw new Deferred();
      }
      flushIfPending(id);
      Optional<SenderState> locked =
          seen(kind, store.lockSenderIfFree(owner, channel, id, kind, now));
      if (locked.isPresent()) {
        return locked;
      }
      busy.add(id);
    }
    throw new Deferred();
  }

  /**
   * Writes a counted action, its count and its membership's hold. Alone: at once. In a chunk: held
   * back and written with the chunk's others in one statement ({@link #flush}, before the chunk
   * commits, so every SENDING row is durable before its provider call, D-41); a sender with a
   * reservation held back is written before it is locked again, so that a lock always reads the
   * sender's counts as they are (the limits are checked on them) and each sender has at most one.
   */
  void reserve(EngineAction action, SenderUse use, Instant leaseUntil) {
    if (waits) {
      store.reserveAndHold(action, use, leaseUntil);
    } else {
      pending.put(use.senderId(), new Reservation(action, use, leaseUntil));
    }
  }

  /** Writes the reservations held back, in one statement. */
  void flush() {
    if (!pending.isEmpty()) {
      store.reserveAllAndHold(List.copyOf(pending.values()));
      pending.clear();
    }
  }

  private void flushIfPending(UUID senderId) {
    if (pending.containsKey(senderId)) {
      flush();
    }
  }

  /**
   * The senders without a usage row of the owners whose best sender had none: created before the
   * next chunks (in a transaction of their own, which may wait for another one creating them),
   * those chunks can take them without waiting.
   */
  Map<Channel, Set<UUID>> sendersWithoutRows() {
    return withoutRows;
  }

  private boolean withoutRow(Step.Kind kind, UUID id) {
    SenderState seen = latest.getOrDefault(kind, Map.of()).get(id);
    return seen != null && !seen.hasUsageRow();
  }

  private void noteWithoutRows(UserId owner, Channel channel, Step.Kind kind, UUID best) {
    Set<UUID> ids = withoutRows.computeIfAbsent(channel, c -> new TreeSet<>());
    ids.add(best);
    List<SenderState> owners =
        ownersCandidates.get(new CandidateKey(owner, channel, List.of(), kind));
    if (owners != null) {
      owners.stream().filter(s -> !s.hasUsageRow()).forEach(s -> ids.add(s.id()));
    }
  }

  /**
   * Reads the first-step candidates of these owners in one round trip, for the memberships of a
   * chunk that have no sender yet; {@link #candidates} then answers from them.
   */
  void readCandidates(Collection<UserId> owners, Channel channel, Step.Kind kind) {
    Map<UUID, SenderState> known = latest.computeIfAbsent(kind, k -> new HashMap<>());
    store
        .senderCandidatesOfOwners(owners, channel, kind)
        .forEach(
            (owner, senders) -> {
              senders.forEach(s -> known.putIfAbsent(s.id(), s));
              ownersCandidates.put(new CandidateKey(owner, channel, List.of(), kind), senders);
            });
  }

  /**
   * The owner's candidates for a first step, as this scope last saw each (its own counts included).
   */
  List<SenderState> candidates(UserId owner, Channel channel, List<UUID> allowed, Step.Kind kind) {
    Map<UUID, SenderState> known = latest.computeIfAbsent(kind, k -> new HashMap<>());
    List<UUID> ids =
        candidates.computeIfAbsent(
            new CandidateKey(owner, channel, allowed, kind),
            key -> {
              List<SenderState> all =
                  ownersCandidates.get(new CandidateKey(owner, channel, List.of(), kind));
              List<UUID> read = new ArrayList<>();
              for (SenderState s :
                  all != null ? all : store.senderCandidates(owner, channel, allowed, kind)) {
                if (all == null || allowed.isEmpty() || allowed.contains(s.id())) {
                  known.putIfAbsent(s.id(), s);
                  read.add(s.id());
                }
              }
              return read;
            });
    List<SenderState> current = new ArrayList<>(ids.size());
    for (UUID id : ids) {
      current.add(known.get(id));
    }
    return current;
  }

  /**
   * The blacklists of a chunk's owners, read at its start in its transaction (one read for all): a
   * blacklist entry is not a stop that locks the membership, so a decision sees the entries
   * committed before its read, whether that read is its own or its chunk's.
   */
  void knowBlacklists(Map<UserId, List<BlacklistEntry>> entries) {
    blacklists.putAll(entries);
  }

  /** The owner's blacklist as read for this scope; empty when it was not read ahead. */
  Optional<List<BlacklistEntry>> blacklistOf(UserId owner) {
    return Optional.ofNullable(blacklists.get(owner));
  }

  /** The sender (as locked) has one more action of {@code kind} counted on {@code day}. */
  void counted(SenderState locked, Step.Kind kind, LocalDate day) {
    latest.computeIfAbsent(kind, k -> new HashMap<>()).put(locked.id(), locked.withOneMoreUse(day));
  }

  private Optional<SenderState> seen(Step.Kind kind, Optional<SenderState> locked) {
    locked.ifPresent(s -> latest.computeIfAbsent(kind, k -> new HashMap<>()).put(s.id(), s));
    return locked;
  }

  /** A membership held for the provider's answer whether its lead is a connection (D-50). */
  void ask(ConnectionQuestion question) {
    questions.add(question);
  }

  /** The questions of this scope's decisions, to ask once it has committed. */
  List<ConnectionQuestion> questions() {
    return List.copyOf(questions);
  }

  private record CandidateKey(UserId owner, Channel channel, List<UUID> allowed, Step.Kind kind) {}

  /**
   * The membership cannot be decided in this chunk without waiting for a sender; nothing of it has
   * been written. It is decided alone after the chunk commits. (A client program's membership that
   * has written skipped steps in this decision is not deferred: the planner looks at it again in
   * the next pass.)
   */
  static final class Deferred extends RuntimeException {
    Deferred() {
      super("left to be decided alone", null, false, false);
    }
  }
}
