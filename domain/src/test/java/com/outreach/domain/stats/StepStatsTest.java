package com.outreach.domain.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.stats.StepCounts.Count;
import com.outreach.domain.stats.StepStats.VariantStats;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** D-52: a program's steps in order with their counters, per variant, and the rates of each. */
class StepStatsTest {
  private static Map<String, Object> step(Object... keysAndValues) {
    Map<String, Object> step = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      step.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return step;
  }

  private static final Program PROGRAM =
      Program.parse(
          List.of(
              step("type", "VISIT"),
              step(
                  "type",
                  "INVITE",
                  "variants",
                  List.of(Map.of("note", "Hi A"), Map.of("note", "Hi B"))),
              step(
                  "type",
                  "EMAIL",
                  "when",
                  "NOT_CONNECTED",
                  "variants",
                  List.of(Map.of("subject", "s", "body", "b")))),
          Duration.ofHours(1));

  @Test
  void everyStep_inOrder_withOneEntryPerVariant_andZeroWhereNothingWasCounted() {
    StepCounts counts =
        StepCounts.of(
            List.of(
                new Count(1, 0, StepFigure.SENT, 10),
                new Count(2, 0, StepFigure.SENT, 6),
                new Count(2, 1, StepFigure.SENT, 4),
                new Count(2, 0, StepFigure.ACCEPTED, 3),
                new Count(2, 1, StepFigure.ACCEPTED, 1),
                new Count(2, 1, StepFigure.REPLIED, 1),
                new Count(3, 0, StepFigure.SKIPPED, 2),
                new Count(3, 0, StepFigure.SENT, 3),
                new Count(3, 0, StepFigure.OPENED, 2),
                new Count(3, 0, StepFigure.CLICKED, 1),
                new Count(3, 0, StepFigure.BOUNCED, 1)));

    List<StepStats> stats = StepStats.of(PROGRAM, counts);

    assertThat(stats)
        .extracting(StepStats::step, StepStats::type, StepStats::sent, StepStats::skipped)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(1, "VISIT", 10L, 0L),
            org.assertj.core.groups.Tuple.tuple(2, "INVITE", 10L, 0L),
            org.assertj.core.groups.Tuple.tuple(3, "EMAIL", 3L, 2L));
    assertThat(stats.get(0).variants())
        .containsExactly(new VariantStats(10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
    assertThat(stats.get(1).variants())
        .containsExactly(
            new VariantStats(6, 3, 0, 0, 0, 0, 0.5, 0, 0, 0, 0),
            new VariantStats(4, 1, 0, 0, 1, 0, 0.25, 0, 0, 0.25, 0));
    assertThat(stats.get(2).variants())
        .containsExactly(new VariantStats(3, 0, 2, 1, 0, 1, 0, 0.6667, 0.3333, 0, 0.3333));
  }

  @Test
  void aVariantThatSentNothing_hasRatesOfZero_notADivisionByZero() {
    StepCounts counts = StepCounts.of(List.of(new Count(2, 1, StepFigure.ACCEPTED, 2)));

    VariantStats second = StepStats.of(PROGRAM, counts).get(1).variants().get(1);

    assertThat(second).isEqualTo(new VariantStats(0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0));
  }
}
