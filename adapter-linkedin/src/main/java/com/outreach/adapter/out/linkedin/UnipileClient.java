package com.outreach.adapter.out.linkedin;

import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The calls of Unipile's v1 API the gateway makes, over the JDK's HTTP client: the key in {@code
 * X-API-KEY}, JSON or multipart bodies, answers read as JSON trees. A call either answers ({@link
 * Answer}, any status) or fails ({@link CallFailed}), saying whether the request may have reached
 * Unipile.
 */
final class UnipileClient {
  /** Unipile's answer: its status and its JSON body (an empty object when the body is not JSON). */
  record Answer(int status, JsonNode body) {
    boolean ok() {
      return status >= 200 && status < 300;
    }

    /** A string field of the body, or null. */
    String text(String field) {
      JsonNode node = body.get(field);
      return node != null && node.isString() ? node.getStringValue() : null;
    }
  }

  /**
   * No answer. {@code maybeSent}: the request was written and may have been carried out (a read
   * timeout).
   */
  static final class CallFailed extends Exception {
    private final boolean maybeSent;

    CallFailed(String reason, boolean maybeSent, Throwable cause) {
      super(reason, cause);
      this.maybeSent = maybeSent;
    }

    boolean maybeSent() {
      return maybeSent;
    }
  }

  /** One multipart/form-data field. */
  record Part(String name, String value) {}

  private final URI base;
  private final String apiKey;
  private final Duration readTimeout;
  private final HttpClient http;
  private final JsonMapper json;

  UnipileClient(
      String baseUrl,
      String apiKey,
      Duration connectTimeout,
      Duration readTimeout,
      JsonMapper json) {
    String url = baseUrl.strip();
    this.base = URI.create(url.endsWith("/") ? url.substring(0, url.length() - 1) : url);
    this.apiKey = apiKey;
    this.readTimeout = readTimeout;
    this.json = json;
    this.http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(connectTimeout)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
  }

  /** A path segment or query value, percent-encoded. */
  static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
  }

  Answer get(String pathAndQuery) throws CallFailed {
    return send(request(pathAndQuery).GET().build());
  }

  Answer delete(String pathAndQuery) throws CallFailed {
    return send(request(pathAndQuery).DELETE().build());
  }

  Answer postJson(String path, Map<String, ?> body) throws CallFailed {
    byte[] bytes;
    try {
      bytes = json.writeValueAsBytes(body);
    } catch (IOException e) {
      throw new IllegalStateException("cannot write a Unipile request body", e);
    }
    return send(
        request(path)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofByteArray(bytes))
            .build());
  }

  Answer postMultipart(String path, List<Part> parts) throws CallFailed {
    String boundary = "outreach-" + UUID.randomUUID();
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    for (Part part : parts) {
      body.writeBytes(
          ("--"
                  + boundary
                  + "\r\nContent-Disposition: form-data; name=\""
                  + part.name()
                  + "\"\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n")
              .getBytes(StandardCharsets.UTF_8));
      body.writeBytes(part.value().getBytes(StandardCharsets.UTF_8));
      body.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
    }
    body.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
    return send(
        request(path)
            .header("Content-Type", "multipart/form-data; boundary=" + boundary)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
            .build());
  }

  private HttpRequest.Builder request(String pathAndQuery) {
    return HttpRequest.newBuilder(URI.create(base + pathAndQuery))
        .timeout(readTimeout)
        .header("X-API-KEY", apiKey)
        .header("Accept", "application/json");
  }

  private Answer send(HttpRequest request) throws CallFailed {
    HttpResponse<byte[]> response;
    try {
      response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
    } catch (HttpConnectTimeoutException e) {
      throw new CallFailed("connect_timeout", false, e);
    } catch (ConnectException e) {
      throw new CallFailed("connection_failed", false, e);
    } catch (HttpTimeoutException e) {
      throw new CallFailed("timeout_after_sending", true, e);
    } catch (IOException e) {
      throw new CallFailed("connection_lost", true, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CallFailed("interrupted", true, e);
    }
    return new Answer(response.statusCode(), parse(response.body()));
  }

  private JsonNode parse(byte[] body) {
    if (body == null || body.length == 0) {
      return JsonNode.createObjectNode(Map.of());
    }
    try {
      JsonNode node = json.readValue(body, JsonNode.class);
      return node == null ? JsonNode.createObjectNode(Map.of()) : node;
    } catch (IOException | RuntimeException e) {
      return JsonNode.createObjectNode(Map.of());
    }
  }
}
