package com.outreach.domain.campaign.program;

import com.outreach.domain.campaign.MessageTemplate;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a client's {@code steps} (D-50, D-51), given as its JSON value in plain Java, step by step
 * in array order. Every refusal is {@code Invalid steps!}, except a text over 8,000 or a subject
 * over 998 characters (D-55 (d): {@code Content must be at most 8000 characters!}, {@code Subject
 * must be at most 998 characters!}). Keys it does not know are ignored, as content's are (D-11); a
 * null value counts as absent, a blank text too.
 *
 * <p>Beyond D-50's bounds it refuses what could never mean anything: {@code acceptWithin} on a step
 * other than INVITE, {@code variants} on VISIT or LIKE_POST, an OPENED / NOT_OPENED / CLICKED /
 * NOT_CLICKED guard with no EMAIL step before it, and the first INMAIL or EMAIL step without a
 * subject (a later one without a subject answers that thread, as D-34's follow-ups do).
 */
final class StepsReader {
  static final StepDuration FIRST_DELAY = StepDuration.of("PT0S");
  static final StepDuration LATER_DELAY = StepDuration.of("P1D");
  static final int MAX_NOTE = 275;
  static final int MAX_TEXT = 8000;
  static final int MAX_SUBJECT = 998;

  private final Duration minimumDelay;

  StepsReader(Duration minimumDelay) {
    this.minimumDelay = Objects.requireNonNull(minimumDelay, "minimumDelay");
  }

  List<ProgramStep> read(Object json) {
    if (!(json instanceof List<?> entries)
        || entries.isEmpty()
        || entries.size() > Program.MAX_STEPS) {
      throw invalid();
    }
    List<ProgramStep> steps = new ArrayList<>();
    Set<StepType> threads = EnumSet.noneOf(StepType.class);
    for (Object entry : entries) {
      if (!(entry instanceof Map<?, ?> fields)) {
        throw invalid();
      }
      boolean first = steps.isEmpty();
      StepType type =
          constant(StepType.class, fields.get("type")).orElseThrow(StepsReader::invalid);
      StepDuration delay = duration(fields.get("delay"), first ? FIRST_DELAY : LATER_DELAY, first);
      Guard when = fields.get("when") == null ? Guard.ALWAYS : guard(fields.get("when"));
      if (when.needsEmail() && steps.stream().noneMatch(step -> step.type().isEmail())) {
        throw invalid();
      }
      Optional<StepDuration> acceptWithin = acceptWithin(type, fields.get("acceptWithin"));
      boolean opensThread = type.hasSubject() && threads.add(type);
      List<StepVariant> variants = variants(type, fields.get("variants"), opensThread);
      steps.add(new ProgramStep(steps.size() + 1, type, delay, when, acceptWithin, variants));
    }
    return steps;
  }

  private StepDuration duration(Object json, StepDuration fallback, boolean zeroAllowed) {
    if (json == null) {
      return fallback;
    }
    return StepDuration.parse(json, minimumDelay, zeroAllowed).orElseThrow(StepsReader::invalid);
  }

  private static Guard guard(Object json) {
    return constant(Guard.class, json).orElseThrow(StepsReader::invalid);
  }

  private Optional<StepDuration> acceptWithin(StepType type, Object json) {
    if (type != StepType.INVITE) {
      if (json != null) {
        throw invalid();
      }
      return Optional.empty();
    }
    return Optional.of(duration(json, ProgramStep.DEFAULT_ACCEPT_WITHIN, false));
  }

  private static List<StepVariant> variants(StepType type, Object json, boolean opensThread) {
    if (!type.hasTexts()) {
      if (json != null) {
        throw invalid();
      }
      return List.of();
    }
    if (json == null && type == StepType.INVITE) {
      return List.of(StepVariant.NO_NOTE);
    }
    if (!(json instanceof List<?> entries)
        || entries.isEmpty()
        || entries.size() > ProgramStep.MAX_VARIANTS) {
      throw invalid();
    }
    List<StepVariant> variants = new ArrayList<>();
    for (Object entry : entries) {
      if (!(entry instanceof Map<?, ?> texts)) {
        throw invalid();
      }
      variants.add(variant(type, texts, opensThread));
    }
    return variants;
  }

  private static StepVariant variant(StepType type, Map<?, ?> texts, boolean opensThread) {
    return switch (type) {
      case INVITE -> {
        // A note is bounded by D-51's 275 code points long before D-55's 8,000.
        Optional<MessageTemplate> note = template(texts.get("note"), MAX_TEXT, "Content", false);
        note.ifPresent(
            n -> {
              if (n.codePointLength() > MAX_NOTE) {
                throw invalid();
              }
            });
        yield note.map(StepVariant::note).orElse(StepVariant.NO_NOTE);
      }
      case MESSAGE ->
          StepVariant.text(
              template(texts.get("text"), MAX_TEXT, "Content").orElseThrow(StepsReader::invalid));
      case INMAIL, EMAIL -> {
        Optional<MessageTemplate> subject = template(texts.get("subject"), MAX_SUBJECT, "Subject");
        MessageTemplate body =
            template(texts.get("body"), MAX_TEXT, "Content").orElseThrow(StepsReader::invalid);
        if (opensThread && subject.isEmpty()) {
          throw invalid();
        }
        yield StepVariant.mail(subject, body);
      }
      case VISIT, LIKE_POST -> throw new IllegalStateException(type + " has no texts");
    };
  }

  /**
   * A text of a variant: absent, or a string whose placeholders parse (D-12) and fits {@code max}.
   */
  private static Optional<MessageTemplate> template(Object json, int max, String label) {
    return template(json, max, label, true);
  }

  private static Optional<MessageTemplate> template(
      Object json, int max, String label, boolean checkLength) {
    if (json == null) {
      return Optional.empty();
    }
    if (!(json instanceof String text)) {
      throw invalid();
    }
    if (text.isBlank()) {
      return Optional.empty();
    }
    MessageTemplate template;
    try {
      template = MessageTemplate.parse(text, "steps");
    } catch (DomainException unbalanced) {
      throw invalid();
    }
    if (checkLength) {
      Check.maxLength(text, max, label);
    }
    return Optional.of(template);
  }

  private static <E extends Enum<E>> Optional<E> constant(Class<E> type, Object json) {
    return json instanceof String text ? EnumNames.match(type, text) : Optional.empty();
  }

  private static DomainException invalid() {
    return new DomainException(ErrorCode.INVALID_STEPS);
  }
}
