package com.outreach.bootstrap.process;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One real PostgreSQL server, run by the test JVM, that every service process of a run connects to.
 * It lives outside the processes the tests kill, so what they committed survives their SIGKILL, as
 * a production database survives an instance's crash.
 */
final class SharedPostgres implements AutoCloseable {
  private static final String DATABASE = "outreach";
  private static final String USER = "postgres";

  private final EmbeddedPostgres server;

  private SharedPostgres(EmbeddedPostgres server) {
    this.server = server;
  }

  /** A fresh server on {@code dataDirectory} (emptied first), with a database for the service. */
  static SharedPostgres start(Path dataDirectory) {
    try {
      EmbeddedPostgres server =
          EmbeddedPostgres.builder()
              .setDataDirectory(dataDirectory)
              .setCleanDataDirectory(true)
              // Three service pools of 20 connections, plus the test's own.
              .setServerConfig("max_connections", "200")
              .start();
      try (Connection c = DriverManager.getConnection(url(server, "postgres"), USER, "");
          Statement s = c.createStatement()) {
        s.execute("CREATE DATABASE " + DATABASE);
      }
      return new SharedPostgres(server);
    } catch (IOException e) {
      throw new UncheckedIOException("could not start PostgreSQL on " + dataDirectory, e);
    } catch (SQLException e) {
      throw new IllegalStateException("could not create the database", e);
    }
  }

  /**
   * The JDBC URL a service process is given. The application name tags its connections, so that
   * {@link DeliveryTables#awaitDisconnected} can tell when the server has let go of a killed
   * process.
   */
  String jdbcUrl(String applicationName) {
    return url(server, DATABASE) + "?ApplicationName=" + applicationName;
  }

  String user() {
    return USER;
  }

  Connection connect() throws SQLException {
    return DriverManager.getConnection(url(server, DATABASE), USER, "");
  }

  private static String url(EmbeddedPostgres server, String database) {
    return "jdbc:postgresql://127.0.0.1:" + server.getPort() + "/" + database;
  }

  @Override
  public void close() throws IOException {
    server.close();
  }
}
