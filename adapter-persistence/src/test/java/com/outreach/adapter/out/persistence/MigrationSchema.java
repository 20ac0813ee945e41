package com.outreach.adapter.out.persistence;

import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;

/**
 * A schema of its own, new for one test, into which that test runs the migrations itself (a new
 * database's history, or one stopped before a version), so the service's schema is never touched.
 */
public final class MigrationSchema {
  private final DataSource dataSource;
  private final String name;

  /** {@code dataSource} as injected; its plain JDBC pool is used, outside any context. */
  public MigrationSchema(DataSource dataSource, String prefix) {
    this.dataSource = DelegatingDataSource.unwrapDataSource(dataSource);
    this.name = prefix + "_" + UUID.randomUUID().toString().replace("-", "");
  }

  public String name() {
    return name;
  }

  public DataSource dataSource() {
    return dataSource;
  }

  /** Every migration, versioned and repeatable; {@code target} null is all of them. */
  public void migrate(String target) {
    Flyway.configure()
        .dataSource(dataSource)
        .schemas(name)
        .createSchemas(true)
        .locations("classpath:db/migration")
        .target(target == null ? "latest" : target)
        .load()
        .migrate();
  }

  public MigrationInfo[] migrations() {
    return Flyway.configure()
        .dataSource(dataSource)
        .schemas(name)
        .locations("classpath:db/migration")
        .load()
        .info()
        .all();
  }

  public void drop() throws SQLException {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("DROP SCHEMA IF EXISTS " + name + " CASCADE");
    }
  }
}
