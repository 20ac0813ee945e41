package com.outreach.domain.campaign.program;

import com.outreach.domain.campaign.program.MembershipHistory.EmailHit;
import com.outreach.domain.campaign.program.MembershipHistory.LeadEmail;
import com.outreach.domain.campaign.program.MembershipHistory.StepRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Drives {@link ProgramEvaluator} the way an engine would, over a simulated lead and provider: it
 * carries out what it is told to (sometimes late, as pacing holds an action back), writes what
 * happened into the history, sleeps until the time it is given, and asks the provider when told.
 * The lead's behaviour is fixed up front ({@link World}); what depends on the engine (the
 * acceptance after the invite, the opens after the first email) is dated from what the engine did.
 */
final class Simulation {
  static final Duration BOT_WINDOW = Duration.ofSeconds(10);

  /**
   * The lead and the provider. {@code acceptAfterInvite}: the lead accepts that long after the
   * first invite; {@code acceptedAnyway}: the lead becomes a connection then, invite or not (an
   * acceptance reported through the API); {@code hits}: opens and clicks, dated from the first
   * email (within {@link #BOT_WINDOW}: a bot); {@code lags}: how late each action goes out, in
   * turn.
   */
  record World(
      Instant start,
      Optional<Duration> acceptAfterInvite,
      Optional<Instant> acceptedAnyway,
      List<Hit> hits,
      Optional<Instant> reply,
      Optional<Instant> stop,
      boolean providerConnected,
      boolean recentPost,
      LeadEmail email,
      List<Duration> lags) {}

  record Hit(EmailHit.Kind kind, Duration afterFirstEmail) {}

  /** One thing the engine did: a step carried out, skipped or withdrawn. */
  record Entry(
      int index, MembershipHistory.Outcome outcome, Instant at, Instant due, String reason) {}

  record Run(List<Entry> entries, NextStep last, Instant end, MembershipHistory history) {
    List<Entry> visits() {
      return entries.stream()
          .filter(e -> e.outcome() != MembershipHistory.Outcome.WITHDRAWN)
          .toList();
    }
  }

  private final Program program;
  private final World world;
  private final List<StepRecord> records = new ArrayList<>();
  private final List<Entry> entries = new ArrayList<>();
  private Optional<Boolean> providerSays = Optional.empty();
  private Instant firstInvite;
  private Instant firstEmail;
  private int lagTurn;

  private Simulation(Program program, World world) {
    this.program = program;
    this.world = world;
  }

  static Run run(Program program, World world) {
    return new Simulation(program, world).run();
  }

  /**
   * When the lead is a connection, as far as the world has decided by now: its acceptance of the
   * first invite, or an acceptance reported anyway, or the first invite itself when the provider
   * answered that the lead is a connection already (counted as an acceptance then, as the engine's
   * recorder does).
   */
  Optional<Instant> acceptedAt() {
    Optional<Instant> afterInvite =
        firstInvite == null
            ? Optional.empty()
            : world.providerConnected()
                ? Optional.of(firstInvite)
                : world.acceptAfterInvite().map(firstInvite::plus);
    if (afterInvite.isPresent() && world.acceptedAnyway().isPresent()) {
      return Optional.of(
          afterInvite.get().isBefore(world.acceptedAnyway().get())
              ? afterInvite.get()
              : world.acceptedAnyway().get());
    }
    return afterInvite.or(world::acceptedAnyway);
  }

  MembershipHistory history() {
    List<EmailHit> hits = new ArrayList<>();
    if (firstEmail != null) {
      for (Hit hit : world.hits()) {
        hits.add(
            new EmailHit(
                hit.kind(),
                firstEmail.plus(hit.afterFirstEmail()),
                hit.afterFirstEmail().compareTo(BOT_WINDOW) < 0));
      }
    }
    return new MembershipHistory(
        world.start(),
        records,
        acceptedAt(),
        providerSays,
        hits,
        world.email(),
        world.reply(),
        world.stop());
  }

