package com.outreach.adapter.out.persistence.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import io.micronaut.context.ApplicationContext;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * With {@code datasources.default.url} set (as DATASOURCES_DEFAULT_URL does), the service uses that
 * server: here a separate database beside the test one, which Flyway migrates and users land in.
 */
class ConfiguredDatabaseTest {

  @Test
  void configuredDatabase_isMigratedAndUsed() {
    var server =
        EmbeddedPostgresServer.startOrJoin(
            Path.of(
                System.getProperty("outreach.embedded-postgres.data-dir", "target/test-postgres")),
            false);
    server.createDatabaseIfMissing("outreach_configured");
    String email = "configured-" + UUID.randomUUID() + "@test.example";

    try (ApplicationContext context =
        ApplicationContext.run(
            Map.of(
                "datasources.default.url",
                server.jdbcUrl("outreach_configured"),
                "datasources.default.username",
                EmbeddedPostgresServer.USER,
                "datasources.default.password",
                "",
                "flyway.datasources.default.enabled",
                true))) {
      context
          .getBean(UserRepository.class)
          .add(
              User.open(
                  EmailAddress.parse(email),
                  "Configured",
                  Role.MEMBER,
                  null,
                  Plan.of("CUSTOMER"),
                  ApiKey.generate(),
                  Instant.now()));

      Sql configured = new Sql(context.getBean(DataSource.class));
      assertThat(configured.value("SELECT current_database()")).isEqualTo("outreach_configured");
      assertThat(configured.value("SELECT count(*) FROM users WHERE email = ?", email))
          .isEqualTo(1L);
    }
  }
}
