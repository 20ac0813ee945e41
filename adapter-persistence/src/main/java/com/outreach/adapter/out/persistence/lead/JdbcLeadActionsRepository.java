package com.outreach.adapter.out.persistence.lead;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.LeadActionsRepository;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The action ledger read for the lead API, in one statement: the owner's live membership (the same
 * conditions as {@link JdbcMembershipRepository#findLive}) left-joined to its {@code
 * engine_actions} through {@code engine_actions_membership_idx} (membership_id, seq). No row: not
 * the owner's live membership; one row without an action: a live membership with an empty ledger.
 */
@Singleton
final class JdbcLeadActionsRepository implements LeadActionsRepository {
  static final String ACTIONS =
      """
      SELECT a.id, a.sender_id, a.step, a.type, a.status, a.attempts, a.reserved_at, a.sent_at, a.error, a.provider_ref, a.manual,
             a.variant
      FROM memberships m JOIN campaigns c ON c.id = m.campaign_id
      LEFT JOIN engine_actions a ON a.membership_id = m.id
      WHERE m.id = ? AND m.user_id = ? AND m.status <> 'DELETED' AND c.status <> 'DELETED'
      ORDER BY a.seq""";

  private final TransactionOperations<Connection> transactions;

  JdbcLeadActionsRepository(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public Optional<List<EngineAction>> actionsOfLive(UserId owner, UUID membershipId) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(ACTIONS)) {
            s.setObject(1, membershipId);
            s.setObject(2, owner.value());
            try (ResultSet r = s.executeQuery()) {
              if (!r.next()) {
                return Optional.<List<EngineAction>>empty();
              }
              List<EngineAction> actions = new ArrayList<>();
              do {
                if (r.getObject("id") != null) {
                  actions.add(action(membershipId, r));
                }
              } while (r.next());
              return Optional.of(actions);
            }
          }
        });
  }

  private static EngineAction action(UUID membershipId, ResultSet r) throws SQLException {
    return new EngineAction(
        r.getObject("id", UUID.class),
        membershipId,
        r.getObject("sender_id", UUID.class),
        r.getInt("step"),
        ActionType.valueOf(r.getString("type")),
        ActionStatus.valueOf(r.getString("status")),
        r.getInt("attempts"),
        SqlTimes.instant(r, "reserved_at"),
        SqlTimes.instant(r, "sent_at"),
        r.getString("error"),
        r.getString("provider_ref"),
        r.getBoolean("manual"),
        r.getInt("variant"));
  }
}
