package com.outreach.bootstrap.support;

import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A plain HTTP client for the running service, so tests see exactly what a client of the API sees:
 * the status, the raw body and the headers, whatever the status. Every answer is checked against
 * the served OpenAPI description ({@link AnswerConformance}) before the test sees it.
 */
public final class Api {
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private final URI base;
  private final JsonMapper json;

  public Api(EmbeddedServer server, JsonMapper json) {
    this.base = URI.create(server.getURL().toString());
    this.json = json;
  }

  public Reply get(String path, String token) {
    return send("GET", path, token, null);
  }

  public Reply post(String path, String token, String body) {
    return send("POST", path, token, body);
  }

  public Reply put(String path, String token) {
    return send("PUT", path, token, null);
  }

  public Reply delete(String path, String token) {
    return send("DELETE", path, token, null);
  }

  public Reply send(String method, String path, String token, String jsonBody) {
    Map<String, String> headers = new LinkedHashMap<>();
    if (token != null) {
      headers.put("token", token);
    }
    if (jsonBody != null) {
      headers.put("Content-Type", "application/json");
    }
    return raw(method, path, headers, jsonBody);
  }

  public Reply raw(String method, String path, Map<String, String> headers, String body) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(base.resolve(path))
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    headers.forEach(request::header);
    try {
      HttpResponse<String> response =
          HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
      Reply reply = new Reply(response.statusCode(), response.body(), response.headers(), json);
      AnswerConformance.of(base, HTTP).check(method, base.resolve(path), reply);
      return reply;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
