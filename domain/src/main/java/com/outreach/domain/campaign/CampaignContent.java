package com.outreach.domain.campaign;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A campaign's message content, valid for its {@link Sequence} (spec 2.4, D-11, D-12). Only the
 * known fields are kept ({@link #FIELDS}); other keys are ignored, and a null or blank value counts
 * as absent. Texts are kept exactly as given.
 *
 * <p>Checked in this order, so a client fixes structure before size: every field parses as a {@link
 * MessageTemplate} (in {@link #FIELDS} order), then the longNote and shortNote lengths in code
 * points of the template, then the fields the sequence requires.
 */
public final class CampaignContent {
  public static final int LONG_NOTE_MAX_LENGTH = 275;
  public static final int SHORT_NOTE_MAX_LENGTH = 175;

  /** The longest text of any content field, subjects aside (D-55 d). */
  public static final int TEXT_MAX_LENGTH = 8_000;

  /** The longest subject: RFC 5322's line limit, the whole header fitting one line (D-55 d). */
  public static final int SUBJECT_MAX_LENGTH = 998;

  public static final List<String> FIELDS =
      List.of(
          "longNote",
          "shortNote",
          "message1",
          "message2",
          "message3",
          "subject1",
          "subject2",
          "subject3",
          "content1",
          "content2",
          "content3");

  private final Sequence sequence;
  private final Map<String, MessageTemplate> templates;

  private CampaignContent(Sequence sequence, Map<String, MessageTemplate> templates) {
    this.sequence = sequence;
    this.templates = Collections.unmodifiableMap(templates);
  }

  /**
   * Content a client gives: each text at most {@link #TEXT_MAX_LENGTH} characters ({@code Content
   * must be at most 8000 characters!}) and each subject at most {@link #SUBJECT_MAX_LENGTH} ({@code
   * Subject must be at most 998 characters!}), checked before anything is parsed so an oversized
   * text costs nothing more (D-55 d); then as {@link #create}. Stored content is read back with
   * {@link #create}, so a campaign stored before the limits still reads.
   */
  public static CampaignContent given(Sequence sequence, Map<String, String> fields) {
    if (fields != null) {
      for (String field : FIELDS) {
        String text = fields.get(field);
        if (field.startsWith("subject")) {
          Check.maxLength(text, SUBJECT_MAX_LENGTH, "Subject");
        } else if (field.equals("longNote") && text != null && text.length() > TEXT_MAX_LENGTH) {
          Check.maxLength(text, LONG_NOTE_MAX_LENGTH, "Long note");
        } else if (field.equals("shortNote") && text != null && text.length() > TEXT_MAX_LENGTH) {
          Check.maxLength(text, SHORT_NOTE_MAX_LENGTH, "Short note");
        } else {
          Check.maxLength(text, TEXT_MAX_LENGTH, "Content");
        }
      }
    }
    return create(sequence, fields);
  }

  /**
   * Validates {@code fields} for {@code sequence}; null fails with {@code Content is required!}.
   */
  public static CampaignContent create(Sequence sequence, Map<String, String> fields) {
    Objects.requireNonNull(sequence, "sequence");
    Check.that(fields != null, ErrorCode.CONTENT_REQUIRED);
    Map<String, MessageTemplate> templates = new LinkedHashMap<>();
    for (String field : FIELDS) {
      String text = fields.get(field);
      if (text != null && !text.isBlank()) {
        templates.put(field, MessageTemplate.parse(text, field));
      }
    }
    CampaignContent content = new CampaignContent(sequence, templates);
    content.checkLength("longNote", LONG_NOTE_MAX_LENGTH, "Long note");
    content.checkLength("shortNote", SHORT_NOTE_MAX_LENGTH, "Short note");
    content.checkRequiredFor(sequence);
    return content;
  }

  private void checkLength(String field, int max, String label) {
    template(field).ifPresent(note -> Check.maxLength(note.source(), max, label));
  }

  private void checkRequiredFor(Sequence sequence) {
    ErrorCode missing =
        switch (sequence) {
          case CONNECT ->
              null; // an invite without a note and without follow-ups is still a campaign
          case MESSAGE -> has("message1") ? null : ErrorCode.MESSAGE1_REQUIRED;
          case INMAIL, EMAIL ->
              has("subject1") && body(1).isPresent()
                  ? null
                  : ErrorCode.SUBJECT1_AND_CONTENT1_REQUIRED;
        };
    if (missing != null) {
      throw new DomainException(missing);
    }
  }

  /** The steps the sequence runs, in order; steps without a body are left out (D-11). */
  public List<Step> steps() {
    return switch (sequence) {
      case CONNECT -> connectSteps();
      case MESSAGE -> messageSteps(new ArrayList<>());
      case INMAIL -> subjectAndBodySteps(Step.Kind.INMAIL);
      case EMAIL -> subjectAndBodySteps(Step.Kind.EMAIL);
    };
  }

  private List<Step> connectSteps() {
    // The engine may still fall back to shortNote, then to no note, when the rendered longNote
    // exceeds the network's own limit at send time (D-11); template("shortNote") serves that.
    Optional<MessageTemplate> note = template("longNote").or(() -> template("shortNote"));
    List<Step> steps = new ArrayList<>();
    steps.add(new Step(Step.Kind.INVITE, Optional.empty(), note));
    return messageSteps(steps);
  }

  private List<Step> messageSteps(List<Step> steps) {
    for (int n = 1; n <= 3; n++) {
      template("message" + n)
          .ifPresent(
              text -> steps.add(new Step(Step.Kind.MESSAGE, Optional.empty(), Optional.of(text))));
    }
    return List.copyOf(steps);
  }

  private List<Step> subjectAndBodySteps(Step.Kind kind) {
    List<Step> steps = new ArrayList<>();
    for (int n = 1; n <= 3; n++) {
      Optional<MessageTemplate> body = body(n);
      if (body.isPresent()) {
        steps.add(new Step(kind, template("subject" + n), body));
      }
    }
    return List.copyOf(steps);
  }

  /** Step N's body for INMAIL and EMAIL: contentN, or messageN when contentN is absent (D-11). */
  private Optional<MessageTemplate> body(int n) {
    return template("content" + n).or(() -> template("message" + n));
  }

  private boolean has(String field) {
    return templates.containsKey(field);
  }

  public Sequence sequence() {
    return sequence;
  }

  /** The parsed template of a known field, when present. */
  public Optional<MessageTemplate> template(String field) {
    return Optional.ofNullable(templates.get(field));
  }

  /** The present fields' texts as given, in {@link #FIELDS} order: what is stored and returned. */
  public Map<String, String> fields() {
    Map<String, String> texts = new LinkedHashMap<>();
    templates.forEach((field, template) -> texts.put(field, template.source()));
    return Collections.unmodifiableMap(texts);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof CampaignContent that
        && sequence == that.sequence
        && templates.equals(that.templates);
  }

  @Override
  public int hashCode() {
    return Objects.hash(sequence, templates);
  }
}
