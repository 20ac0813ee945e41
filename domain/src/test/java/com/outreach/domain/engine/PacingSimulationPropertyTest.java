package com.outreach.domain.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;

/**
 * One sender acting as fast as {@link Pacing#decide} allows for three simulated weeks, keeping its
 * own ledger: it never breaks a rule (hours, gaps, daily caps with warm-up, rolling weekly limit),
 * it never waits in vain (every Wait is later than now, and nothing between now and it would have
 * been a Go), and it does act on every working day its limits leave room for.
 */
class PacingSimulationPropertyTest {
  private static final Duration SIMULATED = Duration.ofDays(21);
  private static final int MAX_DECISIONS = 100_000;

  record Scenario(Pacing pacing, Gap gap, Instant start, long seed) {}

  @Provide
  Arbitrary<Scenario> scenarios() {
    Arbitrary<Integer> daily =
        Arbitraries.frequencyOf(
            Tuple.of(3, Arbitraries.integers().between(1, 150)),
            Tuple.of(1, Arbitraries.of(1, 2, 3, 5)));
    Arbitrary<OptionalInt> weekly =
        Arbitraries.frequencyOf(
            Tuple.of(1, Arbitraries.just(OptionalInt.empty())),
            Tuple.of(1, Arbitraries.integers().between(1, 200).map(OptionalInt::of)));
    Arbitrary<Optional<Integer>> warmUpShift =
        Arbitraries.frequencyOf(
            Tuple.of(1, Arbitraries.just(Optional.<Integer>empty())),
            Tuple.of(1, Arbitraries.integers().between(-12, 25).map(Optional::of)));
    return Combinators.combine(
            EngineArbitraries.workingHours(),
            daily,
            weekly,
            warmUpShift,
            EngineArbitraries.gaps(),
            Arbitraries.longs())
        .flatAs(
            (hours, dailyLimit, weeklyLimit, shift, gap, seed) ->
                EngineArbitraries.startsIn(hours.zone())
                    .map(
                        start -> {
                          Optional<LocalDate> warmUp =
                              shift.map(days -> hours.dayOf(start).plusDays(days));
                          return new Scenario(
                              new Pacing(hours, dailyLimit, weeklyLimit, warmUp), gap, start, seed);
                        }));
  }

  @Property(tries = 250, edgeCases = EdgeCasesMode.NONE)
  @StatisticsReport(
      StatisticsReport.StatisticsReportMode.OFF) // only the coverage checks below matter
  void greedySender_keepsEveryRule_neverWaitsInVain_andActsWhenItMay(
      @ForAll("scenarios") Scenario s) {
    Simulation sim = new Simulation(s);
    sim.run();

    sim.assertEveryActionInsideHours();
    sim.assertGapsKept();
    sim.assertDailyCapsKept();
    sim.assertWeeklyLimitKept();
    sim.assertActsOnEveryDayItMay();

    // The property must not pass vacuously: most runs act a lot, and every kind of Wait and DST
    // change occurs.
    Statistics.label("actions")
        .collect(sim.actions.size() == 0 ? "none" : sim.actions.size() < 21 ? "1-20" : "21+");
    for (WaitReason reason : WaitReason.values()) {
      Statistics.label(reason.name()).collect(sim.reasons.contains(reason));
    }
    Statistics.label("crosses a clock change").collect(sim.crossesClockChange());
    Statistics.label("actions").coverage(check -> check.check("21+").percentage(p -> p > 30));
    for (WaitReason reason : WaitReason.values()) {
      Statistics.label(reason.name()).coverage(check -> check.check(true).percentage(p -> p > 20));
    }
    Statistics.label("crosses a clock change")
        .coverage(check -> check.check(true).percentage(p -> p > 20));
  }

  /** The sender's ledger and the greedy loop. */
  private static final class Simulation {
    private final Scenario s;
    private final Pacing pacing;
    private final WorkingHours hours;
    private final SplittableRandom gapRandom;
    private final SplittableRandom probeRandom;
    private final List<Instant> actions = new ArrayList<>();
    private final List<Duration> gaps = new ArrayList<>();
    private final Map<LocalDate, Integer> perDay = new HashMap<>();
    private final Set<WaitReason> reasons = EnumSet.noneOf(WaitReason.class);
    private Instant nextFreeAt;

    Simulation(Scenario s) {
      this.s = s;
      this.pacing = s.pacing();
      this.hours = pacing.hours();
      this.gapRandom = new SplittableRandom(s.seed());
      this.probeRandom = new SplittableRandom(~s.seed());
    }

    void run() {
      Instant now = s.start();
      Instant end = s.start().plus(SIMULATED);
      int decisions = 0;
      while (now.isBefore(end)) {
        assertThat(++decisions).as("decisions (livelock?)").isLessThan(MAX_DECISIONS);
        PacingDecision decision = pacing.decide(now, usageAt(now));
        if (decision instanceof PacingDecision.Wait wait) {
          assertThat(wait.notBefore()).as("Wait at %s: %s", now, wait).isAfter(now);
          assertNoGoBefore(now, wait);
          reasons.add(wait.reason());
          now = wait.notBefore();
        } else {
          act(now);
        }
      }
    }

