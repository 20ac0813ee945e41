package com.outreach.adapter.in.http.support;

import io.micronaut.json.tree.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON value as plain Java, for fields whose JSON type is part of a domain rule (a campaign's
 * engine settings: {@code "delays": 5} is {@code Invalid delays!}, not a type error): null, {@code
 * String}, {@code Boolean}, {@code Number}, {@code List} (entries may be null) or {@code Map} (in
 * the order sent).
 */
public final class PlainJson {
  private PlainJson() {}

  /** The value of {@code field} of an object body; null when absent or JSON null. */
  public static Object field(JsonNode object, String field) {
    return of(object.get(field));
  }

  public static Object of(JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    if (node.isString()) {
      return node.getStringValue();
    }
    if (node.isBoolean()) {
      return node.getBooleanValue();
    }
    if (node.isNumber()) {
      return node.getNumberValue();
    }
    if (node.isArray()) {
      List<Object> values = new ArrayList<>(node.size());
      node.values().forEach(value -> values.add(of(value)));
      return values;
    }
    Map<String, Object> fields = new LinkedHashMap<>();
    node.entries().forEach(entry -> fields.put(entry.getKey(), of(entry.getValue())));
    return fields;
  }
}
