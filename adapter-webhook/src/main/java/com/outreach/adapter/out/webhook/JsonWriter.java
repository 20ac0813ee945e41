package com.outreach.adapter.out.webhook;

import com.outreach.domain.shared.JsonString;

/**
 * A small JSON object writer for the D-26 body: strings are escaped here, and JSON already stored
 * as text (the event's and the lead's jsonb objects) is written as it is, so nothing is parsed
 * twice.
 */
final class JsonWriter {
  private final StringBuilder out = new StringBuilder(512);
  private boolean first = true;

  JsonWriter open() {
    out.append('{');
    first = true;
    return this;
  }

  JsonWriter close() {
    out.append('}');
    first = false;
    return this;
  }

  JsonWriter key(String name) {
    if (!first) {
      out.append(',');
    }
    first = false;
    string(name).append(':');
    first = true; // the value that follows needs no comma
    return this;
  }

  JsonWriter string(String name, String value) {
    key(name);
    first = false;
    if (value == null) {
      out.append("null");
    } else {
      string(value);
    }
    return this;
  }

  /** A value that is already a JSON object or null, e.g. jsonb read as text. */
  JsonWriter raw(String name, String json) {
    key(name);
    first = false;
    out.append(json == null ? "null" : json);
    return this;
  }

  JsonWriter object(String name) {
    key(name);
    return open();
  }

  @Override
  public String toString() {
    return out.toString();
  }

  private StringBuilder string(String s) {
    return JsonString.appendQuoted(out, s);
  }
}
