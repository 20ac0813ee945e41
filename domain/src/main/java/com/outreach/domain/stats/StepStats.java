package com.outreach.domain.stats;

import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramStep;
import java.util.ArrayList;
import java.util.List;

/**
 * One step of a campaign's program with its figures (D-52): {@code step} its 1-based position in
 * the program as it is now, {@code sent} and {@code skipped} over all variants, and one {@link
 * VariantStats} per variant in order (one for a step without texts, VISIT and LIKE_POST).
 */
public record StepStats(
    int step, String type, long sent, long skipped, List<VariantStats> variants) {
  public StepStats {
    variants = List.copyOf(variants);
  }

  /**
   * A variant's figures and rates. The rates are fractions of {@code sent} rounded to 4 decimals,
   * at most 1 and 0 when nothing was sent, as the campaign's (D-29).
   */
  public record VariantStats(
      long sent,
      long accepted,
      long opened,
      long clicked,
      long replied,
      long bounced,
      double acceptanceRate,
      double openRate,
      double clickRate,
      double replyRate,
      double bounceRate) {
    static VariantStats of(StepCounts counts, int stepId, int variant) {
      long sent = counts.of(stepId, variant, StepFigure.SENT);
      long accepted = counts.of(stepId, variant, StepFigure.ACCEPTED);
      long opened = counts.of(stepId, variant, StepFigure.OPENED);
      long clicked = counts.of(stepId, variant, StepFigure.CLICKED);
      long replied = counts.of(stepId, variant, StepFigure.REPLIED);
      long bounced = counts.of(stepId, variant, StepFigure.BOUNCED);
      return new VariantStats(
          sent,
          accepted,
          opened,
          clicked,
          replied,
          bounced,
          CampaignStats.rate(accepted, sent),
          CampaignStats.rate(opened, sent),
          CampaignStats.rate(clicked, sent),
          CampaignStats.rate(replied, sent),
          CampaignStats.rate(bounced, sent));
    }
  }

  /** The program's steps in order, each with its counters. */
  public static List<StepStats> of(Program program, StepCounts counts) {
    List<StepStats> steps = new ArrayList<>();
    int position = 0;
    for (ProgramStep step : program.steps()) {
      position++;
      int variants = Math.max(1, step.variants().size());
      List<VariantStats> figures = new ArrayList<>();
      for (int variant = 0; variant < variants; variant++) {
        figures.add(VariantStats.of(counts, step.id(), variant));
      }
      steps.add(
          new StepStats(
              position,
              step.type().name(),
              counts.ofStep(step.id(), StepFigure.SENT),
              counts.ofStep(step.id(), StepFigure.SKIPPED),
              figures));
    }
    return steps;
  }
}