  private Run run() {
    Instant now = world.start();
    boolean held = false;
    for (int turn = 0; turn < 1_000; turn++) {
      NextStep next = ProgramEvaluator.next(program, history(), now);
      if (next instanceof NextStep.End || next instanceof NextStep.Stopped) {
        return new Run(entries, next, now, history());
      }
      if (next instanceof NextStep.WaitUntil wait) {
        check(wait.at().isAfter(now), "waits for a time past: " + wait);
        now = wait.at();
      } else if (next instanceof NextStep.AwaitAcceptance await) {
        check(await.until().isAfter(now), "awaits until a time past: " + await);
        Instant current = now;
        Optional<Instant> accepted = acceptedAt().filter(at -> at.isAfter(current));
        now = accepted.filter(at -> at.isBefore(await.until())).orElse(await.until());
      } else if (next instanceof NextStep.Withdraw withdraw) {
        check(!now.isBefore(withdraw.expiredAt()), "withdraws early: " + withdraw);
        int id = program.step(withdraw.index()).id();
        records.add(StepRecord.withdrawn(id, now));
        entries.add(
            new Entry(withdraw.index(), MembershipHistory.Outcome.WITHDRAWN, now, null, null));
      } else if (next instanceof NextStep.Skip skip) {
        skip(skip.index(), skip.at(), skip.reason(), skip.at());
      } else if (next instanceof NextStep.CheckConnection ask) {
        check(providerSays.isEmpty(), "asks twice: " + ask);
        providerSays = Optional.of(world.providerConnected());
      } else if (next instanceof NextStep.CarryOut carry) {
        check(!now.isBefore(carry.due()), "carries out early: " + carry);
        Duration lag =
            world.lags().isEmpty()
                ? Duration.ZERO
                : world.lags().get(lagTurn++ % world.lags().size());
        if (!held && !lag.isZero()) {
          held = true; // pacing holds it back; the engine decides again when it may act
          now = now.plus(lag);
          continue;
        }
        held = false;
        Optional<NextStep> refused = provider(carry.index(), now);
        if (refused.isPresent()) {
          if (refused.get() instanceof NextStep.Skip skip) {
            skip(skip.index(), skip.at(), skip.reason(), carry.due());
          } else {
            return new Run(entries, refused.get(), now, history());
          }
        } else {
          carriedOut(carry.index(), now, carry.due());
        }
      } else {
        throw new AssertionError("unexpected " + next);
      }
    }
    throw new AssertionError("the program did not end: " + entries);
  }

  /**
   * The provider's refusal, if it refuses: a MESSAGE to a non-connection, a LIKE_POST without a
   * post.
   */
  private Optional<NextStep> provider(int index, Instant now) {
    StepType type = program.step(index).type();
    if (type == StepType.MESSAGE && !connectedAt(now)) {
      return Optional.of(
          ProgramEvaluator.afterRefusal(program, index, SkipReason.NOT_CONNECTED, now));
    }
    if (type == StepType.LIKE_POST && !world.recentPost()) {
      return Optional.of(
          ProgramEvaluator.afterRefusal(program, index, SkipReason.NO_RECENT_POST, now));
    }
    return Optional.empty();
  }

  /** The truth the provider knows: accepted by then, or a connection from before any invite. */
  boolean connectedAt(Instant at) {
    Optional<Instant> accepted = acceptedAt();
    if (accepted.isPresent() && !accepted.get().isAfter(at)) {
      return true;
    }
    return (firstInvite == null || firstInvite.isAfter(at)) && world.providerConnected();
  }

  private void carriedOut(int index, Instant at, Instant due) {
    ProgramStep step = program.step(index);
    records.add(StepRecord.carriedOut(step.id(), step.type(), at));
    entries.add(new Entry(index, MembershipHistory.Outcome.CARRIED_OUT, at, due, null));
    if (step.type() == StepType.INVITE && firstInvite == null) {
      firstInvite = at;
    }
    if (step.type() == StepType.EMAIL && firstEmail == null) {
      firstEmail = at;
    }
  }

  private void skip(int index, Instant at, String reason, Instant due) {
    ProgramStep step = program.step(index);
    records.add(StepRecord.skipped(step.id(), step.type(), at, reason));
    entries.add(new Entry(index, MembershipHistory.Outcome.SKIPPED, at, due, reason));
  }

  private static void check(boolean condition, String message) {
    if (!condition) {
      throw new AssertionError(message);
    }
  }
}
