package com.outreach.domain.campaign.program;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.MessageTemplate;
import com.outreach.domain.campaign.program.MembershipHistory.EmailHit;
import com.outreach.domain.campaign.program.MembershipHistory.LeadEmail;
import com.outreach.domain.campaign.program.MembershipHistory.Outcome;
import com.outreach.domain.campaign.program.Simulation.Entry;
import com.outreach.domain.campaign.program.Simulation.Hit;
import com.outreach.domain.campaign.program.Simulation.Run;
import com.outreach.domain.campaign.program.Simulation.World;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * D-50 over random programs and random leads (acceptances, opens and clicks, bot hits, replies and
 * stops at random times, late actions): the steps carried out are exactly those whose guards held
 * when they fell due, in order, each once, never before it was due and never after a stop or a
 * reply. The expectations are worked out here from the world's own times, not from the evaluator.
 */
class ProgramPropertiesTest {
  private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
  private static final MessageTemplate TEXT = MessageTemplate.parse("Hi {{firstName}}", "t");

  @Property(tries = 1500)
  void carriedOutStepsAreExactlyThoseWhoseGuardsHeldWhenDue_inOrder_neverAfterAStop(
      @ForAll("programs") Program program, @ForAll("worlds") World world) {
    Run run = Simulation.run(program, world);
    Optional<Instant> stop = earliest(world.reply(), world.stop());
    List<Entry> visits = run.visits();
    for (int k = 0; k < visits.size(); k++) {
      assertThat(visits.get(k).index()).as("steps in order, each once").isEqualTo(k);
    }
    Oracle oracle = new Oracle(program, world, run);
    Instant done = world.start();
    int entry = 0;
    for (Entry visit : visits) {
      // Everything before this step: what its delay counts from (D-50).
      while (run.entries().get(entry) != visit) {
        done = later(done, run.entries().get(entry).at());
        entry++;
      }
      int k = visit.index();
      if (k > 0) {
        done = later(done, oracle.inviteDone(k - 1));
      }
      ProgramStep step = program.step(k);
      Instant due = done.plus(step.delay().value());
      boolean guard = oracle.guardHolds(step.when(), due);
      if (visit.outcome() == Outcome.CARRIED_OUT) {
        assertThat(visit.due()).as("due time of step %d", k).isEqualTo(due);
        assertThat(visit.at()).as("not before due").isAfterOrEqualTo(due);
        assertThat(guard).as("guard %s held at %s", step.when(), due).isTrue();
        stop.ifPresent(s -> assertThat(visit.at()).as("before the stop").isBefore(s));
        assertThat(oracle.mayCarryOut(step.type(), visit.at()))
            .as("%s possible", step.type())
            .isTrue();
      } else if (!guard) {
        assertThat(visit.reason()).isEqualTo(step.when().reasonWhenFalse());
        assertThat(visit.at()).isEqualTo(due);
      } else {
        assertThat(visit.reason())
            .as("skip of a step whose guard held")
            .isEqualTo(oracle.skipReason(step.type(), visit.at()));
        assertThat(visit.at()).isAfterOrEqualTo(due);
      }
    }
    NextStep last = run.last();
    if (last instanceof NextStep.Stopped stopped) {
      assertThat(stop).contains(stopped.at());
      assertThat(stopped.at()).isBeforeOrEqualTo(run.end());
    } else {
      NextStep.End end = (NextStep.End) last;
      stop.ifPresent(s -> assertThat(s).as("ended before any stop").isAfter(run.end()));
      switch (end.status()) {
        case COMPLETED -> assertThat(visits).hasSize(program.size());
        case UNSUBSCRIBED -> {
          assertThat(world.email()).isEqualTo(LeadEmail.SUPPRESSED);
          assertThat(program.step(visits.size()).type()).isEqualTo(StepType.EMAIL);
        }
        case FAILED -> throw new AssertionError("a program fails on no skippable miss: " + end);
      }
    }
  }

  @Property(tries = 500)
  void factsDatedAfterNow_changeNothing(
      @ForAll("programs") Program program,
      @ForAll("worlds") World world,
      @ForAll("offsets") Duration offset) {
    Run run = Simulation.run(program, world);
    MembershipHistory whole = run.history();
    Instant now = world.start().plus(offset);
    assertThat(ProgramEvaluator.next(program, whole, now))
        .isEqualTo(ProgramEvaluator.next(program, knownAt(whole, now), now));
  }

  // ---------------------------------------------------------------- the expectations

  /** What D-50 says of the simulated lead, from the world's times and what the engine did. */
  private static final class Oracle {
    private final Program program;
    private final World world;
    private final Run run;
    private final Optional<Instant> firstInvite;
    private final Optional<Instant> firstEmail;

    Oracle(Program program, World world, Run run) {
      this.program = program;
      this.world = world;
      this.run = run;
      this.firstInvite = first(StepType.INVITE);
      this.firstEmail = first(StepType.EMAIL);
    }

