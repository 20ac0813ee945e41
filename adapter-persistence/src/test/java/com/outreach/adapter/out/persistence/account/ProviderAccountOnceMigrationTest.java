package com.outreach.adapter.out.persistence.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.MigrationSchema;
import com.outreach.adapter.out.persistence.PersistenceTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * V048 on a database that already has accounts sharing a provider account id (D-55): the oldest
 * live one keeps it, the others and a cancelled user's accounts lose it, nothing else changes, and
 * from then on the database refuses a second one. Runs the migrations in a schema of its own.
 */
@PersistenceTest
class ProviderAccountOnceMigrationTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  private final MigrationSchema migrations;
  private final DataSource dataSource;
  private final String schema;

  @Inject
  ProviderAccountOnceMigrationTest(DataSource dataSource) {
    this.migrations = new MigrationSchema(dataSource, "v048");
    this.dataSource = migrations.dataSource();
    this.schema = migrations.name();
  }

  @AfterEach
  void dropSchema() throws SQLException {
    migrations.drop();
  }

  @Test
  void sharedIds_stayWithTheOldestLiveAccount_andASecondOneIsRefusedAfterwards() throws Exception {
    migrations.migrate(lastBefore48());
    UUID ann = user("ACTIVE");
    UUID bob = user("ACTIVE");
    UUID gone = user("CANCELLED");
    UUID annFirst = account(ann, "shared", 0);
    UUID bobLater = account(bob, "shared", 1);
    UUID annAgain = account(ann, "shared", 2);
    UUID annOwn = account(ann, "ann-own", 3);
    UUID goneOld = account(gone, "taken-over", 4);
    UUID bobNew = account(bob, "taken-over", 5);

    migrations.migrate("48");

    assertThat(providerIds())
        .containsEntry(annFirst, "shared")
        .containsEntry(bobLater, null)
        .containsEntry(annAgain, null)
        .containsEntry(annOwn, "ann-own")
        .containsEntry(goneOld, null)
        .containsEntry(bobNew, "taken-over")
        .hasSize(6);
    assertThatThrownBy(() -> account(bob, "shared", 6))
        .isInstanceOf(SQLException.class)
        .satisfies(
            e -> {
              assertThat(((SQLException) e).getSQLState()).isEqualTo("23505");
              assertThat(e.getMessage()).contains("linked_accounts_provider_account_key");
            });
    account(bob, null, 7); // accounts without one are as many as ever
    account(ann, null, 8);
  }

  /** Every migration before V048, whoever added the ones between. */
  private String lastBefore48() {
    return Arrays.stream(migrations.migrations())
        .map(MigrationInfo::getVersion)
        .filter(v -> v != null) // a repeatable migration (R__) has no version
        .filter(v -> v.compareTo(MigrationVersion.fromVersion("48")) < 0)
        .max(MigrationVersion::compareTo)
        .orElseThrow()
        .getVersion();
  }

  private UUID user(String status) throws SQLException {
    UUID id = UUID.randomUUID();
    execute(
        "INSERT INTO "
            + schema
            + ".users (id, email, email_key, full_name, role, status, api_key_hash, "
            + "api_key_encrypted, created_at, updated_at) "
            + "VALUES (?, ?, ?, 'U', 'MEMBER', ?, ?, 'x', ?, ?)",
        id,
        id + "@x.example",
        id + "@x.example",
        status,
        id.toString().getBytes(),
        Timestamp.from(T0),
        Timestamp.from(T0));
    return id;
  }

  private UUID account(UUID owner, String providerAccountId, int minutesLater) throws SQLException {
    UUID id = UUID.randomUUID();
    execute(
        "INSERT INTO "
            + schema
            + ".linked_accounts (id, user_id, email, email_key, profile_link, premium, "
            + "time_zone, is_valid, is_paused, created_at, provider_account_id) "
            + "VALUES (?, ?, ?, ?, 'https://www.linkedin.com/in/x', false, 'UTC', true, false, ?, ?)",
        id,
        owner,
        id + "@x.example",
        id + "@x.example",
        Timestamp.from(T0.plusSeconds(60L * minutesLater)),
        providerAccountId);
    return id;
  }

  private Map<UUID, String> providerIds() throws SQLException {
    Map<UUID, String> ids = new HashMap<>();
    try (Connection c = connection();
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery("SELECT id, provider_account_id FROM " + schema + ".linked_accounts")) {
      while (r.next()) {
        ids.put(r.getObject(1, UUID.class), r.getString(2));
      }
    }
    return ids;
  }

  private void execute(String sql, Object... parameters) throws SQLException {
    try (Connection c = connection();
        PreparedStatement s = c.prepareStatement(sql)) {
      for (int i = 0; i < parameters.length; i++) {
        s.setObject(i + 1, parameters[i]);
      }
      s.executeUpdate();
    }
  }

  private Connection connection() throws SQLException {
    return dataSource.getConnection(); // names are schema-qualified: the pool's search path stays
  }
}
