package com.outreach.domain.shared;

/**
 * Text as a JSON string literal (RFC 8259): quotes, backslashes and control characters escaped, the
 * common ones by their short forms. The one escaper of the code base, for the JSON it writes by
 * hand (custom field values, event data, webhook bodies) without a JSON library in the core.
 */
public final class JsonString {
  private JsonString() {}

  public static String quote(String text) {
    return appendQuoted(new StringBuilder(text.length() + 2), text).toString();
  }

  /** Appends {@code text} as a JSON string literal to {@code out}, and returns {@code out}. */
  public static StringBuilder appendQuoted(StringBuilder out, String text) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"');
  }
}
