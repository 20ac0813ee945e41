package com.outreach.adapter.out.persistence.campaign;

import com.outreach.domain.campaign.MessageTemplate;
import com.outreach.domain.campaign.program.Guard;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramKind;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.campaign.program.StepDuration;
import com.outreach.domain.campaign.program.StepType;
import com.outreach.domain.campaign.program.StepVariant;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A campaign's own program (D-50) as {@code campaigns.steps} holds it: {@code {"nextStepId": n,
 * "steps": [{"id", "type", "delay", "when", "acceptWithin"?, "variants"?}]}}, each variant's texts
 * by their D-50 names ({@code note}, {@code text}, {@code subject}, {@code body}). The identities
 * and {@code nextStepId} are kept so that a change continues them (D-36). Stored values were
 * checked when given, so reading them checks nothing again (a lower {@code minimum-delay} since is
 * no reason to refuse a stored campaign).
 */
@Singleton
public final class StoredPrograms {
  private final JsonMapper json;

  public StoredPrograms(JsonMapper json) {
    this.json = json;
  }

  /** The column's text for {@code program}; null for none (a fixed sequence). */
  public String write(Program program) {
    if (program == null) {
      return null;
    }
    List<Map<String, Object>> steps = new ArrayList<>();
    for (ProgramStep step : program.steps()) {
      Map<String, Object> fields = new LinkedHashMap<>();
      fields.put("id", step.id());
      fields.put("type", step.type().name());
      fields.put("delay", step.delay().text());
      fields.put("when", step.when().name());
      step.acceptWithin().ifPresent(within -> fields.put("acceptWithin", within.text()));
      if (step.type().hasTexts()) {
        fields.put("variants", step.variants().stream().map(v -> v.fields(step.type())).toList());
      }
      steps.add(fields);
    }
    Map<String, Object> stored = new LinkedHashMap<>();
    stored.put("nextStepId", program.nextStepId());
    stored.put("steps", steps);
    try {
      return json.writeValueAsString(stored);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The program the column's text holds; null for none. */
  public Program read(String text) {
    if (text == null) {
      return null;
    }
    Map<String, Object> stored;
    try {
      stored = json.readValue(text, Argument.mapOf(String.class, Object.class));
    } catch (IOException e) {
      throw new UncheckedIOException("stored campaign steps are not a JSON object", e);
    }
    List<ProgramStep> steps = new ArrayList<>();
    for (Object entry : (List<?>) stored.get("steps")) {
      steps.add(step((Map<?, ?>) entry));
    }
    return new Program(ProgramKind.CUSTOM, steps, ((Number) stored.get("nextStepId")).intValue());
  }

  private static ProgramStep step(Map<?, ?> fields) {
    StepType type = StepType.valueOf((String) fields.get("type"));
    Optional<StepDuration> acceptWithin =
        Optional.ofNullable((String) fields.get("acceptWithin")).map(StepDuration::of);
    List<StepVariant> variants = new ArrayList<>();
    if (fields.get("variants") instanceof List<?> stored) {
      for (Object variant : stored) {
        variants.add(variant(type, (Map<?, ?>) variant));
      }
    }
    return new ProgramStep(
        ((Number) fields.get("id")).intValue(),
        type,
        StepDuration.of((String) fields.get("delay")),
        Guard.valueOf((String) fields.get("when")),
        acceptWithin,
        variants);
  }

  private static StepVariant variant(StepType type, Map<?, ?> texts) {
    return switch (type) {
      case INVITE ->
          new StepVariant(Optional.empty(), text(texts, "note"), text(texts, "shortNote"));
      case MESSAGE -> new StepVariant(Optional.empty(), text(texts, "text"), Optional.empty());
      case INMAIL, EMAIL ->
          new StepVariant(text(texts, "subject"), text(texts, "body"), Optional.empty());
      case VISIT, LIKE_POST -> throw new IllegalStateException(type + " has no texts");
    };
  }

  private static Optional<MessageTemplate> text(Map<?, ?> texts, String name) {
    return Optional.ofNullable((String) texts.get(name))
        .map(source -> MessageTemplate.parse(source, name));
  }
}
