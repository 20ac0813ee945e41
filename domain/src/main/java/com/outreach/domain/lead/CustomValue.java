package com.outreach.domain.lead;

import com.outreach.domain.shared.JsonString;
import java.util.Objects;

/**
 * One custom field's value, any JSON (spec 2.5): kept as the JSON text the client sent, with the
 * plain text a message placeholder renders ({@code {{company}}}: a JSON string without its quotes,
 * anything else as its JSON text). The HTTP adapter, which reads JSON, supplies both.
 */
public record CustomValue(String json, String text) {
  /** How deep arrays and objects may nest in a value a client gives (D-55 d). */
  public static final int MAX_DEPTH = 3;

  public CustomValue {
    Objects.requireNonNull(json, "json");
    Objects.requireNonNull(text, "text");
  }

  /**
   * How deep arrays and objects nest in the JSON: 0 for a string, number, boolean or null, 1 for
   * {@code [1]} or {@code {"a":1}}, 2 for {@code {"a":[1]}}. Brackets inside strings do not count.
   */
  public int depth() {
    int depth = 0;
    int deepest = 0;
    boolean inString = false;
    for (int i = 0; i < json.length(); i++) {
      char c = json.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '[' || c == '{') {
        deepest = Math.max(deepest, ++depth);
      } else if (c == ']' || c == '}') {
        depth--;
      }
    }
    return deepest;
  }

  /** A JSON string value, given as its text and its JSON. */
  public static CustomValue ofText(String text, String json) {
    return new CustomValue(json, text);
  }

  /** A JSON string value: the text, and the text as a JSON string. */
  public static CustomValue ofString(String text) {
    return new CustomValue(JsonString.quote(text), text);
  }
}
