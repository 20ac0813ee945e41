package com.outreach.domain.lead;

import java.util.Objects;

/**
 * One custom field's value, any JSON (spec 2.5): kept as the JSON text the client sent, with the
 * plain text a message placeholder renders ({@code {{company}}}: a JSON string without its quotes,
 * anything else as its JSON text). The HTTP adapter, which reads JSON, supplies both.
 */
public record CustomValue(String json, String text) {
  public CustomValue {
    Objects.requireNonNull(json, "json");
    Objects.requireNonNull(text, "text");
  }

  /** A JSON string value. */
  public static CustomValue ofText(String text, String json) {
    return new CustomValue(json, text);
  }
}
