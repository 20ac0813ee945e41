package com.outreach.adapter.in.http.support;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import io.micronaut.json.tree.JsonNode;

/**
 * Reads the fields of a JSON object body with our own messages: an absent body counts as {@code {}}
 * (so the first required field is reported), a body that is not an object is malformed, and a field
 * of the wrong JSON type is named in the error (D-30).
 */
public final class JsonBody {
  private final JsonNode node;

  private JsonBody(JsonNode node) {
    this.node = node;
  }

  public static JsonBody of(JsonNode body) {
    if (body == null || body.isNull()) {
      return new JsonBody(JsonNode.createObjectNode(java.util.Map.of()));
    }
    if (!body.isObject()) {
      throw new ApiException(ApiError.INVALID_JSON);
    }
    return new JsonBody(body);
  }

  public JsonNode node() {
    return node;
  }

  /** The string value, or null when absent or JSON null. */
  public String string(String field) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isString()) {
      throw new ApiException(ApiError.INVALID_FIELD_TYPE, field, "a string");
    }
    String text = value.getStringValue();
    if (text.indexOf('\u0000') >= 0) {
      // PostgreSQL cannot store NUL in text; refuse it here rather than fail on the way in.
      throw new ApiException(ApiError.NUL_CHARACTER, field);
    }
    return text;
  }

  /**
   * The string value exactly as sent, NUL characters included, or null when absent or JSON null.
   * Only for fields whose command sanitises control characters away before anything is stored
   * (D-21: message content), so that they are cleaned rather than refused.
   */
  public String stringToSanitise(String field) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isString()) {
      throw new ApiException(ApiError.INVALID_FIELD_TYPE, field, "a string");
    }
    return value.getStringValue();
  }

  /** The first present of several accepted names for one field (e.g. D-23's two spellings). */
  public String string(String field, String alias) {
    String value = string(field);
    return value != null ? value : string(alias);
  }

  public Integer integer(String field) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isNumber() || !isWhole(value)) {
      throw new ApiException(ApiError.INVALID_FIELD_TYPE, field, "an integer");
    }
    return value.getIntValue();
  }

  public Boolean bool(String field) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isBoolean()) {
      throw new ApiException(ApiError.INVALID_FIELD_TYPE, field, "a boolean");
    }
    return value.getBooleanValue();
  }

  /**
   * True for a JSON number that is a whole number within the range of an {@code int} (5 and 5.0,
   * not 5.5).
   */
  public static boolean isWholeInt(JsonNode value) {
    return value != null && value.isNumber() && isWhole(value);
  }

  private static boolean isWhole(JsonNode number) {
    Number n = number.getNumberValue();
    if (n instanceof Integer || n instanceof Short || n instanceof Byte) {
      return true;
    }
    if (n instanceof Long l) {
      return l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE;
    }
    double d = n.doubleValue();
    return d == Math.rint(d) && d >= Integer.MIN_VALUE && d <= Integer.MAX_VALUE;
  }
}
