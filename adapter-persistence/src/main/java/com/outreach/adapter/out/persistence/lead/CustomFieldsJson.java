package com.outreach.adapter.out.persistence.lead;

import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.shared.JsonString;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A lead's custom fields as the jsonb object of {@code leads.custom_fields}: each field's value is
 * the JSON the client sent. Read back, a value is compact JSON again, and its text is a string's
 * content or the JSON itself (as {@link CustomValue} defines it). jsonb keeps no key order.
 */
@Singleton
public final class CustomFieldsJson {
  private static final CustomFields NONE = new CustomFields(Map.of());

  private final JsonMapper mapper;

  CustomFieldsJson(JsonMapper mapper) {
    this.mapper = mapper;
  }

  /** The JSON object text; values are trusted to be JSON already, names are escaped here. */
  static String write(CustomFields fields) {
    StringBuilder out = new StringBuilder(64 * fields.values().size() + 2).append('{');
    fields
        .values()
        .forEach(
            (name, value) -> {
              if (out.length() > 1) {
                out.append(',');
              }
              out.append(JsonString.quote(name)).append(':').append(value.json());
            });
    return out.append('}').toString();
  }

  CustomFields read(String json) {
    if ("{}".equals(json)) {
      return NONE; // most leads: no parser for nothing (the engine reads a lead per action)
    }
    try {
      JsonNode object = mapper.readValue(json, Argument.of(JsonNode.class));
      Map<String, CustomValue> values = new LinkedHashMap<>();
      for (Map.Entry<String, JsonNode> field : object.entries()) {
        JsonNode value = field.getValue();
        String text = mapper.writeValueAsString(value);
        values.put(
            field.getKey(),
            new CustomValue(text, value.isString() ? value.getStringValue() : text));
      }
      return new CustomFields(values);
    } catch (IOException e) {
      throw new UncheckedIOException("unreadable custom fields", e);
    }
  }
}
