package com.outreach.bootstrap.support;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** Small helpers for writing request bodies and reading nested answers in the HTTP tests. */
public final class JsonText {
  private JsonText() {}

  /** A JSON object from alternating keys and values (String, Number, Boolean or null). */
  public static String obj(Object... keysAndValues) {
    if (keysAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("keys and values must come in pairs");
    }
    StringBuilder out = new StringBuilder("{");
    for (int i = 0; i < keysAndValues.length; i += 2) {
      if (i > 0) {
        out.append(',');
      }
      out.append(quote((String) keysAndValues[i])).append(':').append(value(keysAndValues[i + 1]));
    }
    return out.append('}').toString();
  }

  public static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  private static String value(Object value) {
    if (value == null) {
      return "null";
    }
    if (value instanceof String s) {
      return quote(s);
    }
    if (value instanceof Number || value instanceof Boolean) {
      return value.toString();
    }
    throw new IllegalArgumentException("unsupported JSON value " + value.getClass());
  }

  /** Percent-encodes a query parameter value. */
  public static String enc(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  /** The exact failure body every error answer has (spec 7.1). */
  public static String failure(String message) {
    return "{\"success\":false,\"message\":" + quote(message) + "}";
  }

  /** The exact body of a success answer without extra fields. */
  public static String ok(String message) {
    return "{\"success\":true,\"message\":" + quote(message) + "}";
  }

  @SuppressWarnings("unchecked")
  public static Map<String, Object> map(Object value) {
    return (Map<String, Object>) value;
  }

  @SuppressWarnings("unchecked")
  public static List<Map<String, Object>> list(Object value) {
    return (List<Map<String, Object>>) value;
  }
}
