package com.outreach.adapter.out.persistence.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V036 and V037 on real PostgreSQL: the membership counts ("leads", "completed", "processed" ...)
 * kept per statement by the first activity and by status or campaign changes, whatever the
 * statement moves, always equal to a recount of the memberships.
 */
@PersistenceTest
class MembershipCountTriggersTest {
  @Inject UserRepository users;
  @Inject CampaignRepository campaigns;
  @Inject DataSource dataSource;
  Sql sql;
  UUID owner;
  UUID first;
  UUID second;

  @BeforeEach
  void seed() {
    sql = new Sql(dataSource);
    User user =
        User.open(
            EmailAddress.parse("moves-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    owner = user.id().value();
    first = campaign("First");
    second = campaign("Second");
  }

  @Test
  void anActivityUpsert_countsOnlyTheRowsItInserted_notThoseItsConflictUpdated() {
    UUID old = membership(first, "IN_PROGRESS");
    UUID fresh = membership(first, "IN_PROGRESS");
    UUID other = membership(second, "COMPLETED");
    activity(old);

    sql.update(
        """
        INSERT INTO membership_activity (membership_id, campaign_id, first_event_at, engaged, replied)
        SELECT membership_id, campaign_id, now(), true, false
        FROM unnest(CAST(? AS uuid[]), CAST(? AS uuid[])) AS a(membership_id, campaign_id)
        ON CONFLICT (membership_id) DO UPDATE SET engaged = true""",
        new UUID[] {old, fresh, other},
        new UUID[] {first, first, second});

    assertThat(counts(first)).isEqualTo(recount(first)).isEqualTo(Map.of("IN_PROGRESS/true", 2L));
    assertThat(counts(second)).isEqualTo(recount(second)).isEqualTo(Map.of("COMPLETED/true", 1L));
  }

  @Test
  void
      oneStatementMovingMembershipsOfTwoCampaigns_someProcessed_oneToTheOtherCampaign_isCountedExactly() {
    UUID a = membership(first, "IN_PROGRESS");
    UUID b = membership(first, "IN_PROGRESS");
    UUID c = membership(first, "PENDING");
    UUID d = membership(second, "IN_PROGRESS");
    UUID e = membership(second, "COMPLETED");
    activity(a);
    activity(d);

    sql.update(
        """
        UPDATE memberships m SET status = v.status, campaign_id = v.campaign_id
        FROM unnest(CAST(? AS uuid[]), CAST(? AS text[]), CAST(? AS uuid[])) AS v(id, status, campaign_id)
        WHERE m.id = v.id""",
        new UUID[] {a, b, c, d, e},
        new String[] {"COMPLETED", "FAILED", "PENDING", "COMPLETED", "IN_PROGRESS"},
        new UUID[] {first, first, second, second, second});

    assertThat(counts(first))
        .isEqualTo(recount(first))
        .isEqualTo(Map.of("COMPLETED/true", 1L, "FAILED/false", 1L));
    assertThat(counts(second))
        .isEqualTo(recount(second))
        .isEqualTo(Map.of("PENDING/false", 1L, "COMPLETED/true", 1L, "IN_PROGRESS/false", 1L));
  }

  @Test
  void twoMembershipsSwappingStatusesInOneStatement_leaveTheCountsAsTheyWere() {
    UUID a = membership(first, "IN_PROGRESS");
    UUID b = membership(first, "PAUSED");
    Map<String, Long> before = counts(first);

    sql.update(
        """
        UPDATE memberships SET status = CASE status WHEN 'PAUSED' THEN 'IN_PROGRESS' ELSE 'PAUSED' END
        WHERE id IN (?, ?)""",
        a,
        b);

    assertThat(counts(first)).isEqualTo(before).isEqualTo(recount(first));
  }

  @Test
  void anUpdateThatMovesNoMembership_takesNoCounterSlot_andCountsNothing() throws SQLException {
    UUID a = membership(first, "IN_PROGRESS");
    Map<String, Long> before = counts(first);

    try (Connection c = DelegatingDataSource.unwrapDataSource(dataSource).getConnection()) {
      c.setAutoCommit(false);
      try (PreparedStatement hold =
              c.prepareStatement(
                  "UPDATE memberships SET next_action_at = now(), leased_by = 'w', status = status WHERE id = ?");
          PreparedStatement slot =
              c.prepareStatement("SELECT current_setting('outreach.counter_slot', true)")) {
        hold.setObject(1, a);
        assertThat(hold.executeUpdate()).isEqualTo(1);
        try (ResultSet r = slot.executeQuery()) {
          r.next();
          assertThat(r.getString(1)).as("the transaction's counter slot").isNullOrEmpty();
        }
      }
      c.commit();
    }
    assertThat(counts(first)).isEqualTo(before).isEqualTo(recount(first));
  }

  private UUID campaign(String title) {
    Campaign c =
        Campaign.create(
            new com.outreach.domain.user.UserId(owner),
            title,
            null,
            "MESSAGE",
            Map.of("message1", "Hi"),
            Instant.now());
    campaigns.add(c);
    return c.id().value();
  }

  private UUID membership(UUID campaign, String status) {
    UUID membership = UUID.randomUUID();
    UUID lead = UUID.randomUUID();
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
    sql.update(
        "INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        lead,
        owner,
        "https://www.linkedin.com/in/moves-" + lead,
        now,
        now);
    sql.update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)""",
        membership,
        campaign,
        lead,
        owner,
        status,
        UUID.randomUUID(),
        now,
        now);
    return membership;
  }

  private void activity(UUID membership) {
    sql.update(
        """
        INSERT INTO membership_activity (membership_id, campaign_id, first_event_at, engaged, replied)
        SELECT id, campaign_id, now(), false, false FROM memberships WHERE id = ?""",
        membership);
  }

  private Map<String, Long> counts(UUID campaign) {
    return MembershipCounts.counted(sql, campaign);
  }

  private Map<String, Long> recount(UUID campaign) {
    return MembershipCounts.recounted(sql, campaign);
  }
}
