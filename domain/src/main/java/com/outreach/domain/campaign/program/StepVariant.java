package com.outreach.domain.campaign.program;

import com.outreach.domain.campaign.MessageTemplate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One variant of a step's texts (D-51): an INVITE's {@code note}, a MESSAGE's {@code text}, an
 * INMAIL's or EMAIL's {@code subject} and {@code body}. {@code body} holds the note, text or body;
 * an invite may go without a note, and a follow-up INMAIL or EMAIL without a subject (it then
 * answers the thread: {@code Re: } + the first subject, D-34). {@code shortNote} exists only in the
 * fixed CONNECT sequence: the note sent when the rendered {@code body} exceeds the network's own
 * limit (D-11).
 */
public record StepVariant(
    Optional<MessageTemplate> subject,
    Optional<MessageTemplate> body,
    Optional<MessageTemplate> shortNote) {
  /** An invite without a note. */
  public static final StepVariant NO_NOTE =
      new StepVariant(Optional.empty(), Optional.empty(), Optional.empty());

  public StepVariant {
    Objects.requireNonNull(subject, "subject");
    Objects.requireNonNull(body, "body");
    Objects.requireNonNull(shortNote, "shortNote");
  }

  public static StepVariant note(MessageTemplate note) {
    return new StepVariant(Optional.empty(), Optional.of(note), Optional.empty());
  }

  public static StepVariant text(MessageTemplate text) {
    return new StepVariant(Optional.empty(), Optional.of(text), Optional.empty());
  }

  public static StepVariant mail(Optional<MessageTemplate> subject, MessageTemplate body) {
    return new StepVariant(subject, Optional.of(body), Optional.empty());
  }

  /**
   * The variant as a client writes it for a step of {@code type}, template sources by field name:
   * {@code note} (and {@code shortNote}), {@code text}, or {@code subject} and {@code body}; absent
   * texts are left out.
   */
  public Map<String, String> fields(StepType type) {
    Map<String, String> fields = new LinkedHashMap<>();
    switch (type) {
      case INVITE -> {
        body.ifPresent(note -> fields.put("note", note.source()));
        shortNote.ifPresent(note -> fields.put("shortNote", note.source()));
      }
      case MESSAGE -> body.ifPresent(text -> fields.put("text", text.source()));
      case INMAIL, EMAIL -> {
        subject.ifPresent(text -> fields.put("subject", text.source()));
        body.ifPresent(text -> fields.put("body", text.source()));
      }
      case VISIT, LIKE_POST -> throw new IllegalArgumentException(type + " has no texts");
    }
    return fields;
  }
}
