package com.outreach.domain.engine;

import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.MessageTemplate;
import com.outreach.domain.campaign.Step;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The texts a step sends (D-34), rendered (D-12) with a lead's field values by name, as {@link
 * MessageTemplate#render(Map)} takes them, from the campaign's content at send time.
 */
public final class StepTexts {
  /** The invite note limit of a premium account, in code points (D-34). */
  public static final int PREMIUM_NOTE_LIMIT = 300;

  /** The invite note limit of a non-premium account, in code points (D-34). */
  public static final int FREE_NOTE_LIMIT = 200;

  static final String REPLY_PREFIX = "Re: ";

  private StepTexts() {}

  /** What step N sends: its kind, a subject for INMAIL and EMAIL, and the body. */
  public record RenderedStep(Step.Kind kind, Optional<String> subject, String body) {
    public RenderedStep {
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(subject, "subject");
      Objects.requireNonNull(body, "body");
    }
  }

  /**
   * The invite note (D-34): the rendered longNote if its length in code points is at most {@code
   * networkLimit} (300 premium, 200 otherwise), else the rendered shortNote if it fits, else none.
   */
  public static Optional<String> inviteNote(
      CampaignContent content, Map<String, String> lead, int networkLimit) {
    Objects.requireNonNull(lead, "lead");
    return rendered(content.template("longNote"), lead, networkLimit)
        .or(() -> rendered(content.template("shortNote"), lead, networkLimit));
  }

  private static Optional<String> rendered(
      Optional<MessageTemplate> template, Map<String, String> lead, int limit) {
    return template
        .map(t -> t.render(lead))
        .filter(text -> text.codePointCount(0, text.length()) <= limit);
  }

  /**
   * Step {@code stepNumber} (1-based) of {@code content.steps()}, rendered. INVITE: no subject, and
   * the body is the note {@link #inviteNote} gives for a premium account's 300 code points, or ""
   * for none; the engine, which knows the account, calls {@link #inviteNote} with its own limit.
   * MESSAGE: no subject. INMAIL and EMAIL: the step's subject, or for a follow-up without one
   * {@code "Re: "} + the rendered subject of step 1, the thread it continues.
   *
   * @throws IllegalArgumentException when the content has no such step
   */
  public static RenderedStep render(
      CampaignContent content, int stepNumber, Map<String, String> lead) {
    Objects.requireNonNull(lead, "lead");
    List<Step> steps = content.steps();
    if (stepNumber < 1 || stepNumber > steps.size()) {
      throw new IllegalArgumentException(
          "step must be from 1 to " + steps.size() + ": " + stepNumber);
    }
    Step step = steps.get(stepNumber - 1);
    return switch (step.kind()) {
      case INVITE ->
          new RenderedStep(
              step.kind(),
              Optional.empty(),
              inviteNote(content, lead, PREMIUM_NOTE_LIMIT).orElse(""));
      case MESSAGE -> new RenderedStep(step.kind(), Optional.empty(), body(step, lead));
      case INMAIL, EMAIL ->
          new RenderedStep(step.kind(), Optional.of(subject(steps, step, lead)), body(step, lead));
      case VISIT, LIKE_POST ->
          throw new IllegalArgumentException("a fixed sequence has no " + step.kind() + " step");
    };
  }

  private static String subject(List<Step> steps, Step step, Map<String, String> lead) {
    return step.subject()
        .map(own -> own.render(lead))
        .orElseGet(
            () ->
                REPLY_PREFIX + steps.get(0).subject().map(first -> first.render(lead)).orElse(""));
  }

  private static String body(Step step, Map<String, String> lead) {
    return step.body().map(text -> text.render(lead)).orElse("");
  }

  /** How many steps the content's sequence runs (D-34): the length of {@code content.steps()}. */
  public static int stepCount(CampaignContent content) {
    return content.steps().size();
  }
}
