package com.outreach.adapter.out.persistence.mail;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.adapter.out.persistence.conversation.IncomingMessageSql;
import com.outreach.adapter.out.persistence.secret.SecretCipher;
import com.outreach.application.port.out.mail.InboundMailStore;
import com.outreach.application.port.out.mail.MailboxInbox.ImapMailbox;
import com.outreach.application.port.out.mail.MailboxInbox.InboxPosition;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * What applying a mailbox's inbound mail reads and writes on PostgreSQL (D-47), in the caller's
 * transaction.
 */
@Singleton
final class JdbcInboundMailStore implements InboundMailStore {
  /** New mailboxes with IMAP settings get their row, due at once; then the due ones are taken. */
  private static final String ENLIST =
      """
      INSERT INTO mailbox_inboxes (mailbox_id)
      SELECT a.id FROM email_accounts a WHERE a.imap_host IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM mailbox_inboxes i WHERE i.mailbox_id = a.id)
      ON CONFLICT (mailbox_id) DO NOTHING""";

  private static final String TAKE_DUE =
      """
      UPDATE mailbox_inboxes i SET next_read_at = ?
      FROM (SELECT mailbox_id FROM mailbox_inboxes WHERE next_read_at <= now()
            ORDER BY next_read_at LIMIT ? FOR UPDATE SKIP LOCKED) due
      WHERE i.mailbox_id = due.mailbox_id
      RETURNING i.mailbox_id""";
  private static final String IMAP =
      """
      SELECT id, imap_host, imap_port, imap_username, imap_password_encrypted, imap_security
      FROM email_accounts WHERE id = ? AND imap_host IS NOT NULL""";
  private static final String POSITION =
      """
      SELECT uid_validity, last_uid FROM mailbox_inboxes WHERE mailbox_id = ? AND uid_validity IS NOT NULL""";
  private static final String SAVE_POSITION =
      """
      INSERT INTO mailbox_inboxes (mailbox_id, uid_validity, last_uid) VALUES (?, ?, ?)
      ON CONFLICT (mailbox_id) DO UPDATE SET uid_validity = EXCLUDED.uid_validity, last_uid = EXCLUDED.last_uid""";

  /**
   * Through engine_actions_email_ref_idx; the closest of the answer's Message-IDs that names an
   * email wins.
   */
  private static final String SENT_EMAIL =
      """
      SELECT m.user_id, m.id, m.campaign_id, l.profile_link, m.conversation_id
      FROM engine_actions a JOIN memberships m ON m.id = a.membership_id JOIN leads l ON l.id = m.lead_id
      JOIN campaigns c ON c.id = m.campaign_id
      WHERE a.type = 'EMAIL' AND a.provider_ref = ANY(?) AND a.sender_id = ?
        AND m.status <> 'DELETED' AND c.status <> 'DELETED'
      ORDER BY array_position(?, a.provider_ref), a.seq
      LIMIT 1""";

  /** Through engine_actions_sender_week_idx. */
  private static final String FIRST_EMAIL =
      """
      SELECT min(reserved_at) AS first_reserved FROM engine_actions WHERE sender_id = ? AND type = 'EMAIL' AND status <> 'CANCELLED'""";

  /**
   * The engine's whole-sender pause (D-43), unless one runs already; and the INBOX not due before
   * it ends. The mailbox may never have sent: its engine_senders row is made here then. A pause
   * that runs already (SMTP's, or another instance's) is kept as it is.
   */
  private static final String PAUSE =
      """
      INSERT INTO engine_senders (sender_id, user_id, paused_until, pause_reason)
      SELECT id, user_id, ?, ? FROM email_accounts WHERE id = ?
      ON CONFLICT (sender_id) DO UPDATE SET paused_until = EXCLUDED.paused_until, pause_reason = EXCLUDED.pause_reason
      WHERE engine_senders.paused_until IS NULL OR engine_senders.paused_until <= now()""";

  private static final String NOT_DUE_BEFORE =
      """
      UPDATE mailbox_inboxes SET next_read_at = greatest(next_read_at, ?) WHERE mailbox_id = ?""";
  private static final String LATEST_EMAIL =
      """
      SELECT m.user_id, m.id, m.campaign_id, l.profile_link, m.conversation_id
      FROM engine_actions a JOIN memberships m ON m.id = a.membership_id JOIN leads l ON l.id = m.lead_id
      JOIN campaigns c ON c.id = m.campaign_id
      WHERE a.sender_id = ? AND a.type = 'EMAIL' AND a.status <> 'CANCELLED'
        AND m.status <> 'DELETED' AND c.status <> 'DELETED'
      ORDER BY a.reserved_at DESC, a.seq DESC
      LIMIT 1""";
  private static final String RECEIPT =
      """
      INSERT INTO signal_receipts (key) VALUES (?) ON CONFLICT (key) DO NOTHING""";
  private static final String INCOMING = IncomingMessageSql.INSERT;

  private final TransactionOperations<Connection> transactions;
  private final SecretCipher cipher;

  JdbcInboundMailStore(TransactionOperations<Connection> transactions, SecretCipher cipher) {
    this.transactions = transactions;
    this.cipher = cipher;
  }

