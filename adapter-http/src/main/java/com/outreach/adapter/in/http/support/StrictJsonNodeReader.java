package com.outreach.adapter.in.http.support;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.micronaut.core.type.Argument;
import io.micronaut.core.type.Headers;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.body.MessageBodyReader;
import io.micronaut.http.codec.CodecException;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads the {@code @Body JsonNode} of our controllers strictly: the body must be exactly one JSON
 * value. The framework's reader stops after the first value, so {@code {..} garbage} or
 * {@code {..}{..}} would be taken for the first object and acted upon; here they are malformed,
 * answered 400 {@code Invalid JSON body!} (D-30). An empty body stays "no body".
 */
@Singleton
@Consumes(MediaType.APPLICATION_JSON)
final class StrictJsonNodeReader implements MessageBodyReader<JsonNode> {
  private static final JsonFactory SYNTAX = new JsonFactory();

  private final JsonMapper mapper;

  StrictJsonNodeReader(JsonMapper mapper) {
    this.mapper = mapper;
  }

  @Override
  public boolean isReadable(Argument<JsonNode> type, MediaType mediaType) {
    return mediaType == null || mediaType.matches(MediaType.APPLICATION_JSON_TYPE);
  }

  @Override
  public JsonNode read(Argument<JsonNode> type, MediaType mediaType, Headers headers, InputStream body) {
    try {
      byte[] bytes = body.readAllBytes();
      if (!isSingleValue(bytes)) {
        return null;
      }
      return mapper.readValue(bytes, Argument.of(JsonNode.class));
    } catch (IOException e) {
      throw new CodecException("Invalid JSON body", e);
    }
  }

  /** False for a body of white space only; fails unless the body is exactly one well-formed value. */
  private static boolean isSingleValue(byte[] bytes) throws IOException {
    try (JsonParser parser = SYNTAX.createParser(bytes)) {
      if (parser.nextToken() == null) {
        return false;
      }
      parser.skipChildren();
      JsonToken after = parser.nextToken();
      if (after != null) {
        throw new IOException("content after the JSON value: " + after);
      }
      return true;
    }
  }
}
