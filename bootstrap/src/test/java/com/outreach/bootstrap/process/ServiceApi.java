package com.outreach.bootstrap.process;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The service's HTTP API as one account's client sees it: JSON in, status and JSON out. */
final class ServiceApi {
  /**
   * One answer; {@link #text} reads a top-level string field of the {success, message, ...} body.
   */
  record Answer(int status, String body) {
    String text(String field) {
      Matcher m = Pattern.compile("\"" + Pattern.quote(field) + "\":\"([^\"]*)\"").matcher(body);
      if (!m.find()) {
        throw new AssertionError("no \"" + field + "\" in " + body);
      }
      return m.group(1);
    }
  }

  private static final HttpClient HTTP =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();

  private final String baseUrl;
  private final String token;

  ServiceApi(String baseUrl, String token) {
    this.baseUrl = baseUrl;
    this.token = token;
  }

  Answer post(String path, String json) throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(baseUrl + path))
            .timeout(Duration.ofSeconds(60))
            .header("token", token)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build();
    HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    return new Answer(response.statusCode(), response.body());
  }

  Answer get(String path) throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(baseUrl + path))
            .timeout(Duration.ofSeconds(60))
            .header("token", token)
            .GET()
            .build();
    HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    return new Answer(response.statusCode(), response.body());
  }

  /**
   * Posts and insists on {@code status}: set-up calls that must work for the run to mean anything.
   */
  Answer postExpecting(int status, String path, String json)
      throws IOException, InterruptedException {
    Answer answer = post(path, json);
    if (answer.status() != status) {
      throw new AssertionError(
          "POST " + path + " answered " + answer.status() + " " + answer.body());
    }
    return answer;
  }
}
