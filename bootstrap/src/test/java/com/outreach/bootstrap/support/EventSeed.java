package com.outreach.bootstrap.support;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * Campaigns and leads in them for the event and statistics tests, while add-to-campaign is built
 * elsewhere: campaigns through the {@link CampaignRepository} bean, leads and memberships in plain
 * SQL into the V002 tables, committed on a connection of the test's own. Also reads back what was
 * stored.
 */
public final class EventSeed {
  private final TestSql sql;
  private final CampaignRepository campaigns;

  public EventSeed(DataSource dataSource, CampaignRepository campaigns) {
    this.sql = new TestSql(dataSource);
    this.campaigns = campaigns;
  }

  /** A new ACTIVE campaign of {@code owner}; returns its id. */
  public String campaign(Account owner) {
    Campaign campaign =
        Campaign.create(
            userId(owner),
            "Spring outreach",
            null,
            "MESSAGE",
            Map.of("message1", "Hi {{firstName}}"),
            Instant.now());
    campaigns.add(campaign);
    return campaign.id().toString();
  }

  /**
   * A new lead of {@code owner} with the canonical link {@code https://www.linkedin.com/in/<slug>},
   * in {@code campaignId} with {@code status}; returns the membership's id.
   */
  public String lead(Account owner, String campaignId, String slug, String status) {
    UUID lead = UUID.randomUUID();
    UUID membership = UUID.randomUUID();
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
    update(
        """
        INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)""",
        lead,
        userId(owner).value(),
        "https://www.linkedin.com/in/" + slug,
        now,
        now);
    update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)""",
        membership,
        UUID.fromString(campaignId),
        lead,
        userId(owner).value(),
        status,
        UUID.randomUUID(),
        now,
        now);
    return membership.toString();
  }

  public void setMembershipStatus(String membershipId, String status) {
    update("UPDATE memberships SET status = ? WHERE id = ?", status, UUID.fromString(membershipId));
  }

  public void deleteCampaign(String campaignId) {
    update("UPDATE campaigns SET status = 'DELETED' WHERE id = ?", UUID.fromString(campaignId));
  }

  public Map<String, Object> membership(String membershipId) {
    return rows(
            "SELECT status, current_step FROM memberships WHERE id = ?",
            UUID.fromString(membershipId))
        .get(0);
  }

  /** The stored events of a campaign in the order recorded. */
  /**
   * A membership's ledger as the engine leaves it: one carried-out (SENT) action per step, steps 1
   * to n in order, of the given types.
   */
  public void carriedOut(Account owner, String membershipId, List<String> types) {
    for (int step = 1; step <= types.size(); step++) {
      update(
          """
          INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, reserved_at, sent_at)
          VALUES (?, ?, ?, ?, ?, ?, 'SENT', now(), now())""",
          UUID.randomUUID(),
          UUID.fromString(membershipId),
          userId(owner).value(),
          UUID.randomUUID(),
          step,
          types.get(step - 1));
    }
  }

  public List<Map<String, Object>> events(String campaignId) {
    return rows(
        """
        SELECT id::text AS id, kind, user_id::text AS user_id, membership_id::text AS membership_id,
               occurred_at, recorded_at, data::text AS data
        FROM events WHERE campaign_id = ? ORDER BY seq""",
        UUID.fromString(campaignId));
  }

  public long count(String sql, Object... args) {
    return ((Number) rows(sql, args).get(0).values().iterator().next()).longValue();
  }

  private static UserId userId(Account owner) {
    return new UserId(UUID.fromString(owner.id()));
  }

  private void update(String query, Object... args) {
    sql.update(query, args);
  }

  public List<Map<String, Object>> rows(String query, Object... args) {
    return sql.rows(query, args);
  }
}
