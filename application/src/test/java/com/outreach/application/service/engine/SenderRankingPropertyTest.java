package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.Pacing;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * D-37's order as SenderRanking selects it equals the order of a full sort by headroom (most
 * first), then id (lowest first), which the engine used before the ranking: the same candidates,
 * the same choice. Candidates vary in limits, usage (today, an earlier day, none), warm-ups, zones
 * and schedules (some leaving no window), and ids that collide in headroom.
 */
class SenderRankingPropertyTest {
  private static final Instant NOW = Instant.parse("2026-11-27T08:15:00Z");
  private static final List<ZoneId> ZONES =
      List.of(
          ZoneId.of("UTC"),
          ZoneId.of("Europe/Paris"),
          ZoneId.of("Pacific/Kiritimati"),
          ZoneId.of("America/Adak"));

  private final SenderPacing pacing =
      new SenderPacing(ScheduleDefaults.parse("MON,TUE,WED,THU,FRI", "09:00", "17:00"));

  @Property(tries = 300)
  void takenBestFirstTheyAreTheFullSortsOrder(
      @ForAll("candidates") List<SenderState> candidates, @ForAll("kinds") Step.Kind kind) {
    assertThat(SenderRanking.of(candidates, kind, NOW, pacing).rest())
        .isEqualTo(sortedInFull(candidates, kind));
  }

  @Property(tries = 200)
  void theFirstTakenIsTheFullSortsFirst(
      @ForAll("candidates") List<SenderState> candidates, @ForAll("kinds") Step.Kind kind) {
    SenderRanking ranking = SenderRanking.of(candidates, kind, NOW, pacing);
    List<UUID> sorted = sortedInFull(candidates, kind);

    assertThat(ranking.isEmpty()).isEqualTo(sorted.isEmpty());
    assertThat(ranking.next()).isEqualTo(sorted.isEmpty() ? null : sorted.get(0));
  }

  /** The session-8 ranking, kept as the reference. */
  private List<UUID> sortedInFull(List<SenderState> candidates, Step.Kind kind) {
    record Ranked(UUID id, int headroom) {}
    List<Ranked> ranked = new ArrayList<>();
    for (SenderState s : candidates) {
      Optional<Pacing> paced = pacing.of(s, kind);
      if (paced.isPresent()) {
        LocalDate today = paced.get().hours().dayOf(NOW);
        ranked.add(new Ranked(s.id(), paced.get().capOn(today) - s.usageOn(today).usedToday()));
      }
    }
    ranked.sort(Comparator.comparingInt(Ranked::headroom).reversed().thenComparing(Ranked::id));
    return ranked.stream().map(Ranked::id).toList();
  }

  @Provide
  Arbitrary<Step.Kind> kinds() {
    return Arbitraries.of(Step.Kind.class);
  }

  @Provide
  Arbitrary<List<SenderState>> candidates() {
    // Few distinct high bits: ids that differ in sign and in either half, so the tie rule is
    // exercised.
    Arbitrary<UUID> ids =
        Combinators.combine(Arbitraries.longs().between(-3, 3), Arbitraries.longs().between(-3, 3))
            .as((high, low) -> new UUID(high, low));
    Arbitrary<SenderState> sender =
        Combinators.combine(
                ids,
                Arbitraries.of(ZONES),
                Arbitraries.of("08:00", "10:00", "18:00").injectNull(0.5),
                Arbitraries.integers().between(0, 6),
                Arbitraries.integers().between(0, 6),
                Arbitraries.of(
                        LocalDate.parse("2026-11-26"),
                        LocalDate.parse("2026-11-27"),
                        LocalDate.parse("2026-11-28"))
                    .injectNull(0.3),
                Arbitraries.of(
                        Instant.parse("2026-11-20T00:00:00Z"),
                        Instant.parse("2026-11-27T00:00:00Z"))
                    .injectNull(0.6))
            .as(
                (id, zone, start, daily, used, usageDay, warmUp) ->
                    new SenderState(
                        id,
                        true,
                        false,
                        null,
                        null,
                        zone,
                        null,
                        start,
                        null,
                        daily,
                        OptionalInt.of(50),
                        warmUp,
                        usageDay,
                        used,
                        List.of(),
                        null,
                        null,
                        null));
    return sender.list().ofMaxSize(12).uniqueElements(SenderState::id);
  }
}
