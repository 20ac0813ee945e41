package com.outreach.adapter.out.persistence.engine;

import static com.outreach.adapter.out.persistence.SqlTimes.utc;

import com.outreach.adapter.out.persistence.lead.CustomFieldsJson;
import com.outreach.adapter.out.persistence.secret.PersonDigests;
import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.user.UserId;
import io.micronaut.json.JsonMapper;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.UUID;

/**
 * Manual messages' rows (D-48, V050): the membership read as the engine reads it, its lease, and
 * the message's outcome, in the caller's transaction.
 */
@Singleton
final class JdbcManualMessageStore implements ManualMessageStore {
  /** The lease as the engine's hold writes it; the sender is given only to one that has none. */
  private static final String LEASE =
      """
      UPDATE memberships SET leased_by = ?, next_action_at = ?, sender_id = COALESCE(sender_id, ?)
      WHERE id = ?""";

  private static final String HELD_UNTIL =
      """
      SELECT m.next_action_at FROM memberships m JOIN campaigns c ON c.id = m.campaign_id
      WHERE m.conversation_id = ? AND m.user_id = ? AND m.leased_by IS NOT NULL
        AND m.status <> 'DELETED' AND c.status <> 'DELETED'""";

  private static final String LINK_MESSAGE = "UPDATE messages SET action_id = ? WHERE id = ?";

  private static final String SETTLE_MESSAGE =
      "UPDATE messages SET status = ?, error = ? WHERE id = ? AND status = 'QUEUED'";

  /**
   * The membership was free: it is free again and, stopped (D-40), has nothing planned (the stop
   * cleared next_action_at of an unheld membership).
   */
  private static final String END_LEASE =
      "UPDATE memberships SET leased_by = NULL, next_action_at = NULL WHERE id = ? AND leased_by = ?";

  /**
   * A dead worker's lease was taken: it runs out now, and the engine settles that worker's action.
   */
  private static final String HAND_BACK =
      "UPDATE memberships SET next_action_at = ? WHERE id = ? AND leased_by = ?";

  private final TransactionOperations<Connection> transactions;
  private final EngineWorkRows work;

  JdbcManualMessageStore(
      TransactionOperations<Connection> transactions,
      CustomFieldsJson customFields,
      JsonMapper json,
      PersonDigests digests) {
    this.transactions = transactions;
    this.work = new EngineWorkRows(customFields, json, digests);
  }

  @Override
  public Optional<ManualWork> lockConversation(UserId owner, ConversationId conversation) {
    return transactions.executeWrite(
        tx -> work.lockConversation(tx.getConnection(), owner, conversation.value()));
  }

  @Override
  public Optional<Instant> heldUntil(UserId owner, ConversationId conversation) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(HELD_UNTIL)) {
            s.setObject(1, conversation.value());
            s.setObject(2, owner.value());
            try (ResultSet r = s.executeQuery()) {
              return r.next()
                  ? Optional.ofNullable(r.getObject(1, OffsetDateTime.class))
                      .map(OffsetDateTime::toInstant)
                  : Optional.<Instant>empty();
            }
          }
        });
  }

  @Override
  public void lease(
      UUID membershipId,
      String holder,
      Instant leaseUntil,
      UUID senderId,
      UUID messageId,
      UUID actionId) {
    transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement s = c.prepareStatement(LEASE)) {
            s.setString(1, holder);
            s.setObject(2, utc(leaseUntil));
            s.setObject(3, senderId);
            s.setObject(4, membershipId);
            s.executeUpdate();
          }
          try (PreparedStatement s = c.prepareStatement(LINK_MESSAGE)) {
            s.setObject(1, actionId);
            s.setObject(2, messageId);
            s.executeUpdate();
          }
          return null;
        });
  }

  @Override
  public void settleMessage(UUID messageId, MessageStatus status, String error) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(SETTLE_MESSAGE)) {
            s.setString(1, status.name());
            s.setString(2, error);
            s.setObject(3, messageId);
            return s.executeUpdate();
          }
        });
  }

  @Override
  public void endLease(UUID membershipId, String holder, boolean handBack, Instant now) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s =
              tx.getConnection().prepareStatement(handBack ? HAND_BACK : END_LEASE)) {
            int i = 1;
            if (handBack) {
              s.setObject(i++, utc(now));
            }
            s.setObject(i++, membershipId);
            s.setString(i, holder);
            return s.executeUpdate();
          }
        });
  }
}