    private void act(Instant now) {
      actions.add(now);
      perDay.merge(hours.dayOf(now), 1, Integer::sum);
      Duration gap = s.gap().draw(gapRandom);
      gaps.add(gap);
      nextFreeAt = now.plus(gap);
    }

    /**
     * What the engine would read under the sender's lock at {@code at} (at or after the last
     * action).
     */
    private SenderUsage usageAt(Instant at) {
      int usedToday = perDay.getOrDefault(hours.dayOf(at), 0);
      return new SenderUsage(usedToday, reservedInWeekEndingAt(at), nextFreeAt);
    }

    /** The ledger's actions within (at - 7 x 24 h, at]; the ledger is in time order. */
    private List<Instant> reservedInWeekEndingAt(Instant at) {
      return actions.subList(firstAfter(at.minus(Pacing.WEEK)), firstAfter(at));
    }

    private int firstAfter(Instant instant) {
      int low = 0;
      int high = actions.size();
      while (low < high) {
        int middle = (low + high) >>> 1;
        if (actions.get(middle).isAfter(instant)) {
          high = middle;
        } else {
          low = middle + 1;
        }
      }
      return low;
    }

    /**
     * A Wait is a lower bound: deciding at instants before it, with the same ledger, never says Go.
     */
    private void assertNoGoBefore(Instant now, PacingDecision.Wait wait) {
      Duration distance = Duration.between(now, wait.notBefore());
      List<Instant> probes = new ArrayList<>();
      probes.add(wait.notBefore().minusNanos(1));
      probes.add(wait.notBefore().minusSeconds(1));
      probes.add(wait.notBefore().minusSeconds(60));
      probes.add(now.plusNanos(1 + probeRandom.nextLong(Math.max(1, distance.toNanos() - 1))));
      for (Instant probe : probes) {
        if (probe.isAfter(now) && probe.isBefore(wait.notBefore())) {
          assertThat(pacing.decide(probe, usageAt(probe)))
              .as("at %s, before %s from %s", probe, wait, now)
              .isInstanceOf(PacingDecision.Wait.class);
        }
      }
    }

    boolean crossesClockChange() {
      var change = hours.zone().getRules().nextTransition(s.start());
      return change != null && change.getInstant().isBefore(s.start().plus(SIMULATED));
    }

    void assertEveryActionInsideHours() {
      assertThat(actions)
          .allSatisfy(action -> assertThat(hours.contains(action)).as("%s", action).isTrue());
    }

    void assertGapsKept() {
      for (int i = 1; i < actions.size(); i++) {
        Duration between = Duration.between(actions.get(i - 1), actions.get(i));
        assertThat(between).as("after action %d", i - 1).isGreaterThanOrEqualTo(gaps.get(i - 1));
        assertThat(between).isGreaterThanOrEqualTo(s.gap().min());
      }
    }

    void assertDailyCapsKept() {
      perDay.forEach(
          (day, count) ->
              assertThat(count).as("on %s", day).isLessThanOrEqualTo(pacing.capOn(day)));
    }

    void assertWeeklyLimitKept() {
      if (pacing.weeklyLimit().isPresent()) {
        for (Instant action : actions) {
          assertThat(reservedInWeekEndingAt(action))
              .as("in the week ending at %s", action)
              .hasSizeLessThanOrEqualTo(pacing.weeklyLimit().getAsInt());
        }
      }
    }

    /**
     * On every whole simulated working day with a non-empty window and a cap above 0, the sender
     * acts, unless the rolling week is still full at the window's last instant (the count only
     * falls while it does not act). A gap of a few hours cannot cover a whole day's window.
     */
    void assertActsOnEveryDayItMay() {
      LocalDate last = hours.dayOf(s.start().plus(SIMULATED));
      for (LocalDate day = hours.dayOf(s.start()).plusDays(1);
          day.isBefore(last);
          day = day.plusDays(1)) {
        Instant opening = hours.nextOpening(day.atStartOfDay(hours.zone()).toInstant());
        if (!hours.dayOf(opening).equals(day)
            || pacing.capOn(day) == 0
            || perDay.containsKey(day)) {
          continue;
        }
        Instant close = lastCloseOn(day, opening);
        assertThat(pacing.weeklyLimit())
            .as("no action on working day %s (window until %s) of %s", day, close, s)
            .isPresent();
        assertThat(reservedInWeekEndingAt(close.minusNanos(1)))
            .as("no action on %s, yet the week ending at %s had room", day, close)
            .hasSizeGreaterThanOrEqualTo(pacing.weeklyLimit().getAsInt());
      }
    }

    /** Where the last piece of the day's window ends (a fall-back can split one day's window). */
    private Instant lastCloseOn(LocalDate day, Instant opening) {
      Instant close = hours.endOfWindow(opening);
      for (Instant next = hours.nextOpening(close);
          hours.dayOf(next).equals(day);
          next = hours.nextOpening(close)) {
        close = hours.endOfWindow(next);
      }
      return close;
    }
  }
}
