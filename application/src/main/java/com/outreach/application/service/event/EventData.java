package com.outreach.application.service.event;

import com.outreach.domain.shared.JsonString;

/**
 * The data object of an event the service records itself (D-42), as JSON text with its fields in
 * the order they are added: strings quoted by {@link JsonString}, numbers and flags as they are.
 */
public final class EventData {
  private final StringBuilder json = new StringBuilder(96).append('{');

  private EventData() {}

  public static EventData create() {
    return new EventData();
  }

  /** A string field; any value is written as its text (an id, an enum's name). */
  public EventData text(String name, Object value) {
    JsonString.appendQuoted(field(name), String.valueOf(value));
    return this;
  }

  /** A string field when there is a value; nothing when it is null. */
  public EventData textIfPresent(String name, Object value) {
    return value == null ? this : text(name, value);
  }

  public EventData number(String name, long value) {
    field(name).append(value);
    return this;
  }

  /** A number field when there is a value; nothing when it is null. */
  public EventData numberIfPresent(String name, Integer value) {
    return value == null ? this : number(name, value);
  }

  public EventData flag(String name, boolean value) {
    field(name).append(value);
    return this;
  }

  public String json() {
    return json + "}";
  }

  private StringBuilder field(String name) {
    if (json.length() > 1) {
      json.append(',');
    }
    return JsonString.appendQuoted(json, name).append(':');
  }
}
