package com.outreach.adapter.out.persistence.conversation;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.user.UserId;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * Memberships with their conversations, written as the add-to-campaign use case will write them
 * (campaign through its repository, lead and membership in plain SQL), committed on a connection of
 * their own.
 */
final class ConversationRows {
  static final Instant CREATED = Instant.parse("2026-02-01T09:00:00Z");
  private final DataSource dataSource;
  private final CampaignRepository campaigns;

  ConversationRows(DataSource dataSource, CampaignRepository campaigns) {
    this.dataSource = DelegatingDataSource.unwrapDataSource(dataSource);
    this.campaigns = campaigns;
  }

  /** A lead in a new MESSAGE campaign of {@code owner}, PENDING, with its sequence running. */
  ConversationId membership(UserId owner) {
    Campaign campaign =
        Campaign.create(
            owner, "Campaign", null, "MESSAGE", Map.of("message1", "Hi {{firstName}}"), CREATED);
    campaigns.add(campaign);
    UUID lead = UUID.randomUUID();
    ConversationId conversation = ConversationId.random();
    update(
        "INSERT INTO leads (id, user_id, profile_link, first_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
        lead,
        owner.value(),
        "https://www.linkedin.com/in/lead-" + lead,
        "Ada",
        utc(CREATED),
        utc(CREATED));
    update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, 'PENDING', ?, ?, ?)""",
        UUID.randomUUID(),
        campaign.id().value(),
        lead,
        owner.value(),
        conversation.value(),
        utc(CREATED),
        utc(CREATED));
    return conversation;
  }

  void deleteMembership(ConversationId id) {
    update("UPDATE memberships SET status = 'DELETED' WHERE conversation_id = ?", id.value());
  }

  void deleteCampaign(ConversationId id) {
    update(
        "UPDATE campaigns SET status = 'DELETED' WHERE id = (SELECT campaign_id FROM memberships WHERE conversation_id = ?)",
        id.value());
  }

  void setStatus(ConversationId id, String membershipStatus) {
    update(
        "UPDATE memberships SET status = ? WHERE conversation_id = ?",
        membershipStatus,
        id.value());
  }

  void insert(Message m) {
    update(
        "INSERT INTO messages (id, conversation_id, direction, content, status, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        m.id(),
        m.conversationId().value(),
        m.direction().name(),
        m.content(),
        m.status().name(),
        utc(m.createdAt()));
  }

  static OffsetDateTime utc(Instant at) {
    return OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
  }

  private void update(String sql, Object... args) {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        s.setObject(i + 1, args[i]);
      }
      s.executeUpdate();
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