    private Optional<Instant> first(StepType type) {
      return run.entries().stream()
          .filter(e -> e.outcome() == Outcome.CARRIED_OUT && program.step(e.index()).type() == type)
          .map(Entry::at)
          .findFirst();
    }

    Optional<Instant> accepted() {
      // An invite to a lead the provider knows as a connection is answered "already connected":
      // an acceptance at once.
      Optional<Instant> afterInvite =
          world.providerConnected()
              ? firstInvite
              : firstInvite.flatMap(at -> world.acceptAfterInvite().map(at::plus));
      return earliest(afterInvite, world.acceptedAnyway());
    }

    boolean connectedAt(Instant at) {
      if (accepted().filter(a -> !a.isAfter(at)).isPresent()) {
        return true;
      }
      return firstInvite.filter(i -> !i.isAfter(at)).isEmpty() && world.providerConnected();
    }

    /** When the invite of step {@code index}, if it went out, was done: accepted, or withdrawn. */
    Instant inviteDone(int index) {
      boolean sent =
          run.entries().stream()
              .anyMatch(e -> e.index() == index && e.outcome() == Outcome.CARRIED_OUT);
      if (!sent || program.step(index).type() != StepType.INVITE) {
        return Instant.MIN;
      }
      Optional<Instant> withdrawn =
          run.entries().stream()
              .filter(e -> e.index() == index && e.outcome() == Outcome.WITHDRAWN)
              .map(Entry::at)
              .findFirst();
      Optional<Instant> accepted =
          accepted().filter(a -> withdrawn.isEmpty() || !a.isAfter(withdrawn.get()));
      return accepted.or(() -> withdrawn).orElseThrow();
    }

    /**
     * Connected when an invite went out at {@code at}, leaving out that invite's own acceptance.
     */
    private boolean connectedBeforeInviting(Instant at) {
      boolean earlierInvite = firstInvite.filter(i -> i.isBefore(at)).isPresent();
      Optional<Instant> accepted = earlierInvite ? accepted() : world.acceptedAnyway();
      if (accepted.filter(a -> !a.isAfter(at)).isPresent()) {
        return true;
      }
      return !earlierInvite && world.providerConnected();
    }

    boolean guardHolds(Guard guard, Instant at) {
      return switch (guard) {
        case ALWAYS -> true;
        case CONNECTED -> connectedAt(at);
        case NOT_CONNECTED -> !connectedAt(at);
        case OPENED -> hit(at, false);
        case NOT_OPENED -> !hit(at, false);
        case CLICKED -> hit(at, true);
        case NOT_CLICKED -> !hit(at, true);
      };
    }

    private boolean hit(Instant at, boolean clicksOnly) {
      if (firstEmail.isEmpty()) {
        return false;
      }
      for (Hit hit : world.hits()) {
        boolean human = hit.afterFirstEmail().compareTo(Simulation.BOT_WINDOW) >= 0;
        boolean kind = !clicksOnly || hit.kind() == EmailHit.Kind.CLICK;
        if (human && kind && !firstEmail.get().plus(hit.afterFirstEmail()).isAfter(at)) {
          return true;
        }
      }
      return false;
    }

    boolean mayCarryOut(StepType type, Instant at) {
      return switch (type) {
        case INVITE -> !connectedBeforeInviting(at) || world.providerConnected();
        case MESSAGE -> connectedAt(at);
        case EMAIL -> world.email() == LeadEmail.USABLE;
        case LIKE_POST -> world.recentPost();
        case VISIT, INMAIL -> true;
      };
    }

    /** Why a step whose guard held is skipped, judged at the time of the skip. */
    String skipReason(StepType type, Instant at) {
      return switch (type) {
        case INVITE -> connectedAt(at) ? SkipReason.ALREADY_CONNECTED : "none";
        case MESSAGE -> connectedAt(at) ? "none" : SkipReason.NOT_CONNECTED;
        case EMAIL ->
            world.email() == LeadEmail.MISSING || world.email() == LeadEmail.INVALID
                ? SkipReason.NO_EMAIL
                : "none";
        case LIKE_POST -> world.recentPost() ? "none" : SkipReason.NO_RECENT_POST;
        case VISIT, INMAIL -> "none";
      };
    }
  }

  private static MembershipHistory knownAt(MembershipHistory h, Instant now) {
    return new MembershipHistory(
        h.startedAt(),
        h.records().stream().filter(r -> !r.at().isAfter(now)).toList(),
        h.acceptedAt().filter(at -> !at.isAfter(now)),
        h.providerSaysConnected(),
        h.emailHits().stream().filter(hit -> !hit.at().isAfter(now)).toList(),
        h.leadEmail(),
        h.repliedAt().filter(at -> !at.isAfter(now)),
        h.stoppedAt().filter(at -> !at.isAfter(now)));
  }

