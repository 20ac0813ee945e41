package com.outreach.bootstrap.cli;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;

/**
 * The running service as the people's command line sees it: its public API over HTTP with a token
 * (docs/cli.md). Answers are the API's JSON envelopes, read as maps.
 */
final class ServiceClient {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};

  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  private final URI base;
  private final String token;

  ServiceClient(String url, String token) {
    this.base = URI.create(url.endsWith("/") ? url : url + "/");
    this.token = token;
  }

  /** An answer: its status and its JSON body. */
  record Answer(int status, Map<String, Object> body) {
    boolean success() {
      return Boolean.TRUE.equals(body.get("success"));
    }

    String message() {
      Object message = body.get("message");
      return message == null ? "HTTP " + status : message.toString();
    }
  }

  Answer get(String pathAndQuery) {
    return send(HttpRequest.newBuilder(base.resolve(pathAndQuery)).GET());
  }

  /**
   * POSTs the file as the body of {@code /leads/import}, streamed as it is read (never held whole);
   * {@code sent} wraps the file's stream to watch it go.
   */
  Answer importCsv(
      String campaignId, String mapping, Path file, Function<InputStream, InputStream> sent) {
    String query =
        "leads/import?campaignId="
            + encode(campaignId)
            + (mapping == null ? "" : "&mapping=" + encode(mapping));
    long size = size(file);
    HttpRequest.BodyPublisher body =
        HttpRequest.BodyPublishers.fromPublisher(
            HttpRequest.BodyPublishers.ofInputStream(() -> sent.apply(open(file))), size);
    return send(
        HttpRequest.newBuilder(base.resolve(query)).header("Content-Type", "text/csv").POST(body));
  }

  private Answer send(HttpRequest.Builder request) {
    request.header("token", token).header("Accept", "application/json");
    try {
      HttpResponse<byte[]> response =
          http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
      return new Answer(response.statusCode(), parse(response.body()));
    } catch (IOException e) {
      throw new UncheckedIOException(
          "Cannot reach the service at " + base + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("Interrupted", e);
    }
  }

  private static Map<String, Object> parse(byte[] body) {
    try {
      return body.length == 0 ? Map.of() : JSON.readValue(body, OBJECT);
    } catch (IOException notJson) {
      return Map.of("message", new String(body, StandardCharsets.UTF_8).strip());
    }
  }

  private static InputStream open(Path file) {
    try {
      return Files.newInputStream(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }
}
