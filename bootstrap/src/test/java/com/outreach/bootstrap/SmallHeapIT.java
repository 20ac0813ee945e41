package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.LoopbackPorts;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * D-55 (d), as the security review ran it: the built jar in a 256 MiB heap takes the requests that
 * used to exhaust it (a 20 MB CSV header of empty columns, campaigns with a 9 MB message, three of
 * each at once, then the campaign list) and answers each 400, stays up and never logs an
 * OutOfMemoryError.
 */
class SmallHeapIT {
  private static final Path JAR = Path.of("target/outreach-service.jar");
  private static final String TOKEN = "it-small-heap-token-0123456789-abcdefghij";
  private static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  @TempDir Path home;

  @Test
  void theHeapExhaustionRequests_areAnswered400_inA256MiBHeap() throws Exception {
    int port = LoopbackPorts.reserve();
    Path log = home.resolve("service.log");
    Process service = start(port, log);
    try {
      awaitHealthy(port);
      String campaign =
          call(port, "POST", "/campaigns", "application/json", CampaignClient.connect("Heap"))
              .body()
              .replaceAll(".*\"campaignId\":\"([^\"]+)\".*", "$1");
      String bigMessage =
          "{\"title\":\"Big\",\"sequence\":\"MESSAGE\",\"content\":{\"message1\":\""
              + "m".repeat(9_000_000)
              + "\"}}";
      String wideCsv = "LinkedIn URL" + ",".repeat(20_000_000) + "\r\n";

      for (int round = 0; round < 3; round++) {
        List<CompletableFuture<HttpResponse<String>>> floods = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
          floods.add(send(port, "POST", "/campaigns", "application/json", bigMessage));
          floods.add(
              send(port, "POST", "/leads/import?campaignId=" + campaign, "text/csv", wideCsv));
        }
        for (CompletableFuture<HttpResponse<String>> flood : floods) {
          HttpResponse<String> reply = flood.join();
          assertThat(reply.statusCode()).as(reply.body()).isEqualTo(400);
        }
      }
      HttpResponse<String> list = call(port, "GET", "/campaigns?limit=1000", null, null);
      assertThat(list.statusCode()).isEqualTo(200);
      assertThat(list.body().length()).isLessThan(100_000);
      assertThat(service.isAlive()).isTrue();
    } finally {
      service.destroy();
      if (!service.waitFor(60, TimeUnit.SECONDS)) {
        service.destroyForcibly();
      }
    }
    assertThat(Files.readString(log)).doesNotContain("OutOfMemoryError");
  }

  private Process start(int port, Path log) throws IOException {
    ProcessBuilder builder =
        new ProcessBuilder(
                List.of(javaBinary(), "-Xmx256m", "-jar", JAR.toAbsolutePath().toString()))
            .directory(home.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    Map<String, String> env = builder.environment();
    env.remove("DATASOURCES_DEFAULT_URL");
    env.put("MICRONAUT_SERVER_PORT", Integer.toString(port));
    env.put("OUTREACH_EMBEDDED_POSTGRES_DATA_DIR", home.resolve("data/postgres").toString());
    env.put("OUTREACH_BOOTSTRAP_AGENCY_EMAIL", "it-heap@test.example");
    env.put("OUTREACH_BOOTSTRAP_AGENCY_TOKEN", TOKEN);
    env.put("OUTREACH_RATE_LIMIT_REQUESTS_PER_SECOND", "100000");
    env.put("OUTREACH_RATE_LIMIT_BURST", "100000");
    return builder.start();
  }

  private static void awaitHealthy(int port) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (System.nanoTime() < deadline) {
      try {
        if (call(port, "GET", "/health", null, null).statusCode() == 200) {
          return;
        }
      } catch (IOException notYet) {
        // still starting
      }
      Thread.sleep(250);
    }
    throw new AssertionError("service did not become healthy on port " + port);
  }

  private static HttpResponse<String> call(
      int port, String method, String path, String type, String body)
      throws IOException, InterruptedException {
    return HTTP.send(request(port, method, path, type, body), HttpResponse.BodyHandlers.ofString());
  }

  private static CompletableFuture<HttpResponse<String>> send(
      int port, String method, String path, String type, String body) {
    return HTTP.sendAsync(
        request(port, method, path, type, body), HttpResponse.BodyHandlers.ofString());
  }

  private static HttpRequest request(
      int port, String method, String path, String type, String body) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .timeout(Duration.ofSeconds(60))
            .header("token", TOKEN)
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    if (type != null) {
      request.header("Content-Type", type);
    }
    return request.build();
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
