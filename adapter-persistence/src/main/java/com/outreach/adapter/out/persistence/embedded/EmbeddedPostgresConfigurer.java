package com.outreach.adapter.out.persistence.embedded;

import io.micronaut.context.ApplicationContextBuilder;
import io.micronaut.context.ApplicationContextConfigurer;
import io.micronaut.context.annotation.ContextConfigurer;
import java.nio.file.Path;
import java.util.Map;

/**
 * With no datasource configured, points the default datasource at the embedded PostgreSQL server,
 * starting it first. Runs before the context reads its configuration, so it looks only at the
 * environment and system properties, where an operator sets {@code DATASOURCES_DEFAULT_URL}.
 */
@ContextConfigurer
public final class EmbeddedPostgresConfigurer implements ApplicationContextConfigurer {
  static final String URL_ENV = "DATASOURCES_DEFAULT_URL";
  static final String URL_PROPERTY = "datasources.default.url";
  static final String DATA_DIR_ENV = "OUTREACH_EMBEDDED_POSTGRES_DATA_DIR";
  static final String DATA_DIR_PROPERTY = "outreach.embedded-postgres.data-dir";
  static final String CLEAN_PROPERTY = "outreach.embedded-postgres.clean";
  public static final String DEFAULT_DATA_DIR = "data/postgres";

  @Override
  public void configure(ApplicationContextBuilder builder) {
    if (setting(URL_ENV, URL_PROPERTY) != null) {
      return;
    }
    EmbeddedPostgresServer server = EmbeddedPostgresServer.startOrJoin(dataDirectory(),
        Boolean.parseBoolean(System.getProperty(CLEAN_PROPERTY, "false")));
    builder.properties(Map.of(
        URL_PROPERTY, server.jdbcUrl(),
        "datasources.default.username", EmbeddedPostgresServer.USER,
        "datasources.default.password", "",
        "outreach.embedded-postgres.active", true,
        "outreach.embedded-postgres.data-dir", server.dataDirectory().toString()));
  }

  /** Where the embedded server keeps its data: configurable, {@code data/postgres} by default. */
  public static Path dataDirectory() {
    String configured = setting(DATA_DIR_ENV, DATA_DIR_PROPERTY);
    return Path.of(configured == null ? DEFAULT_DATA_DIR : configured).toAbsolutePath().normalize();
  }

  private static String setting(String env, String property) {
    String value = System.getProperty(property);
    if (value == null || value.isBlank()) {
      value = System.getenv(env);
    }
    return value == null || value.isBlank() ? null : value;
  }
}
