package com.outreach.domain.engine;

import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.Step;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** D-34 rendering (placeholder until the tested version lands). */
public final class StepTexts {
  private StepTexts() {}

  public record RenderedStep(Step.Kind kind, Optional<String> subject, String body) {}

  public static int stepCount(CampaignContent content) {
    return content.steps().size();
  }

  public static Optional<String> inviteNote(CampaignContent content, Function<String, String> lead, int networkLimit) {
    for (String field : List.of("longNote", "shortNote")) {
      Optional<String> note = content.template(field).map(t -> t.render(lead));
      if (note.isPresent() && note.get().codePointCount(0, note.get().length()) <= networkLimit) {
        return note;
      }
    }
    return Optional.empty();
  }

  public static RenderedStep render(CampaignContent content, int stepNumber, Function<String, String> lead) {
    List<Step> steps = content.steps();
    Step step = steps.get(stepNumber - 1);
    if (step.kind() == Step.Kind.INVITE) {
      return new RenderedStep(step.kind(), Optional.empty(), inviteNote(content, lead, 300).orElse(""));
    }
    Optional<String> subject = step.subject().map(t -> t.render(lead));
    if (subject.isEmpty() && stepNumber > 1) {
      subject = steps.get(0).subject().map(t -> "Re: " + t.render(lead));
    }
    return new RenderedStep(step.kind(), subject, step.body().map(t -> t.render(lead)).orElse(""));
  }

}
