package com.outreach.bootstrap.process;

import com.outreach.bootstrap.support.LoopbackPorts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The built service jar as a child process, the way an operator runs it: started with environment
 * variables on a fixed port, healthy when {@code GET /health} answers 200, killed with SIGKILL and
 * started again on the same port and database. Each start logs to a file of its own.
 */
final class ServiceProcess implements AutoCloseable {
  static final Path JAR = Path.of("target/outreach-service.jar");

  /** What the JVM reports for a child ended by SIGKILL: 128 + 9. */
  static final int KILLED_BY_SIGKILL = 137;

  private static final Duration STARTUP = Duration.ofSeconds(180);
  private static final HttpClient HTTP =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(2))
          .build();

  private final String name;
  private final SharedPostgres database;
  private final Map<String, String> environment;
  private final Path logDirectory;
  private final int port;
  private Process process;
  private int starts;

  ServiceProcess(
      String name, SharedPostgres database, Map<String, String> environment, Path logDirectory) {
    this.name = name;
    this.database = database;
    this.environment = Map.copyOf(environment);
    this.logDirectory = logDirectory;
    this.port = LoopbackPorts.reserve();
  }

  String baseUrl() {
    return "http://127.0.0.1:" + port;
  }

  /**
   * The name this start's database sessions carry (see {@link DeliveryTables#awaitDisconnected}).
   */
  String sessionName() {
    return name + "-" + starts;
  }

  void start() throws InterruptedException {
    launch();
    awaitHealthy();
  }

  /** Starts the JVM without waiting for it: two instances can then start side by side. */
  void launch() {
    if (process != null && process.isAlive()) {
      throw new IllegalStateException(name + " is already running");
    }
    starts++;
    Path log = logDirectory.resolve(sessionName() + ".log");
    ProcessBuilder builder =
        new ProcessBuilder(List.of(javaBinary(), "-jar", JAR.toAbsolutePath().toString()))
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    Map<String, String> env = builder.environment();
    env.putAll(environment);
    env.put("DATASOURCES_DEFAULT_URL", database.jdbcUrl(sessionName()));
    env.put("DATASOURCES_DEFAULT_USERNAME", database.user());
    env.put("DATASOURCES_DEFAULT_PASSWORD", "unused-trust-authentication");
    env.put("MICRONAUT_SERVER_HOST", "127.0.0.1");
    env.put("MICRONAUT_SERVER_PORT", Integer.toString(port));
    // Names this start in the outbox (leased_by, the attempts' worker), so rows show who did what.
    env.put("OUTREACH_WEBHOOKS_WORKER_NAME", sessionName());
    // Likewise in the engine (memberships.leased_by): the service adds a suffix of its own per
    // start.
    env.put("OUTREACH_ENGINE_WORKER_NAME", sessionName());
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new UncheckedIOException("could not start " + name, e);
    }
  }

  void awaitHealthy() throws InterruptedException {
    long deadline = System.nanoTime() + STARTUP.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new AssertionError(
            name + " exited with " + process.exitValue() + " while starting:\n" + logTail());
      }
      try {
        HttpRequest health =
            HttpRequest.newBuilder(URI.create(baseUrl() + "/health"))
                .timeout(Duration.ofSeconds(2))
                .build();
        if (HTTP.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200
            && listensHere()) {
          return;
        }
      } catch (IOException notListeningYet) {
        // still starting
      }
      Thread.sleep(50);
    }
    throw new AssertionError(name + " was not healthy within " + STARTUP + ":\n" + logTail());
  }

  /**
   * Whether this start itself bound the port: a 200 alone could come from another process on it,
   * and a start that could not bind would then pass for healthy until it exits.
   */
  private boolean listensHere() {
    try {
      return Files.readString(logDirectory.resolve(sessionName() + ".log"), StandardCharsets.UTF_8)
          .contains("Server Running: " + baseUrl());
    } catch (IOException notWrittenYet) {
      return false;
    }
  }

  /**
   * SIGKILL, as a crash or the kernel's OOM killer ends a process: no shutdown hook, no finally
   * block, no clean close of a connection. {@link Process#destroyForcibly} sends SIGKILL on Linux;
   * the exit status proves it.
   */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      throw new AssertionError(name + " did not die within 30 s of SIGKILL");
    }
    if (process.exitValue() != KILLED_BY_SIGKILL) {
      throw new AssertionError(
          name + " ended with " + process.exitValue() + ", not by SIGKILL:\n" + logTail());
    }
  }

  boolean isAlive() {
    return process != null && process.isAlive();
  }

  /** SIGTERM and a wait, as an operator stops the service; SIGKILL when it does not end. */
  @Override
  public void close() throws InterruptedException {
    if (process == null) {
      return;
    }
    process.destroy();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
    }
  }

  String logTail() {
    try {
      List<String> lines =
          Files.readAllLines(logDirectory.resolve(sessionName() + ".log"), StandardCharsets.UTF_8);
      return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    } catch (IOException e) {
      return "(no log: " + e.getMessage() + ")";
    }
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