  @Override
  public List<UUID> takeDue(int max, Instant nextReadAt) {
    return transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement enlist = c.prepareStatement(ENLIST);
              PreparedStatement take = c.prepareStatement(TAKE_DUE)) {
            enlist.executeUpdate();
            take.setObject(1, SqlTimes.utc(nextReadAt));
            take.setInt(2, max);
            List<UUID> due = new ArrayList<>();
            try (ResultSet r = take.executeQuery()) {
              while (r.next()) {
                due.add(r.getObject(1, UUID.class));
              }
            }
            return due;
          }
        });
  }

  @Override
  public Optional<Instant> firstEmailSent(UUID mailboxId) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(FIRST_EMAIL)) {
            s.setObject(1, mailboxId);
            try (ResultSet r = s.executeQuery()) {
              r.next(); // an aggregate: always one row
              return Optional.ofNullable(SqlTimes.instant(r, "first_reserved"));
            }
          }
        });
  }

  @Override
  public boolean pause(UUID mailboxId, Instant until, String reason) {
    return transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement pause = c.prepareStatement(PAUSE);
              PreparedStatement later = c.prepareStatement(NOT_DUE_BEFORE)) {
            pause.setObject(1, SqlTimes.utc(until));
            pause.setString(2, reason);
            pause.setObject(3, mailboxId);
            boolean paused = pause.executeUpdate() == 1;
            later.setObject(
                1,
                SqlTimes.utc(until)); // also when a pause ran already: no login again before until
            later.setObject(2, mailboxId);
            later.executeUpdate();
            return paused;
          }
        });
  }

  @Override
  public Optional<SentEmail> latestEmail(UUID mailboxId) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(LATEST_EMAIL)) {
            s.setObject(1, mailboxId);
            try (ResultSet r = s.executeQuery()) {
              return r.next() ? Optional.of(sentEmail(r)) : Optional.empty();
            }
          }
        });
  }

  @Override
  public Optional<ImapMailbox> imap(UUID mailboxId) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(IMAP)) {
            s.setObject(1, mailboxId);
            try (ResultSet r = s.executeQuery()) {
              if (!r.next()) {
                return Optional.empty();
              }
              String security = r.getString("imap_security");
              return Optional.of(
                  new ImapMailbox(
                      mailboxId,
                      r.getString("imap_host"),
                      (Integer) r.getObject("imap_port"),
                      r.getString("imap_username"),
                      cipher.decrypt(r.getString("imap_password_encrypted")),
                      security == null ? null : SmtpSecurity.valueOf(security)));
            }
          }
        });
  }

  @Override
  public Optional<InboxPosition> position(UUID mailboxId) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(POSITION)) {
            s.setObject(1, mailboxId);
            try (ResultSet r = s.executeQuery()) {
              return r.next()
                  ? Optional.of(new InboxPosition(r.getLong(1), r.getLong(2)))
                  : Optional.empty();
            }
          }
        });
  }

  @Override
  public void savePosition(UUID mailboxId, InboxPosition position) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(SAVE_POSITION)) {
            s.setObject(1, mailboxId);
            s.setLong(2, position.uidValidity());
            s.setLong(3, position.lastUid());
            return s.executeUpdate();
          }
        });
  }

  @Override
  public Optional<SentEmail> sentEmail(UUID mailboxId, List<String> messageIds) {
    if (messageIds.isEmpty()) {
      return Optional.empty();
    }
    return transactions.executeRead(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement s = c.prepareStatement(SENT_EMAIL)) {
            java.sql.Array ids = c.createArrayOf("text", bothForms(messageIds));
            s.setArray(1, ids);
            s.setObject(2, mailboxId);
            s.setArray(3, ids);
            try (ResultSet r = s.executeQuery()) {
              return r.next() ? Optional.of(sentEmail(r)) : Optional.empty();
            }
          }
        });
  }

  @Override
  public boolean firstReceipt(String key) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(RECEIPT)) {
            s.setString(1, key);
            return s.executeUpdate() == 1;
          }
        });
  }

  @Override
  public void addIncomingMessage(UUID conversationId, String text, boolean autoReply, Instant at) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(INCOMING)) {
            s.setObject(1, UUID.randomUUID());
            s.setObject(2, conversationId);
            s.setString(3, text);
            s.setObject(4, SqlTimes.utc(at));
            s.setBoolean(5, autoReply);
            return s.executeUpdate();
          }
        });
  }

  private static SentEmail sentEmail(ResultSet r) throws java.sql.SQLException {
    return new SentEmail(
        new UserId(r.getObject(1, UUID.class)),
        r.getObject(2, UUID.class),
        r.getObject(3, UUID.class).toString(),
        r.getString(4),
        r.getObject(5, UUID.class));
  }

  /** Each id as found and in angle brackets, in order: a stored reference may carry them or not. */
  private static Object[] bothForms(List<String> messageIds) {
    Set<String> forms = new LinkedHashSet<>();
    for (String id : messageIds) {
      String bare = id.replaceAll("^<|>$", "");
      forms.add("<" + bare + ">");
      forms.add(bare);
    }
    return forms.toArray();
  }
}
