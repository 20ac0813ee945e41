package com.outreach.adapter.out.persistence.lead;

import com.outreach.adapter.out.persistence.secret.PersonDigests;
import com.outreach.application.port.out.LeadErasure;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Erasure of a person in PostgreSQL (D-54; docs/privacy.md): one transaction per lead, a fixed
 * number of set-based statements whatever the person's history, each through an index on the lead
 * or its memberships. The lead row stays, emptied, because its memberships and events stay: the
 * counters and statistics keep their numbers. The memberships become DELETED, which every read and
 * the engine already skip, with the status counters put back as they were.
 */
@Singleton
final class JdbcLeadErasure implements LeadErasure {
  private static final String LEAD_OF =
      """
      SELECT l.id FROM memberships m JOIN leads l ON l.id = m.lead_id
      WHERE m.id = ? AND m.user_id = ? AND l.user_id = ? AND l.erased_at IS NULL""";

  private static final String MATCHING =
      """
      SELECT id FROM leads WHERE user_id = ? AND lower(email) = ? AND erased_at IS NULL
      UNION
      SELECT id FROM leads WHERE user_id = ? AND profile_link = ? AND erased_at IS NULL""";

  private static final String LOCK_LEAD =
      """
      SELECT profile_link, lower(email) FROM leads
      WHERE id = ? AND user_id = ? AND erased_at IS NULL FOR UPDATE""";

  /** In id order, as the engine and the event intake lock memberships. */
  private static final String LOCK_MEMBERSHIPS =
      "SELECT id, conversation_id FROM memberships WHERE lead_id = ? ORDER BY id FOR UPDATE";

  /**
   * D-40: an address that unsubscribed (its membership's status, an UNSUBSCRIBED event, or a clear
   * suppression row) stays suppressed as its digest.
   */
  private static final String KEEP_UNSUBSCRIBE =
      """
      INSERT INTO email_suppressions (user_id, address_digest)
      SELECT ?, ? WHERE EXISTS (SELECT 1 FROM memberships WHERE id = ANY(?) AND status = 'UNSUBSCRIBED')
        OR EXISTS (SELECT 1 FROM events WHERE lead_id = ? AND kind = 'UNSUBSCRIBED')
        OR EXISTS (SELECT 1 FROM email_suppressions WHERE user_id = ? AND address = ?)
      ON CONFLICT DO NOTHING""";

  private static final String DROP_CLEAR_SUPPRESSION =
      "DELETE FROM email_suppressions WHERE user_id = ? AND address = ?";

  /** An entry whose digest form is stored already for the same account goes; the others turn. */
  private static final String DROP_DUPLICATE_BLACKLISTED_LINK =
      """
      DELETE FROM blacklist_entries b
      WHERE b.user_id = ? AND b.type = 'PROFILE_URL' AND b.match_key = ?
        AND EXISTS (SELECT 1 FROM blacklist_entries d WHERE d.user_id = b.user_id
                    AND d.account_key = b.account_key AND d.type = 'PROFILE_URL' AND d.match_key = ?)""";

  private static final String DIGEST_BLACKLISTED_LINK =
      """
      UPDATE blacklist_entries SET keyword = ?, match_key = ?
      WHERE user_id = ? AND type = 'PROFILE_URL' AND match_key = ?""";

  /**
   * The membership counters' move to DELETED (V037's trigger) taken back beforehand: the statistics
   * keep counting an erased person where they were (D-54).
   */
  private static final String KEEP_COUNTS =
      """
      INSERT INTO campaign_membership_counts AS c (campaign_id, status, processed, shard, memberships)
      SELECT m.campaign_id, v.status,
             COALESCE((SELECT true FROM membership_activity a WHERE a.membership_id = m.id), false),
             (SELECT counter_slot()), sum(v.delta)
      FROM memberships m CROSS JOIN LATERAL (VALUES (m.status, 1), ('DELETED', -1)) AS v (status, delta)
      WHERE m.id = ANY(?) AND m.status <> 'DELETED'
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3
      ON CONFLICT (campaign_id, status, processed, shard)
      DO UPDATE SET memberships = c.memberships + EXCLUDED.memberships""";

  private static final String END_MEMBERSHIPS =
      """
      UPDATE memberships SET status = 'DELETED', next_action_at = NULL, leased_by = NULL,
                             sequence_stopped = true, updated_at = now()
      WHERE id = ANY(?) AND status <> 'DELETED'""";

  private static final String DELETE_MESSAGES =
      "DELETE FROM messages WHERE conversation_id = ANY(?)";

  private static final String DELETE_TRACKING_HITS =
      """
      DELETE FROM tracking_hits
      WHERE action_id IN (SELECT id FROM engine_actions WHERE membership_id = ANY(?))""";

