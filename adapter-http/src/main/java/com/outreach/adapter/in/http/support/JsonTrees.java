package com.outreach.adapter.in.http.support;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the framework's {@link JsonNode} from a parser standing on a value's first token, node for
 * node as micronaut-serde's Jackson decoder builds it (objects in key order, a repeated key keeping
 * its first place and its last value; numbers as the parser's own best type), and leaves the parser
 * on the value's last token. {@link StrictJsonNodeReader} then needs one pass over a body, not a
 * syntax check and a second parse; {@code StrictJsonNodeReaderTest} holds the two to the same
 * trees.
 */
final class JsonTrees {
  private JsonTrees() {}

  static JsonNode read(JsonParser parser) throws IOException {
    JsonToken token = parser.currentToken();
    return switch (token) {
      case START_OBJECT -> object(parser);
      case START_ARRAY -> array(parser);
      case VALUE_STRING -> JsonNode.createStringNode(parser.getText());
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> number(parser);
      case VALUE_TRUE -> JsonNode.createBooleanNode(true);
      case VALUE_FALSE -> JsonNode.createBooleanNode(false);
      case VALUE_NULL -> JsonNode.nullNode();
      default -> throw new IOException("unexpected token " + token);
    };
  }

  private static JsonNode object(JsonParser parser) throws IOException {
    Map<String, JsonNode> fields = new LinkedHashMap<>();
    for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
      parser.nextToken();
      fields.put(name, read(parser));
    }
    if (parser.currentToken() != JsonToken.END_OBJECT) {
      throw new IOException("unexpected token " + parser.currentToken());
    }
    return JsonNode.createObjectNode(fields);
  }

  private static JsonNode array(JsonParser parser) throws IOException {
    List<JsonNode> values = new ArrayList<>();
    for (JsonToken token = parser.nextToken();
        token != JsonToken.END_ARRAY;
        token = parser.nextToken()) {
      if (token == null) {
        throw new IOException("unexpected end of input");
      }
      values.add(read(parser));
    }
    return JsonNode.createArrayNode(values);
  }

  // As the decoder's choice: the parser's number, by its type.
  private static JsonNode number(JsonParser parser) throws IOException {
    Number n = parser.getNumberValue();
    if (n instanceof Integer || n instanceof Short || n instanceof Byte) {
      return JsonNode.createNumberNode(n.intValue());
    }
    if (n instanceof Long) {
      return JsonNode.createNumberNode(n.longValue());
    }
    if (n instanceof Float) {
      return JsonNode.createNumberNode(n.floatValue());
    }
    if (n instanceof Double) {
      return JsonNode.createNumberNode(n.doubleValue());
    }
    if (n instanceof BigInteger big) {
      return JsonNode.createNumberNode(big);
    }
    if (n instanceof BigDecimal decimal) {
      return JsonNode.createNumberNode(decimal);
    }
    return JsonNode.createNumberNode(parser.getDecimalValue());
  }
}
