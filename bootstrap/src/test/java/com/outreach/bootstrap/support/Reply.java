package com.outreach.bootstrap.support;

import io.micronaut.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpHeaders;
import java.util.Map;

/** One answer of the API: status, raw body, headers, and the body read as JSON. */
public record Reply(int status, String raw, HttpHeaders headers, JsonMapper json) {
  @SuppressWarnings("unchecked")
  public Map<String, Object> body() {
    try {
      return json.readValue(raw, Map.class);
    } catch (IOException e) {
      throw new UncheckedIOException("not JSON: " + raw, e);
    }
  }

  public Object field(String name) {
    return body().get(name);
  }

  public String text(String name) {
    return (String) body().get(name);
  }

  public String message() {
    return text("message");
  }

  public boolean success() {
    return Boolean.TRUE.equals(body().get("success"));
  }

  public String header(String name) {
    return headers.firstValue(name).orElse(null);
  }

  @Override
  public String toString() {
    return status + " " + raw;
  }
}
