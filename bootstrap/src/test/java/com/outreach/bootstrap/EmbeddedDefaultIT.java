package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.LoopbackPorts;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's first command, as a user runs it: the built jar with nothing configured starts an
 * embedded PostgreSQL, takes operator commands while running, stops the database cleanly on
 * shutdown and finds its data again on the next start.
 */
class EmbeddedDefaultIT {
  private static final Path JAR = Path.of("target/outreach-service.jar");
  private static final String AGENCY_TOKEN = "it-bootstrap-token-0123456789-abcdefghij";
  private static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  @TempDir Path home;

  @Test
  void firstRunNeedsNothingInstalled_andDataSurvivesARestart() throws Exception {
    int port = LoopbackPorts.reserve();
    Path dataDir = home.resolve("data/postgres");

    Process service = start(port, dataDir);
    String subEmail = "it-sub@test.example";
    String subToken;
    try {
      awaitHealthy(port);
      assertThat(call(port, "GET", "/users/me", AGENCY_TOKEN, null).statusCode()).isEqualTo(200);
      assertThat(
              call(
                      port,
                      "POST",
                      "/users/register",
                      AGENCY_TOKEN,
                      "{\"name\":\"IT Sub\",\"email\":\"" + subEmail + "\"}")
                  .statusCode())
          .isEqualTo(201);
      subToken =
          tokenOf(call(port, "GET", "/tokens?accountEmail=" + subEmail, AGENCY_TOKEN, null).body());

      String cliToken = createUserWithCli(dataDir);
      assertThat(call(port, "GET", "/users/me", cliToken, null).statusCode()).isEqualTo(200);
    } finally {
      stop(service);
    }
    assertThat(dataDir.resolve("postmaster.pid"))
        .as("embedded PostgreSQL stopped with the service")
        .doesNotExist();

    Process again = start(port, dataDir);
    try {
      awaitHealthy(port);
      HttpResponse<String> token =
          call(port, "GET", "/tokens?accountEmail=" + subEmail, AGENCY_TOKEN, null);
      assertThat(token.statusCode()).isEqualTo(200);
      assertThat(tokenOf(token.body())).isEqualTo(subToken);
    } finally {
      stop(again);
    }
  }

  private Process start(int port, Path dataDir) throws IOException {
    ProcessBuilder builder =
        new ProcessBuilder(List.of(javaBinary(), "-jar", JAR.toAbsolutePath().toString()))
            .directory(home.toFile())
            .redirectErrorStream(true)
            .redirectOutput(home.resolve("service-" + System.nanoTime() + ".log").toFile());
    Map<String, String> env = builder.environment();
    env.remove("DATASOURCES_DEFAULT_URL"); // the point of this test: nothing configured
    env.put("MICRONAUT_SERVER_PORT", Integer.toString(port));
    env.put("OUTREACH_EMBEDDED_POSTGRES_DATA_DIR", dataDir.toString());
    env.put("OUTREACH_BOOTSTRAP_AGENCY_EMAIL", "it-owner@test.example");
    env.put("OUTREACH_BOOTSTRAP_AGENCY_TOKEN", AGENCY_TOKEN);
    return builder.start();
  }

  private String createUserWithCli(Path dataDir) throws Exception {
    ProcessBuilder builder =
        new ProcessBuilder(
                List.of(
                    javaBinary(),
                    "-jar",
                    JAR.toAbsolutePath().toString(),
                    "users",
                    "create",
                    "--email",
                    "it-cli@test.example",
                    "--name",
                    "IT Cli"))
            .directory(home.toFile());
    builder.environment().remove("DATASOURCES_DEFAULT_URL");
    builder.environment().put("OUTREACH_EMBEDDED_POSTGRES_DATA_DIR", dataDir.toString());
    Process cli = builder.redirectErrorStream(true).start();
    String output = new String(cli.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(cli.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(cli.exitValue()).as(output).isZero();
    return output
        .lines()
        .filter(l -> l.startsWith("token: "))
        .findFirst()
        .orElseThrow()
        .substring(7);
  }

  private static void stop(Process process) throws InterruptedException {
    process.destroy(); // SIGTERM, as an operator's Ctrl-C or a process manager would send
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
    }
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
      int port, String method, String path, String token, String body)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .timeout(Duration.ofSeconds(10))
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    if (token != null) {
      request.header("token", token);
    }
    if (body != null) {
      request.header("Content-Type", "application/json");
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static String tokenOf(String json) {
    return json.replaceAll(".*\"token\":\"([^\"]+)\".*", "$1");
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
