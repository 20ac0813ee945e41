package com.outreach.adapter.out.persistence.event;

import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.EventTarget;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.UUID;

/**
 * Events in PostgreSQL (D-33): the append-only {@code events} row, the membership's move and every
 * statistics counter ({@link StatsCounters}) in the caller's transaction. Every lookup names the owner,
 * so another user's campaign or lead matches nothing (D-31).
 */
@Singleton
final class JdbcEventLog implements EventLog {
  private static final String LOCK_LIVE = """
      SELECT m.id, m.lead_id, m.status, m.current_step
      FROM memberships m JOIN leads l ON l.id = m.lead_id
      WHERE m.campaign_id = ? AND m.user_id = ? AND l.user_id = ? AND l.profile_link = ? AND m.status <> 'DELETED'
      FOR UPDATE OF m""";
  private static final String INSERT = """
      INSERT INTO events (id, kind, user_id, campaign_id, membership_id, lead_id, occurred_at, recorded_at, data)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, CAST(? AS jsonb))""";
  private static final String MOVE = """
      UPDATE memberships SET status = ?, current_step = ?, updated_at = ? WHERE id = ?""";

  private final TransactionOperations<Connection> transactions;

  JdbcEventLog(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public Optional<EventTarget> lockLiveMembership(UserId owner, CampaignId campaign, String canonicalProfileLink) {
    return transactions.executeWrite(tx -> {
      try (PreparedStatement s = tx.getConnection().prepareStatement(LOCK_LIVE)) {
        s.setObject(1, campaign.value());
        s.setObject(2, owner.value());
        s.setObject(3, owner.value());
        s.setString(4, canonicalProfileLink);
        try (ResultSet r = s.executeQuery()) {
          return r.next()
              ? Optional.of(new EventTarget(r.getObject(1, UUID.class), r.getObject(2, UUID.class),
                  new MembershipState(MembershipStatus.valueOf(r.getString(3)), r.getInt(4))))
              : Optional.empty();
        }
      }
    });
  }

  @Override
  public void append(OutreachEvent event, MembershipState before, MembershipState after) {
    transactions.executeWrite(tx -> {
      Connection connection = tx.getConnection();
      insert(connection, event);
      if (!after.equals(before)) {
        try (PreparedStatement s = connection.prepareStatement(MOVE)) {
          s.setString(1, after.status().name());
          s.setInt(2, after.currentStep());
          s.setObject(3, Times.utc(event.recordedAt()));
          s.setObject(4, event.membershipId());
          s.executeUpdate();
        }
      }
      StatsCounters.count(connection, event);
      return null;
    });
  }

  private static void insert(Connection connection, OutreachEvent event) throws SQLException {
    try (PreparedStatement s = connection.prepareStatement(INSERT)) {
      s.setObject(1, event.id());
      s.setString(2, event.kind().name());
      s.setObject(3, event.user().value());
      s.setObject(4, event.campaign().value());
      s.setObject(5, event.membershipId());
      s.setObject(6, event.leadId());
      s.setObject(7, Times.utc(event.occurredAt()));
      s.setObject(8, Times.utc(event.recordedAt()));
      s.setString(9, event.data());
      s.executeUpdate();
    }
  }
}
