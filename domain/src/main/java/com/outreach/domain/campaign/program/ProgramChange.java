package com.outreach.domain.campaign.program;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A program replaced by new {@code steps} (D-36, D-50): the new steps that continue old ones keep
 * their identities, so that memberships go on where they are. A client's {@code steps} carry no
 * identities, so they are matched: the new steps are aligned with the old in order, a pair needing
 * the same type, and the alignment that pairs the most alike steps wins (a weighted longest common
 * subsequence: a pair scores 1, 4 more with the same texts, 1 more with the same delay, guard and
 * acceptWithin; so a step keeps its identity when its texts stay and its position or delay moves).
 * Steps left unpaired on the new side are new, with identities never used before in the campaign;
 * those left on the old side are removed.
 *
 * <p>What that means for a membership ({@link ProgramEvaluator}): it continues after the furthest
 * step it has done that the new program keeps. A membership whose current step was removed thus
 * continues at the next step that remains, or at a step added in its place; steps added before its
 * position are not run; an invite awaiting its acceptance whose step was removed waits no more.
 * Steps not yet carried out use the new texts, delays and guards.
 */
public final class ProgramChange {
  private ProgramChange() {}

  /**
   * {@code proposed} (as {@link Program#parse} read it) with the identities it keeps from {@code
   * old}.
   */
  public static Program apply(Program old, Program proposed) {
    int[] match = align(old.steps(), proposed.steps());
    int nextId = old.nextStepId();
    List<ProgramStep> steps = new ArrayList<>();
    for (int j = 0; j < proposed.size(); j++) {
      int id = match[j] >= 0 ? old.step(match[j]).id() : nextId++;
      steps.add(proposed.step(j).withId(id));
    }
    return new Program(ProgramKind.CUSTOM, steps, nextId);
  }

  /** For each new step, the index of the old step it continues, or -1. */
  private static int[] align(List<ProgramStep> before, List<ProgramStep> after) {
    int n = before.size();
    int m = after.size();
    int[][] best = new int[n + 1][m + 1];
    for (int i = n - 1; i >= 0; i--) {
      for (int j = m - 1; j >= 0; j--) {
        int skip = Math.max(best[i + 1][j], best[i][j + 1]);
        int pair = weight(before.get(i), after.get(j));
        best[i][j] = pair > 0 ? Math.max(skip, pair + best[i + 1][j + 1]) : skip;
      }
    }
    int[] match = new int[m];
    Arrays.fill(match, -1);
    int i = 0;
    int j = 0;
    while (i < n && j < m) {
      int pair = weight(before.get(i), after.get(j));
      if (pair > 0 && best[i][j] == pair + best[i + 1][j + 1]) {
        match[j] = i;
        i++;
        j++;
      } else if (best[i][j] == best[i + 1][j]) {
        i++;
      } else {
        j++;
      }
    }
    return match;
  }

  private static int weight(ProgramStep before, ProgramStep after) {
    if (before.type() != after.type()) {
      return 0;
    }
    int sameTexts = before.variants().equals(after.variants()) ? 4 : 0;
    int sameSettings = before.sameSettings(after) ? 1 : 0;
    return 1 + sameTexts + sameSettings;
  }
}
