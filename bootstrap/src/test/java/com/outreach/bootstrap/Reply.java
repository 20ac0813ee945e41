package com.outreach.bootstrap;

import io.micronaut.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpHeaders;
import java.util.Map;

/** One answer of the API: status, raw body, headers, and the body read as JSON. */
record Reply(int status, String raw, HttpHeaders headers, JsonMapper json) {
  @SuppressWarnings("unchecked")
  Map<String, Object> body() {
    try {
      return json.readValue(raw, Map.class);
    } catch (IOException e) {
      throw new UncheckedIOException("not JSON: " + raw, e);
    }
  }

  Object field(String name) {
    return body().get(name);
  }

  String text(String name) {
    return (String) body().get(name);
  }

  String message() {
    return text("message");
  }

  boolean success() {
    return Boolean.TRUE.equals(body().get("success"));
  }

  String header(String name) {
    return headers.firstValue(name).orElse(null);
  }

  @Override
  public String toString() {
    return status + " " + raw;
  }
}
