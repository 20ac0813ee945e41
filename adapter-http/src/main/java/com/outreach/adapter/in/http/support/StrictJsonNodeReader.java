package com.outreach.adapter.in.http.support;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.micronaut.core.io.buffer.ByteBuffer;
import io.micronaut.core.io.buffer.ReferenceCounted;
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

  private static final Argument<JsonNode> JSON_NODE = Argument.of(JsonNode.class);

  // Specific to JsonNode: the deserializer is looked up once, not for every body.
  private final JsonMapper trees;

  StrictJsonNodeReader(JsonMapper mapper) {
    this.trees = mapper.createSpecific(JSON_NODE);
  }

  @Override
  public boolean isReadable(Argument<JsonNode> type, MediaType mediaType) {
    return mediaType == null || mediaType.matches(MediaType.APPLICATION_JSON_TYPE);
  }

  /**
   * The framework's path for a body it holds in memory: its bytes are taken at once, not copied
   * through an input stream's growing buffers. Released on success only, as the interface's own
   * default does; on a failure the caller releases it.
   */
  @Override
  public JsonNode read(Argument<JsonNode> type, MediaType mediaType, Headers headers, ByteBuffer<?> body) {
    JsonNode node = read(body.toByteArray());
    if (body instanceof ReferenceCounted counted) {
      counted.release();
    }
    return node;
  }

  @Override
  public JsonNode read(Argument<JsonNode> type, MediaType mediaType, Headers headers, InputStream body) {
    try {
      return read(body.readAllBytes());
    } catch (IOException e) {
      throw new CodecException("Invalid JSON body", e);
    }
  }

  private JsonNode read(byte[] bytes) {
    try {
      if (!isSingleValue(bytes)) {
        return null;
      }
      return trees.readValue(bytes, JSON_NODE);
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