  private static Optional<Instant> earliest(Optional<Instant> a, Optional<Instant> b) {
    if (a.isPresent() && b.isPresent()) {
      return Optional.of(a.get().isBefore(b.get()) ? a.get() : b.get());
    }
    return a.or(() -> b);
  }

  private static Instant later(Instant a, Instant b) {
    return a.isAfter(b) ? a : b;
  }

  // ---------------------------------------------------------------- random programs and leads

  @Provide
  Arbitrary<Program> programs() {
    return Combinators.combine(
            Arbitraries.of(StepType.class),
            Arbitraries.of(Guard.class),
            Arbitraries.of("PT1H", "PT5H", "P1D", "P3D"),
            Arbitraries.of("PT1H", "P1D", "P7D"),
            Arbitraries.integers().between(1, 5))
        .as(ProgramPropertiesTest::step)
        .list()
        .ofMinSize(1)
        .ofMaxSize(8)
        .flatMap(
            steps ->
                Arbitraries.of("PT0S", "PT1H", "PT5H")
                    .map(
                        firstDelay -> {
                          List<ProgramStep> numbered = new ArrayList<>();
                          for (int i = 0; i < steps.size(); i++) {
                            ProgramStep s = steps.get(i);
                            numbered.add(
                                new ProgramStep(
                                    i + 1,
                                    s.type(),
                                    i == 0 ? StepDuration.of(firstDelay) : s.delay(),
                                    s.when(),
                                    s.acceptWithin(),
                                    s.variants()));
                          }
                          return new Program(ProgramKind.CUSTOM, numbered, steps.size() + 1);
                        }));
  }

  private static ProgramStep step(
      StepType type, Guard when, String delay, String acceptWithin, int variants) {
    List<StepVariant> texts = new ArrayList<>();
    for (int i = 0; type.hasTexts() && i < variants; i++) {
      texts.add(StepVariant.mail(Optional.of(TEXT), TEXT));
    }
    return new ProgramStep(
        1,
        type,
        StepDuration.of(delay),
        when,
        type == StepType.INVITE ? Optional.of(StepDuration.of(acceptWithin)) : Optional.empty(),
        texts);
  }

  /**
   * Seconds after the first email or invite close to when a later step may fall due (sums of the
   * delays above), where reading a guard at the wrong moment would show.
   */
  private static Arbitrary<Long> nearADueTime() {
    return Combinators.combine(
            Arbitraries.of(1L, 2L, 5L, 6L, 10L, 24L, 25L, 29L, 48L, 72L, 73L, 77L),
            Arbitraries.longs().between(-600, 6 * 3600))
        .as((hours, shift) -> Math.max(10, hours * 3600 + shift));
  }

  @Provide
  Arbitrary<Duration> offsets() {
    return Arbitraries.longs().between(0, 60L * 24 * 60).map(Duration::ofMinutes);
  }

  private static Arbitrary<Optional<Instant>> sometime(int percentPresent) {
    return Arbitraries.longs()
        .between(0, 40L * 24 * 60)
        .map(minutes -> T0.plus(Duration.ofMinutes(minutes)))
        .optional(percentPresent / 100.0);
  }

  @Provide
  Arbitrary<World> worlds() {
    Arbitrary<Optional<Duration>> acceptAfterInvite =
        Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.longs().between(60, 20L * 24 * 3600)),
                Tuple.of(1, nearADueTime()))
            .map(Duration::ofSeconds)
            .optional(0.6);
    Arbitrary<Hit> hit =
        Combinators.combine(
                Arbitraries.of(EmailHit.Kind.class),
                Arbitraries.frequencyOf(
                    Tuple.of(1, Arbitraries.longs().between(0, 9)),
                    Tuple.of(2, Arbitraries.longs().between(10, 20L * 24 * 3600)),
                    Tuple.of(3, nearADueTime())))
            .as((kind, seconds) -> new Hit(kind, Duration.ofSeconds(seconds)));
    Arbitrary<List<Duration>> lags =
        Arbitraries.of(
                Duration.ZERO, Duration.ofMinutes(10), Duration.ofHours(2), Duration.ofHours(5))
            .list()
            .ofMaxSize(3);
    return Combinators.combine(
            acceptAfterInvite,
            sometime(15),
            hit.list().ofMaxSize(6),
            sometime(50),
            sometime(20),
            Arbitraries.integers().between(0, 3), // provider connected, recent post
            Arbitraries.of(LeadEmail.class),
            lags)
        .as(
            (accept, anyway, hits, reply, stop, flags, email, lag) ->
                new World(
                    T0,
                    accept,
                    anyway,
                    hits,
                    reply,
                    stop,
                    (flags & 1) != 0,
                    (flags & 2) != 0,
                    email,
                    lag));
  }
}
