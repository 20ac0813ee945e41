package com.outreach.domain.engine;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransition;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/** Random working hours and instants for the engine's property tests, biased to DST changes. */
final class EngineArbitraries {
  static final List<String> ZONES =
      List.of("America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "UTC");
  private static final long FROM = Instant.parse("2024-01-01T00:00:00Z").getEpochSecond();
  private static final long UNTIL = Instant.parse("2030-01-01T00:00:00Z").getEpochSecond();

  private EngineArbitraries() {}

  static Arbitrary<ZoneId> zones() {
    return Arbitraries.of(ZONES).map(ZoneId::of);
  }

  static Arbitrary<Set<DayOfWeek>> days() {
    return Arbitraries.frequencyOf(
        Tuple.of(2, Arbitraries.of(DayOfWeek.class).set().ofMinSize(1).ofMaxSize(7)),
        Tuple.of(1, Arbitraries.just(Set.of(DayOfWeek.values()))));
  }

  /** Minutes of the day, often the ones DST changes touch (02:00-03:30) and the day's ends. */
  private static Arbitrary<Integer> minutes(int from, int to) {
    Arbitrary<Integer> any = Arbitraries.integers().between(from, to);
    Arbitrary<Integer> notable =
        Arbitraries.of(0, 60, 119, 120, 121, 150, 180, 181, 210, 540, 1080, 1439, 1440)
            .filter(m -> m >= from && m <= to);
    return Arbitraries.frequencyOf(Tuple.of(3, any), Tuple.of(2, notable));
  }

  static Arbitrary<WorkingHours> workingHours() {
    return Combinators.combine(zones(), days(), minutes(0, 1439))
        .flatAs(
            (zone, days, start) ->
                minutes(start + 1, 1440).map(end -> new WorkingHours(zone, days, start, end)));
  }

  /** Instants in 2024-2029, half of them within three days of one of the zone's transitions. */
  static Arbitrary<Instant> instantsIn(ZoneId zone) {
    Arbitrary<Instant> anywhere =
        Combinators.combine(
                Arbitraries.longs().between(FROM, UNTIL),
                Arbitraries.frequencyOf(
                    Tuple.of(3, Arbitraries.just(0)),
                    Tuple.of(1, Arbitraries.integers().between(0, 999_999_999))))
            .as(Instant::ofEpochSecond);
    Arbitrary<Instant> nearChange =
        Combinators.combine(anywhere, Arbitraries.longs().between(-3 * 86_400, 3 * 86_400))
            .as((base, shift) -> nearTransition(zone, base).plusSeconds(shift));
    Arbitrary<Instant> atChange =
        Combinators.combine(
                anywhere, Arbitraries.of(-3600L, -1800L, -60L, -1L, 0L, 1L, 60L, 1800L, 3600L))
            .as((base, shift) -> nearTransition(zone, base).plusSeconds(shift));
    return Arbitraries.frequencyOf(
        Tuple.of(2, anywhere), Tuple.of(2, nearChange), Tuple.of(1, atChange));
  }

  /**
   * Like {@link #instantsIn}, but two thirds of them up to 20 days before one of the zone's
   * transitions.
   */
  static Arbitrary<Instant> startsIn(ZoneId zone) {
    Arbitrary<Instant> beforeChange =
        Combinators.combine(instantsIn(zone), Arbitraries.longs().between(0, 20 * 86_400))
            .as((base, lead) -> nearTransition(zone, base).minusSeconds(lead));
    return Arbitraries.frequencyOf(Tuple.of(1, instantsIn(zone)), Tuple.of(2, beforeChange));
  }

  private static Instant nearTransition(ZoneId zone, Instant base) {
    ZoneOffsetTransition next = zone.getRules().nextTransition(base);
    return next == null ? base : next.getInstant();
  }

  /** Gaps from zero to a few hours, min <= max, in whole seconds. */
  static Arbitrary<Gap> gaps() {
    Arbitrary<Long> seconds =
        Arbitraries.frequencyOf(
            Tuple.of(1, Arbitraries.just(0L)),
            Tuple.of(3, Arbitraries.longs().between(1, 600)),
            Tuple.of(2, Arbitraries.longs().between(1, 4 * 3600)));
    return Combinators.combine(seconds, seconds)
        .as(
            (a, b) ->
                new Gap(Duration.ofSeconds(Math.min(a, b)), Duration.ofSeconds(Math.max(a, b))));
  }
}
