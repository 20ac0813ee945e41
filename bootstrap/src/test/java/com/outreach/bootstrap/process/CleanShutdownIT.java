package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.LoopbackPorts;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clean shutdown: the jar on its embedded database, stopped with SIGTERM while its engine and
 * webhook loops poll every 20 ms and a campaign is being worked through, closes its pools before
 * the database stops, so the shutdown logs no WARN or ERROR line; its start reported each phase's
 * time.
 */
class CleanShutdownIT {
  private static final String TOKEN = "it-shutdown-token-0123456789-abcdefghij";
  private static final Pattern LOG_LEVEL =
      Pattern.compile("^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} (WARN|ERROR) ");
  private static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  @TempDir Path home;

  @Test
  void sigtermWhileTheEngineWorks_stopsTheDatabaseLast_andLogsNoWarningOrError() throws Exception {
    int port = LoopbackPorts.reserve();
    Path dataDir = home.resolve("data/postgres");
    Path log = home.resolve("service.log");
    Process service = start(port, dataDir, log);
    try {
      awaitHealthy(port, service);
      ServiceApi api = new ServiceApi("http://127.0.0.1:" + port, TOKEN);
      String sender =
          api.postExpecting(
                  201,
                  "/linked-accounts",
                  "{\"email\":\"sam@acme.example\","
                      + "\"profileLink\":\"linkedin.com/in/sam-seller\",\"limits\":{\"invitesPerDay\":100}}")
              .text("_id");
      String campaign =
          api.postExpecting(
                  201,
                  "/campaigns",
                  "{\"title\":\"Shutdown\",\"sequence\":\"CONNECT\","
                      + "\"content\":{\"longNote\":\"Hi {{firstName}}!\",\"message1\":\"Thanks!\"}}")
              .text("campaignId");
      for (int batch = 0; batch < 3; batch++) {
        StringBuilder leads = new StringBuilder();
        for (int i = 0; i < 100; i++) {
          leads
              .append(leads.isEmpty() ? "" : ",")
              .append("{\"profileLink\":\"linkedin.com/in/lead-")
              .append(batch)
              .append('-')
              .append(i)
              .append("\",\"firstName\":\"Lead\"}");
        }
        api.postExpecting(
            200,
            "/leads/add-to-campaign",
            "{\"campaignId\":\"" + campaign + "\",\"leads\":[" + leads + "]}");
      }
      awaitInvites(api, sender);
    } finally {
      service.destroy(); // SIGTERM, as a process manager sends it
      if (!service.waitFor(60, TimeUnit.SECONDS)) {
        service.destroyForcibly();
      }
    }

    List<String> lines = Files.readAllLines(log);
    int shutdownAt = indexOf(lines, "Embedded Application shutting down");
    assertThat(shutdownAt).as(String.join("\n", lines)).isNotNegative();
    List<String> shutdown = lines.subList(shutdownAt, lines.size());
    assertThat(shutdown).as("the shutdown's log").noneMatch(line -> LOG_LEVEL.matcher(line).find());
    assertThat(shutdown).anyMatch(line -> line.contains("HikariPool-1 - Shutdown completed."));
    assertThat(indexOf(lines, "Embedded PostgreSQL stopped in"))
        .as("the database stops after the pool has closed")
        .isGreaterThan(indexOf(lines, "HikariPool-1 - Shutdown completed."));
    assertThat(dataDir.resolve("postmaster.pid")).doesNotExist();

    List<String> start = lines.subList(0, shutdownAt);
    assertThat(start)
        .anyMatch(
            line -> line.matches(".* INFO .*Embedded PostgreSQL started in \\d+ ms on port \\d+"));
    assertThat(start)
        .anyMatch(
            line ->
                line.matches(
                    ".* INFO .*Started in \\d+ ms since the JVM began: embedded "
                        + "PostgreSQL \\d+ ms, database pool and migrations \\d+ ms, everything else \\d+ ms"));
  }

  private Process start(int port, Path dataDir, Path log) throws IOException {
    ProcessBuilder builder =
        new ProcessBuilder(
                List.of(javaBinary(), "-jar", ServiceProcess.JAR.toAbsolutePath().toString()))
            .directory(home.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    Map<String, String> env = builder.environment();
    env.remove(
        "DATASOURCES_DEFAULT_URL"); // the embedded database, as the README's first command runs it
    env.putAll(DemoEngine.environment("20ms"));
    env.put("OUTREACH_WEBHOOKS_POLL_INTERVAL", "20ms");
    env.put("MICRONAUT_SERVER_PORT", Integer.toString(port));
    env.put("OUTREACH_EMBEDDED_POSTGRES_DATA_DIR", dataDir.toString());
    env.put("OUTREACH_BOOTSTRAP_AGENCY_EMAIL", "it-shutdown@test.example");
    env.put("OUTREACH_BOOTSTRAP_AGENCY_TOKEN", TOKEN);
    return builder.start();
  }

  /**
   * Waits until the engine has sent some of the campaign's invites: it is busy when the stop comes.
   */
  private static void awaitInvites(ServiceApi api, String sender) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      Matcher used =
          Pattern.compile("\"usedToday\":(\\d+)")
              .matcher(api.get("/linked-accounts/" + sender + "/usage").body());
      if (used.find() && Integer.parseInt(used.group(1)) > 0) {
        return;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("the engine sent no invite within 60 s");
  }

  private static int indexOf(List<String> lines, String text) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(text)) {
        return i;
      }
    }
    return -1;
  }

  private static void awaitHealthy(int port, Process service) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (System.nanoTime() < deadline && service.isAlive()) {
      try {
        HttpRequest health =
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health")).build();
        if (HTTP.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
          return;
        }
      } catch (IOException notYet) {
        // still starting
      }
      Thread.sleep(250);
    }
    throw new AssertionError("service did not become healthy on port " + port);
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