  /** Their bodies, made when sent, would carry the person. */
  private static final String DELETE_UNSENT_DELIVERIES =
      """
      DELETE FROM webhook_deliveries
      WHERE event_id IN (SELECT id FROM events WHERE lead_id = ?) AND status IN ('PENDING', 'DELIVERING')""";

  /**
   * An event's data keeps only the engine's references (none of them about the person); what a
   * caller posted with it (D-33), a clicked link, go.
   */
  private static final String EMPTY_EVENT_DATA =
      """
      UPDATE events SET data = (
        SELECT jsonb_object_agg(key, value) FROM jsonb_each(data)
        WHERE key IN ('actionId', 'step', 'senderId', 'variant', 'manual', 'suspectedBot'))
      WHERE lead_id = ? AND data IS NOT NULL""";

  private static final String EMPTY_LEAD =
      """
      UPDATE leads SET profile_link = 'erased:' || id, sales_nav_link = NULL, recruiter_link = NULL,
                       first_name = NULL, last_name = NULL, full_name = NULL, email = NULL, email_status = NULL,
                       custom_fields = '{}'::jsonb, erased_at = now(), updated_at = now()
      WHERE id = ?""";

  private final TransactionOperations<Connection> transactions;
  private final PersonDigests digests;

  JdbcLeadErasure(TransactionOperations<Connection> transactions, PersonDigests digests) {
    this.transactions = transactions;
    this.digests = digests;
  }

  @Override
  public Optional<UUID> leadOf(UserId owner, UUID membershipId) {
    return transactions.executeRead(
        tx -> {
          List<UUID> ids =
              ids(tx.getConnection(), LEAD_OF, membershipId, owner.value(), owner.value());
          return ids.stream().findFirst();
        });
  }

  @Override
  public List<UUID> leadsMatching(UserId owner, String email, String canonicalLink) {
    return transactions.executeRead(
        tx ->
            ids(tx.getConnection(), MATCHING, owner.value(), email, owner.value(), canonicalLink));
  }

  @Override
  public boolean erase(UserId owner, UUID leadId) {
    return transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          String link;
          String email;
          try (PreparedStatement s = c.prepareStatement(LOCK_LEAD)) {
            set(s, leadId, owner.value());
            try (ResultSet r = s.executeQuery()) {
              if (!r.next()) {
                return false;
              }
              link = r.getString(1);
              email = r.getString(2);
            }
          }
          List<UUID> memberships = new ArrayList<>();
          List<UUID> conversations = new ArrayList<>();
          try (PreparedStatement s = c.prepareStatement(LOCK_MEMBERSHIPS)) {
            set(s, leadId);
            try (ResultSet r = s.executeQuery()) {
              while (r.next()) {
                memberships.add(r.getObject(1, UUID.class));
                conversations.add(r.getObject(2, UUID.class));
              }
            }
          }
          Array membershipIds = c.createArrayOf("uuid", memberships.toArray());
          if (email != null) {
            update(
                c,
                KEEP_UNSUBSCRIBE,
                owner.value(),
                digests.address(email),
                membershipIds,
                leadId,
                owner.value(),
                email);
            update(c, DROP_CLEAR_SUPPRESSION, owner.value(), email);
          }
          String erasedLink = digests.profileLink(link);
          update(c, DROP_DUPLICATE_BLACKLISTED_LINK, owner.value(), link, erasedLink);
          update(c, DIGEST_BLACKLISTED_LINK, erasedLink, erasedLink, owner.value(), link);
          update(c, KEEP_COUNTS, membershipIds);
          update(c, END_MEMBERSHIPS, membershipIds);
          update(c, DELETE_MESSAGES, c.createArrayOf("uuid", conversations.toArray()));
          update(c, DELETE_TRACKING_HITS, membershipIds);
          update(c, DELETE_UNSENT_DELIVERIES, leadId);
          update(c, EMPTY_EVENT_DATA, leadId);
          update(c, EMPTY_LEAD, leadId);
          return true;
        });
  }

  private static List<UUID> ids(Connection c, String sql, Object... args) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      set(s, args);
      try (ResultSet r = s.executeQuery()) {
        List<UUID> ids = new ArrayList<>();
        while (r.next()) {
          ids.add(r.getObject(1, UUID.class));
        }
        return ids;
      }
    }
  }

  private static void update(Connection c, String sql, Object... args) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      set(s, args);
      s.executeUpdate();
    }
  }

  private static void set(PreparedStatement s, Object... args) throws SQLException {
    for (int i = 0; i < args.length; i++) {
      if (args[i] instanceof byte[] bytes) {
        s.setBytes(i + 1, bytes);
      } else if (args[i] instanceof Array array) {
        s.setArray(i + 1, array);
      } else {
        s.setObject(i + 1, args[i]);
      }
    }
  }
}
