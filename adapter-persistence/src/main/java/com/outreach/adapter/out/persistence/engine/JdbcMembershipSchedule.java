package com.outreach.adapter.out.persistence.engine;

import static com.outreach.adapter.out.persistence.SqlTimes.utc;

import com.outreach.adapter.out.persistence.SqlParameters;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.UUID;

/**
 * Wake-ups in PostgreSQL. A membership the engine holds (leased_by set) is never woken: its
 * next_action_at is then the lease's end, and moving it would let another instance take a
 * membership whose action is with the provider. The holder re-reads the membership under its lock
 * when it lets go, so it sees whatever changed meanwhile.
 */
@Singleton
final class JdbcMembershipSchedule implements MembershipSchedule {
  private static final String OPEN_UNHELD =
      " AND status IN " + EngineSql.OPEN + " AND leased_by IS NULL";

  private final TransactionOperations<Connection> transactions;

  JdbcMembershipSchedule(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public void accepted(UUID membershipId, Instant at, Instant now) {
    update(
        "UPDATE memberships SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL",
        utc(at),
        membershipId);
    wake(membershipId, now);
  }

  @Override
  public void stopped(UUID membershipId, Instant now) {
    update(EngineSql.CANCEL_RESERVED, "STOPPED", membershipId);
    update(
        "UPDATE memberships SET next_action_at = NULL WHERE id = ? AND leased_by IS NULL",
        membershipId);
  }

  @Override
  public void wake(UUID membershipId, Instant now) {
    update(
        "UPDATE memberships SET next_action_at = ? WHERE id = ?" + OPEN_UNHELD,
        utc(now),
        membershipId);
  }

  @Override
  public void wakeCampaign(CampaignId campaign, Instant now) {
    update(
        "UPDATE memberships SET next_action_at = ? WHERE campaign_id = ? AND next_action_at IS NULL"
            + OPEN_UNHELD,
        utc(now),
        campaign.value());
  }

  @Override
  public void replanCampaign(CampaignId campaign, Instant now) {
    update(
        "UPDATE memberships SET next_action_at = ? WHERE campaign_id = ?"
            + " AND (next_action_at IS NULL OR next_action_at > ?)"
            + OPEN_UNHELD,
        utc(now),
        campaign.value(),
        utc(now));
  }

  @Override
  public void wakeOwner(UserId owner, Instant now) {
    update(
        "UPDATE memberships SET next_action_at = ? WHERE user_id = ? AND next_action_at IS NULL"
            + OPEN_UNHELD,
        utc(now),
        owner.value());
  }

  private void update(String sql, Object... values) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(sql)) {
            SqlParameters.bind(s, values);
            return s.executeUpdate();
          }
        });
  }
}
