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
 * Leads in campaigns with their conversations, for the conversation tests while add-to-campaign is
 * built elsewhere: campaigns through the {@link CampaignRepository} bean, leads, memberships and
 * messages in plain SQL into the V002 tables, committed on a connection of the test's own (the
 * server's threads must see them). Also reads back what the service stored.
 */
public final class ConversationSeed {
  private final TestSql sql;
  private final CampaignRepository campaigns;

  public ConversationSeed(DataSource dataSource, CampaignRepository campaigns) {
    this.sql = new TestSql(dataSource);
    this.campaigns = campaigns;
  }

  /** A lead's membership in a campaign, as add-to-campaign makes it (D-16). */
  public record Membership(String id, String campaignId, String leadId, String conversationId) {}

  /**
   * A new lead of {@code owner}, PENDING in a new MESSAGE campaign of {@code owner}, its sequence
   * running.
   */
  public Membership leadInCampaign(Account owner) {
    Instant now = Instant.now();
    Campaign campaign =
        Campaign.create(
            new UserId(UUID.fromString(owner.id())),
            "Spring outreach",
            null,
            "MESSAGE",
            Map.of("message1", "Hi {{firstName}}"),
            now);
    campaigns.add(campaign);
    UUID lead = UUID.randomUUID();
    UUID membership = UUID.randomUUID();
    UUID conversation = UUID.randomUUID();
    update(
        """
        INSERT INTO leads (id, user_id, profile_link, first_name, last_name, full_name, created_at, updated_at)
        VALUES (?, ?, ?, 'Ada', 'Lovelace', 'Ada Lovelace', ?, ?)""",
        lead,
        UUID.fromString(owner.id()),
        "https://www.linkedin.com/in/ada-" + lead,
        utc(now),
        utc(now));
    update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, 'PENDING', ?, ?, ?)""",
        membership,
        campaign.id().value(),
        lead,
        UUID.fromString(owner.id()),
        conversation,
        utc(now),
        utc(now));
    return new Membership(
        membership.toString(), campaign.id().toString(), lead.toString(), conversation.toString());
  }

  /** The lead's status action DELETED (D-19): a soft delete of the membership. */
  public void deleteMembership(String conversationId) {
    update(
        "UPDATE memberships SET status = 'DELETED' WHERE conversation_id = ?",
        UUID.fromString(conversationId));
  }

  /**
   * {@code DELETE /campaigns/{id}} (D-13): the campaign becomes DELETED, its memberships stay as
   * they are.
   */
  public void deleteCampaign(String campaignId) {
    update("UPDATE campaigns SET status = 'DELETED' WHERE id = ?", UUID.fromString(campaignId));
  }

  /**
   * A message as the engine stores it (sent, failed or received), at a given time; returns its id.
   */
  public String message(
      String conversationId, String direction, String status, String content, Instant at) {
    UUID id = UUID.randomUUID();
    update(
        "INSERT INTO messages (id, conversation_id, direction, content, status, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        id,
        UUID.fromString(conversationId),
        direction,
        content,
        status,
        utc(at));
    return id.toString();
  }

  public boolean sequenceStopped(String conversationId) {
    return (Boolean) membership(conversationId).get("sequence_stopped");
  }

  public Map<String, Object> membership(String conversationId) {
    return rows(
            "SELECT * FROM memberships WHERE conversation_id = ?", UUID.fromString(conversationId))
        .get(0);
  }

  /** The stored messages of a conversation in the order stored: id, direction, content, status. */
  public List<Map<String, Object>> messages(String conversationId) {
    return rows(
        "SELECT id::text AS id, direction, content, status FROM messages WHERE conversation_id = ? ORDER BY seq",
        UUID.fromString(conversationId));
  }

  private static OffsetDateTime utc(Instant at) {
    return OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
  }

  private void update(String query, Object... args) {
    sql.update(query, args);
  }

  private List<Map<String, Object>> rows(String query, Object... args) {
    return sql.rows(query, args);
  }
}
