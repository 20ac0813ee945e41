package com.outreach.adapter.out.persistence.conversation;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.ConversationRepository;
import com.outreach.domain.conversation.Conversation;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageDirection;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Conversations in PostgreSQL, in plain SQL over {@code memberships} (one conversation each, D-16)
 * and {@code messages}. Every statement names the owner, so another user's conversation id matches
 * no row and reads as unknown (D-31); a conversation is live while neither its membership nor its
 * campaign is DELETED.
 */
@Singleton
final class JdbcConversationRepository implements ConversationRepository {
  private static final String LIVE =
      """
      m.user_id = ? AND m.status <> 'DELETED'
        AND EXISTS (SELECT 1 FROM campaigns c WHERE c.id = m.campaign_id AND c.status <> 'DELETED')""";
  private static final String FIND_LIVE =
      """
      SELECT m.sequence_stopped FROM memberships m
      WHERE m.conversation_id = ? AND"""
          + " "
          + LIVE;
  // The UPDATE locks the membership row, so a concurrent delete, and the engine reserving an
  // action, wait for this transaction: a stop committed first wins (D-40). An open membership ends
  // COMPLETED with reason MANUAL_REPLY; a finished one keeps its status. updatedAt moves only when
  // the sequence really stops (the first manual message). A membership the engine holds keeps its
  // lease's end as next_action_at; the engine sees the stop when it lets go.
  private static final String STOP_SEQUENCE =
      """
      UPDATE memberships m
      SET sequence_stopped = true,
          status = CASE WHEN m.status IN ('PENDING', 'IN_PROGRESS', 'PAUSED') THEN 'COMPLETED' ELSE m.status END,
          status_reason = CASE WHEN m.status IN ('PENDING', 'IN_PROGRESS', 'PAUSED') THEN 'MANUAL_REPLY'
                               ELSE m.status_reason END,
          next_action_at = CASE WHEN m.leased_by IS NULL THEN NULL ELSE m.next_action_at END,
          updated_at = CASE WHEN m.sequence_stopped THEN m.updated_at ELSE ? END
      WHERE m.conversation_id = ? AND"""
          + " "
          + LIVE
          + """

      RETURNING m.id""";
  private static final String CANCEL_RESERVED =
      """
      UPDATE engine_actions SET status = 'CANCELLED', error = 'MANUAL_REPLY'
      WHERE membership_id = ? AND status = 'RESERVED'""";
  private static final String INSERT_MESSAGE =
      """
      INSERT INTO messages (id, conversation_id, direction, content, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?)""";
  private static final String MESSAGES =
      """
      SELECT msg.id, msg.direction, msg.content, msg.status, msg.created_at, msg.auto_reply, msg.error,
             msg.variant
      FROM messages msg JOIN memberships m ON m.conversation_id = msg.conversation_id
      WHERE msg.conversation_id = ? AND m.user_id = ?
      ORDER BY msg.seq""";

  private final TransactionOperations<Connection> transactions;

  JdbcConversationRepository(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public Optional<Conversation> findLive(UserId owner, ConversationId id) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(FIND_LIVE)) {
            s.setObject(1, id.value());
            s.setObject(2, owner.value());
            try (ResultSet r = s.executeQuery()) {
              return r.next()
                  ? Optional.of(new Conversation(id, owner, r.getBoolean(1)))
                  : Optional.empty();
            }
          }
        });
  }

  @Override
  public void addMessageAndStopSequence(UserId owner, Message message) {
    // One write transaction (joining the caller's): the sequence stops if and only if the message
    // is stored.
    transactions.executeWrite(
        tx -> {
          Connection connection = tx.getConnection();
          try (PreparedStatement stop = connection.prepareStatement(STOP_SEQUENCE)) {
            stop.setObject(1, SqlTimes.utc(message.createdAt()));
            stop.setObject(2, message.conversationId().value());
            stop.setObject(3, owner.value());
            try (ResultSet stopped = stop.executeQuery()) {
              if (!stopped.next()) {
                throw new DomainException(ErrorCode.CONVERSATION_NOT_FOUND);
              }
              try (PreparedStatement cancel = connection.prepareStatement(CANCEL_RESERVED)) {
                cancel.setObject(1, stopped.getObject(1, UUID.class));
                cancel.executeUpdate();
              }
            }
          }
          try (PreparedStatement insert = connection.prepareStatement(INSERT_MESSAGE)) {
            insert.setObject(1, message.id());
            insert.setObject(2, message.conversationId().value());
            insert.setString(3, message.direction().name());
            insert.setString(4, message.content());
            insert.setString(5, message.status().name());
            insert.setObject(6, SqlTimes.utc(message.createdAt()));
            insert.executeUpdate();
          }
          return null;
        });
  }

  @Override
  public List<Message> messages(UserId owner, ConversationId id) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(MESSAGES)) {
            s.setObject(1, id.value());
            s.setObject(2, owner.value());
            try (ResultSet r = s.executeQuery()) {
              List<Message> messages = new ArrayList<>();
              while (r.next()) {
                messages.add(
                    new Message(
                        r.getObject(1, UUID.class),
                        id,
                        MessageDirection.valueOf(r.getString(2)),
                        r.getString(3),
                        MessageStatus.valueOf(r.getString(4)),
                        SqlTimes.instant(r, 5),
                        r.getBoolean(6),
                        r.getString(7),
                        r.getObject(8, Integer.class)));
              }
              return messages;
            }
          }
        });
  }
}
