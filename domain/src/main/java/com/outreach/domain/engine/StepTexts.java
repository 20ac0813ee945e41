package com.outreach.domain.engine;

import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.MessageTemplate;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.campaign.program.StepVariant;
import com.outreach.domain.campaign.program.VariantAssignment;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * The texts a step sends (D-34, D-51), rendered (D-12) with a lead's field values by name, as
 * {@link MessageTemplate#render(Map)} takes them, from the campaign's content, or for a client's
 * program from the membership's variant of the step, at send time.
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

  /**
   * The invite note of a variant of a client's INVITE step (D-51), as {@link
   * #inviteNote(CampaignContent, Map, int)} chooses a fixed sequence's: its rendered note if it
   * fits {@code networkLimit} code points, else its rendered shortNote if it has one that fits,
   * else none.
   */
  public static Optional<String> inviteNote(
      StepVariant variant, Map<String, String> lead, int networkLimit) {
    Objects.requireNonNull(lead, "lead");
    return rendered(variant.body(), lead, networkLimit)
        .or(() -> rendered(variant.shortNote(), lead, networkLimit));
  }

  /**
   * The step of identity {@code stepId} of a client's program (D-50) in the membership's {@code
   * variant} (D-51), rendered as {@link #render(CampaignContent, int, Map)} renders a fixed step.
   * INVITE: the note for a premium account's 300 code points, or "" (the engine applies the
   * account's own limit with {@link #inviteNote(StepVariant, Map, int)}). MESSAGE: its text. INMAIL
   * and EMAIL: the variant's subject, or for a follow-up without one {@code "Re: "} + the rendered
   * subject of the first step of its type, in the membership's variant of that step: the thread it
   * continues.
   *
   * @throws IllegalArgumentException when the program has no such step or variant, or the step has
   *     no texts (VISIT, LIKE_POST)
   */
  public static RenderedStep render(
      Program program, int stepId, int variant, UUID membershipId, Map<String, String> lead) {
    Objects.requireNonNull(lead, "lead");
    ProgramStep step = stepOf(program, stepId);
    StepVariant texts = variantOf(step, variant);
    Step.Kind kind = Step.Kind.valueOf(step.type().name());
    return switch (step.type()) {
      case INVITE ->
          new RenderedStep(
              kind, Optional.empty(), inviteNote(texts, lead, PREMIUM_NOTE_LIMIT).orElse(""));
      case MESSAGE ->
          new RenderedStep(
              kind, Optional.empty(), texts.body().map(t -> t.render(lead)).orElse(""));
      case INMAIL, EMAIL ->
          new RenderedStep(
              kind,
              Optional.of(
                  texts
                      .subject()
                      .map(own -> own.render(lead))
                      .orElseGet(
                          () -> REPLY_PREFIX + threadSubject(program, step, membershipId, lead))),
              texts.body().map(t -> t.render(lead)).orElse(""));
      case VISIT, LIKE_POST -> throw new IllegalArgumentException(step.type() + " has no texts");
    };
  }

  /** The variant {@code index} of a client's step (D-51). */
  public static StepVariant variantOf(ProgramStep step, int index) {
    if (index < 0 || index >= step.variants().size()) {
      throw new IllegalArgumentException(
          "step " + step.id() + " has no variant " + index + " of " + step.variants().size());
    }
    return step.variants().get(index);
  }

  /** The step of identity {@code stepId}. */
  public static ProgramStep stepOf(Program program, int stepId) {
    int index = program.indexOf(stepId);
    if (index < 0) {
      throw new IllegalArgumentException("the program has no step " + stepId);
    }
    return program.step(index);
  }

  /** The rendered subject of the first step of {@code step}'s type, in the membership's variant. */
  private static String threadSubject(
      Program program, ProgramStep step, UUID membershipId, Map<String, String> lead) {
    for (ProgramStep first : program.steps()) {
      if (first.type() == step.type()) {
        return variantOf(first, VariantAssignment.variantOf(membershipId, first))
            .subject()
            .map(subject -> subject.render(lead))
            .orElse("");
      }
    }
    return "";
  }

  /** How many steps the content's sequence runs (D-34): the length of {@code content.steps()}. */
  public static int stepCount(CampaignContent content) {
    return content.steps().size();
  }
}
