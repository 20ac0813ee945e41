package com.outreach.domain.campaign.program;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A campaign's program (D-50): 1 to 20 steps, run in order for each membership by {@link
 * ProgramEvaluator}. {@code nextStepId} is the identity the next added step gets, so that an
 * identity is never given twice within a campaign, also after its step was removed (D-36).
 */
public record Program(ProgramKind kind, List<ProgramStep> steps, int nextStepId) {
  public static final int MAX_STEPS = 20;

  public Program {
    Objects.requireNonNull(kind, "kind");
    steps = List.copyOf(steps);
    if (steps.isEmpty() || steps.size() > MAX_STEPS) {
      throw new IllegalArgumentException("a program has 1 to 20 steps: " + steps.size());
    }
    Set<Integer> ids = new HashSet<>();
    for (ProgramStep step : steps) {
      if (!ids.add(step.id()) || step.id() >= nextStepId) {
        throw new IllegalArgumentException("step ids must be unique and below " + nextStepId);
      }
    }
  }

  /**
   * Reads a client's {@code steps}, given as its JSON value in plain Java (a list of maps), checked
   * as D-50 and D-51 say; anything invalid fails with {@code Invalid steps!}, a text or subject
   * that is too long with D-55's message. The steps get the identities 1 to n.
   *
   * @param minimumDelay the deployment's shortest wait ({@code outreach.engine.minimum-delay})
   */
  public static Program parse(Object json, Duration minimumDelay) {
    List<ProgramStep> steps = new StepsReader(minimumDelay).read(json);
    return new Program(ProgramKind.CUSTOM, steps, steps.size() + 1);
  }

  public int size() {
    return steps.size();
  }

  /** The step at 0-based {@code index}. */
  public ProgramStep step(int index) {
    return steps.get(index);
  }

  /** The 0-based index of the step with identity {@code id}; -1 when the program has none. */
  public int indexOf(int id) {
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).id() == id) {
        return i;
      }
    }
    return -1;
  }

  public boolean isFixed() {
    return kind.isFixed();
  }
}
