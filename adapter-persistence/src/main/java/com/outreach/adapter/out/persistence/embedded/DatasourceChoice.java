package com.outreach.adapter.out.persistence.embedded;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Decides which database the service uses: the server {@code datasources.default.url} names, or,
 * when none is configured, the embedded PostgreSQL server on its data directory (started first).
 */
public final class DatasourceChoice {
  public static final String DEFAULT_DATA_DIR = "data/postgres";
  static final String URL = "datasources.default.url";
  static final String DATA_DIR = "outreach.embedded-postgres.data-dir";
  static final String CLEAN = "outreach.embedded-postgres.clean";

  private final UnaryOperator<String> settings;

  /**
   * @param settings reads a setting by its property name; null when unset
   */
  DatasourceChoice(UnaryOperator<String> settings) {
    this.settings = settings;
  }

  /** Reads system properties, then environment variables. */
  static DatasourceChoice fromSystem() {
    return new DatasourceChoice(DatasourceChoice::systemSetting);
  }

  /**
   * The datasource settings of the embedded server, or empty when a datasource URL is configured.
   */
  Optional<Map<String, Object>> datasourceProperties() {
    if (settings.apply(URL) != null) {
      return Optional.empty();
    }
    EmbeddedPostgresServer server =
        EmbeddedPostgresServer.startOrJoin(
            dataDirectory(settings), Boolean.parseBoolean(settings.apply(CLEAN)));
    return Optional.of(
        Map.of(
            URL,
            server.jdbcUrl(),
            "datasources.default.username",
            EmbeddedPostgresServer.USER,
            "datasources.default.password",
            "",
            DATA_DIR,
            server.dataDirectory().toString(),
            // The embedded set-up is the developer's: webhooks to local receivers and mailboxes
            // on local mail servers are allowed (D-26, D-55).
            "outreach.webhooks.allow-private-targets",
            true,
            "outreach.mail.allow-private-hosts",
            true));
  }

  /** Where the embedded server keeps its data: {@code data/postgres} unless configured. */
  public static Path dataDirectory() {
    return dataDirectory(DatasourceChoice::systemSetting);
  }

  private static Path dataDirectory(UnaryOperator<String> settings) {
    String configured = settings.apply(DATA_DIR);
    return Path.of(configured == null ? DEFAULT_DATA_DIR : configured).toAbsolutePath().normalize();
  }

  /**
   * A system property, else its environment-variable spelling (datasources.default.url ->
   * DATASOURCES_DEFAULT_URL).
   */
  static String systemSetting(String property) {
    String value = System.getProperty(property);
    if (value == null || value.isBlank()) {
      value =
          System.getenv(
              property.toUpperCase(java.util.Locale.ROOT).replace('.', '_').replace('-', '_'));
    }
    return value == null || value.isBlank() ? null : value;
  }
}
