package com.outreach.adapter.out.persistence.network;

import com.outreach.adapter.out.persistence.SqlParameters;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.adapter.out.persistence.conversation.IncomingMessageSql;
import com.outreach.application.port.out.network.LinkedInMembers;
import com.outreach.application.port.out.network.NetworkSignalStore;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The network provider's signals in PostgreSQL (D-44): receipts, the members look-ups named, and
 * the memberships a signal concerns. Every membership query names the sender's owner, so a signal
 * for one account never touches another user's leads (D-31).
 */
@Singleton
final class JdbcNetworkSignalStore implements NetworkSignalStore, LinkedInMembers {
  private static final String SENDER =
      """
      SELECT id, user_id FROM linked_accounts WHERE provider_account_id = ?""";
  private static final String RECEIPT =
      """
      INSERT INTO signal_receipts (key) VALUES (?) ON CONFLICT (key) DO NOTHING""";
  private static final String AWAITING_ACCEPTANCE =
      """
      SELECT m.id, m.campaign_id, l.profile_link, m.conversation_id
      FROM memberships m JOIN leads l ON l.id = m.lead_id JOIN campaigns c ON c.id = m.campaign_id
      WHERE m.user_id = ? AND l.user_id = ? AND c.status <> 'DELETED'
        AND (c.sequence = 'CONNECT' OR c.steps @> '{"steps": [{"type": "INVITE"}]}')
        AND m.status IN ('PENDING', 'IN_PROGRESS') AND m.accepted_at IS NULL
        AND (m.sender_id = ? OR m.sender_id IS NULL)
        AND (l.profile_link = ? OR l.profile_link IN (SELECT profile_link FROM linkedin_members WHERE provider_id = ?))
      ORDER BY m.seq""";
  private static final String IN_THREAD =
      """
      SELECT DISTINCT m.id, m.campaign_id, l.profile_link, m.conversation_id
      FROM engine_actions a JOIN memberships m ON m.id = a.membership_id JOIN leads l ON l.id = m.lead_id
      JOIN campaigns c ON c.id = m.campaign_id
      WHERE a.provider_ref = ? AND a.sender_id = ? AND a.type IN ('MESSAGE', 'INMAIL') AND a.status = 'SENT'
        AND m.status <> 'DELETED' AND c.status <> 'DELETED'
      ORDER BY m.id""";
  private static final String INCOMING = IncomingMessageSql.INSERT;
  private static final String PAUSE =
      """
      INSERT INTO engine_senders (sender_id, user_id, paused_until, pause_reason)
      SELECT id, user_id, ?, ? FROM linked_accounts WHERE id = ?
      ON CONFLICT (sender_id) DO UPDATE SET paused_until = EXCLUDED.paused_until, pause_reason = EXCLUDED.pause_reason
      WHERE engine_senders.paused_until IS NULL OR engine_senders.paused_until <= now()""";
  private static final String LATEST_ACTION =
      """
      SELECT m.id, m.campaign_id, l.profile_link, m.conversation_id
      FROM engine_actions a JOIN memberships m ON m.id = a.membership_id JOIN leads l ON l.id = m.lead_id
      JOIN campaigns c ON c.id = m.campaign_id
      WHERE a.sender_id = ? AND a.status <> 'CANCELLED' AND m.status <> 'DELETED' AND c.status <> 'DELETED'
      ORDER BY a.reserved_at DESC, a.seq DESC
      LIMIT 1""";
  private static final String RESUME =
      """
      UPDATE engine_senders SET paused_until = NULL,
        pause_reason = CASE WHEN coalesce(invites_paused_until, messages_paused_until, inmails_paused_until) IS NULL
                            THEN NULL ELSE pause_reason END
      WHERE sender_id = ?""";
  private static final String REMEMBER =
      """
      INSERT INTO linkedin_members (provider_id, profile_link) VALUES (?, ?)
      ON CONFLICT (provider_id) DO UPDATE SET profile_link = EXCLUDED.profile_link, seen_at = now()
      WHERE linkedin_members.profile_link <> EXCLUDED.profile_link""";

  private final TransactionOperations<Connection> transactions;

  JdbcNetworkSignalStore(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public Optional<Sender> senderOf(String providerAccountId) {
    if (providerAccountId == null || providerAccountId.isBlank()) {
      return Optional.empty();
    }
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(SENDER)) {
            s.setString(1, providerAccountId);
            try (ResultSet r = s.executeQuery()) {
              return r.next()
                  ? Optional.of(
                      new Sender(
                          r.getObject(1, UUID.class), new UserId(r.getObject(2, UUID.class))))
                  : Optional.empty();
            }
          }
        });
  }

  @Override
  public boolean firstReceipt(String key) {
    return update(RECEIPT, key) == 1;
  }

  @Override
  public List<Target> awaitingAcceptance(
      UserId owner, UUID senderId, String providerId, String profileLink) {
    return targets(
        AWAITING_ACCEPTANCE, owner.value(), owner.value(), senderId, profileLink, providerId);
  }

  @Override
  public List<Target> inThread(UUID senderId, String chatId) {
    return targets(IN_THREAD, chatId, senderId);
  }

  @Override
  public void addIncomingMessage(UUID conversationId, String text, Instant at) {
    update(INCOMING, UUID.randomUUID(), conversationId, text, SqlTimes.utc(at), false);
  }

  @Override
  public boolean pauseSender(UUID senderId, Instant until, String reason) {
    return update(PAUSE, SqlTimes.utc(until), reason, senderId) == 1;
  }

  @Override
  public Optional<Target> latestActionOf(UUID senderId) {
    return targets(LATEST_ACTION, senderId).stream().findFirst();
  }

  @Override
  public void resumeSender(UUID senderId) {
    update(RESUME, senderId);
  }

  @Override
  public void remember(String profileLink, String providerId) {
    if (profileLink != null && providerId != null && !providerId.isBlank()) {
      update(REMEMBER, providerId, profileLink);
    }
  }

  private List<Target> targets(String sql, Object... values) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = prepared(tx.getConnection(), sql, values);
              ResultSet r = s.executeQuery()) {
            List<Target> targets = new ArrayList<>();
            while (r.next()) {
              targets.add(
                  new Target(
                      r.getObject(1, UUID.class),
                      r.getObject(2, UUID.class).toString(),
                      r.getString(3),
                      r.getObject(4, UUID.class)));
            }
            return targets;
          }
        });
  }

  private int update(String sql, Object... values) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = prepared(tx.getConnection(), sql, values)) {
            return s.executeUpdate();
          }
        });
  }

  private static PreparedStatement prepared(Connection c, String sql, Object... values)
      throws SQLException {
    return SqlParameters.bind(c.prepareStatement(sql), values);
  }
}
