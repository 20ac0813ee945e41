package com.outreach.domain.campaign.program;

import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.Delays;
import com.outreach.domain.campaign.InviteExpiry;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * D-34's fixed sequences as programs, step for step what {@link CampaignContent#steps()} lists
 * (steps without texts left out), each with one variant:
 *
 * <ul>
 *   <li>CONNECT: INVITE (note longNote, falling back to shortNote; {@code acceptWithin} the
 *       campaign's {@code inviteExpiry}), then MESSAGE message1..3, each {@code when: CONNECTED};
 *   <li>MESSAGE: MESSAGE message1..3;
 *   <li>INMAIL, EMAIL: subjectN (absent: the thread's {@code Re: }) and contentN (or messageN).
 * </ul>
 *
 * The first step falls due at once ({@code PT0S}); step n + 1 waits {@code delays[n - 1]} (D-35),
 * counted from when step n was done, which for an invite is its acceptance. The program's {@link
 * ProgramKind} keeps D-34's endings (see there). Step identities are the 1-based positions.
 */
public final class FixedPrograms {
  private FixedPrograms() {}

  public static Program of(CampaignContent content, Delays delays, InviteExpiry inviteExpiry) {
    Sequence sequence = content.sequence();
    if (delays.sequence() != sequence) {
      throw new IllegalArgumentException(
          "delays of " + delays.sequence() + " for a " + sequence + " campaign");
    }
    List<StepDuration> waits = delays.effective().stream().map(StepDuration::of).toList();
    return of(content, waits, StepDuration.of(inviteExpiry.text()));
  }

  /**
   * The program of a campaign as the engine reads it: {@code waits.get(i)} is the delay before step
   * i + 2, the last one repeating when too few are given (none given: {@code PT0S}).
   */
  public static Program of(
      CampaignContent content, List<StepDuration> waits, StepDuration inviteExpiry) {
    Sequence sequence = content.sequence();
    List<Step> fixed = content.steps();
    List<ProgramStep> steps = new ArrayList<>();
    for (Step step : fixed) {
      int position = steps.size() + 1;
      StepType type = StepType.valueOf(step.kind().name());
      StepDuration delay =
          position == 1
              ? StepsReader.FIRST_DELAY
              : waits.isEmpty()
                  ? StepDuration.NONE
                  : waits.get(Math.min(position - 2, waits.size() - 1));
      Guard when =
          sequence == Sequence.CONNECT && type == StepType.MESSAGE ? Guard.CONNECTED : Guard.ALWAYS;
      Optional<StepDuration> acceptWithin =
          type == StepType.INVITE ? Optional.of(inviteExpiry) : Optional.empty();
      steps.add(
          new ProgramStep(
              position, type, delay, when, acceptWithin, List.of(variant(content, step))));
    }
    return new Program(ProgramKind.of(sequence), steps, steps.size() + 1);
  }

  private static StepVariant variant(CampaignContent content, Step step) {
    return switch (step.kind()) {
      case INVITE ->
          new StepVariant(
              Optional.empty(), content.template("longNote"), content.template("shortNote"));
      case MESSAGE -> new StepVariant(Optional.empty(), step.body(), Optional.empty());
      case INMAIL, EMAIL -> new StepVariant(step.subject(), step.body(), Optional.empty());
      case VISIT, LIKE_POST ->
          throw new IllegalArgumentException("a fixed sequence has no " + step.kind() + " step");
    };
  }
}
