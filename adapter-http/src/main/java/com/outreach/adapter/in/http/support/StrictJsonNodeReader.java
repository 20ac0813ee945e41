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
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads the {@code @Body JsonNode} of our controllers strictly: the body must be exactly one JSON
 * value. The framework's reader stops after the first value, so {@code {..} garbage} or {@code
 * {..}{..}} would be taken for the first object and acted upon; here they are malformed, answered
 * 400 {@code Invalid JSON body!} (D-30). An empty body stays "no body".
 *
 * <p>One pass: the parser that checks the body also builds its tree ({@link JsonTrees}); a syntax
 * check followed by the framework's own parse read every body twice.
 */
@Singleton
@Consumes(MediaType.APPLICATION_JSON)
final class StrictJsonNodeReader implements MessageBodyReader<JsonNode> {
  private static final JsonFactory SYNTAX = new JsonFactory();

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
  public JsonNode read(
      Argument<JsonNode> type, MediaType mediaType, Headers headers, ByteBuffer<?> body) {
    JsonNode node = read(body.toByteArray());
    if (body instanceof ReferenceCounted counted) {
      counted.release();
    }
    return node;
  }

  @Override
  public JsonNode read(
      Argument<JsonNode> type, MediaType mediaType, Headers headers, InputStream body) {
    try {
      return read(body.readAllBytes());
    } catch (IOException e) {
      throw new CodecException("Invalid JSON body", e);
    }
  }

  /**
   * Null for a body of white space or JSON null only; fails unless the body is exactly one
   * well-formed value.
   */
  static JsonNode read(byte[] bytes) {
    try (JsonParser parser = SYNTAX.createParser(bytes)) {
      if (parser.nextToken() == null) {
        return null;
      }
      // A body of JSON null is no tree, as the framework's nullable read had it.
      JsonNode node = parser.currentToken() == JsonToken.VALUE_NULL ? null : JsonTrees.read(parser);
      JsonToken after = parser.nextToken();
      if (after != null) {
        throw new IOException("content after the JSON value: " + after);
      }
      return node;
    } catch (IOException e) {
      throw new CodecException("Invalid JSON body", e);
    }
  }
}
