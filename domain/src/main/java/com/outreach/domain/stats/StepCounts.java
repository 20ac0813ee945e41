package com.outreach.domain.stats;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A campaign's step counters over a range of days (D-52): for each step (by its identity in the
 * program), variant (0-based) and figure, how many.
 */
public final class StepCounts {
  /** One summed counter. */
  public record Count(int stepId, int variant, StepFigure figure, long count) {
    public Count {
      Objects.requireNonNull(figure, "figure");
    }
  }

  private record Key(int stepId, int variant, StepFigure figure) {}

  private final Map<Key, Long> counts = new HashMap<>();

  private StepCounts(List<Count> rows) {
    for (Count row : rows) {
      counts.merge(new Key(row.stepId(), row.variant(), row.figure()), row.count(), Long::sum);
    }
  }

  public static StepCounts of(List<Count> rows) {
    return new StepCounts(rows);
  }

  /** The count of a step's variant, 0 when nothing was counted. */
  public long of(int stepId, int variant, StepFigure figure) {
    return counts.getOrDefault(new Key(stepId, variant, figure), 0L);
  }

  /** The count of a step over all its variants. */
  public long ofStep(int stepId, StepFigure figure) {
    return counts.entrySet().stream()
        .filter(e -> e.getKey().stepId() == stepId && e.getKey().figure() == figure)
        .mapToLong(Map.Entry::getValue)
        .sum();
  }
}
