package com.outreach.adapter.out.persistence.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which database the service uses: the configured server, or else the embedded one. */
class DatasourceChoiceTest {
  private static final String TEST_DATA_DIR =
      System.getProperty(DatasourceChoice.DATA_DIR, "target/test-postgres");

  @Test
  void configuredUrl_leavesTheDatasourceAlone() {
    var configurer =
        new DatasourceChoice(
            Map.of(DatasourceChoice.URL, "jdbc:postgresql://db.example:5432/outreach")::get);

    assertThat(configurer.datasourceProperties()).isEmpty();
  }

  @Test
  void noUrl_pointsTheDatasourceAtTheEmbeddedServerOnItsDataDirectory() throws Exception {
    var configurer = new DatasourceChoice(Map.of(DatasourceChoice.DATA_DIR, TEST_DATA_DIR)::get);

    Map<String, Object> properties = configurer.datasourceProperties().orElseThrow();

    assertThat(properties).containsEntry("outreach.webhooks.allow-private-targets", true);
    assertThat(properties).containsEntry("outreach.mail.allow-private-hosts", true);
    String url = (String) properties.get(DatasourceChoice.URL);
    assertThat(url)
        .startsWith("jdbc:postgresql://localhost:")
        .endsWith("/" + EmbeddedPostgresServer.DATABASE);
    try (Connection c = DriverManager.getConnection(url, EmbeddedPostgresServer.USER, "");
        ResultSet r = c.createStatement().executeQuery("SHOW data_directory")) {
      r.next();
      assertThat(Path.of(r.getString(1)).toRealPath())
          .isEqualTo(Path.of(TEST_DATA_DIR).toRealPath());
    }
  }

  @Test
  void aRunningServerIsJoinedThroughItsPidFile() {
    var server = EmbeddedPostgresServer.startOrJoin(Path.of(TEST_DATA_DIR), false);

    assertThat(EmbeddedPostgresServer.RunningPostmaster.portOf(server.dataDirectory()))
        .hasValueSatisfying(
            port -> assertThat(server.jdbcUrl()).contains("localhost:" + port + "/"));
  }

  @Test
  void aDirectoryWithoutServer_isNotJoined() {
    assertThat(EmbeddedPostgresServer.RunningPostmaster.portOf(Path.of("target/no-such-postgres")))
        .isEmpty();
  }
}
