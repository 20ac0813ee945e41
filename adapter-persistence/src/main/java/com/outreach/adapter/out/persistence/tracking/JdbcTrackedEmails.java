package com.outreach.adapter.out.persistence.tracking;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.adapter.out.persistence.secret.PersonDigests;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Optional;
import java.util.UUID;

/**
 * The email or membership a tracking token names (D-46), by primary key: one indexed read per hit.
 */
@Singleton
final class JdbcTrackedEmails implements TrackedEmails {
  private static final String BY_ACTION =
      """
      SELECT m.id, m.user_id, m.campaign_id, l.profile_link, COALESCE(a.sent_at, a.started_at, a.reserved_at), a.step
      FROM engine_actions a JOIN memberships m ON m.id = a.membership_id JOIN leads l ON l.id = m.lead_id
      JOIN campaigns c ON c.id = m.campaign_id
      WHERE a.id = ? AND a.type = 'EMAIL' AND m.status <> 'DELETED' AND c.status <> 'DELETED'""";
  private static final String BY_MEMBERSHIP =
      """
      SELECT m.id, m.user_id, m.campaign_id, l.profile_link, NULL::timestamptz, NULL::integer
      FROM memberships m JOIN leads l ON l.id = m.lead_id JOIN campaigns c ON c.id = m.campaign_id
      WHERE m.id = ? AND m.status <> 'DELETED' AND c.status <> 'DELETED'""";

  /**
   * Deleted memberships and campaigns included: their emails' unsubscribe links must keep working.
   */
  private static final String RECIPIENT =
      """
      SELECT m.user_id, lower(l.email) FROM memberships m JOIN leads l ON l.id = m.lead_id WHERE m.id = ?""";

  private static final String SUPPRESS =
      """
      INSERT INTO email_suppressions (user_id, address_digest) VALUES (?, ?) ON CONFLICT DO NOTHING""";
  private static final String FIRST_UNSUBSCRIBE =
      """
      INSERT INTO signal_receipts (key) VALUES (?) ON CONFLICT (key) DO NOTHING""";

  private final TransactionOperations<Connection> transactions;
  private final PersonDigests digests;

  JdbcTrackedEmails(TransactionOperations<Connection> transactions, PersonDigests digests) {
    this.transactions = transactions;
    this.digests = digests;
  }

  @Override
  public Optional<TrackedEmail> byAction(UUID actionId) {
    return read(BY_ACTION, actionId);
  }

  @Override
  public Optional<TrackedEmail> byMembership(UUID membershipId) {
    return read(BY_MEMBERSHIP, membershipId);
  }

  @Override
  public boolean firstUnsubscribe(UUID membershipId) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(FIRST_UNSUBSCRIBE)) {
            s.setString(1, "unsubscribe:" + membershipId);
            return s.executeUpdate() == 1;
          }
        });
  }

  @Override
  public Optional<Recipient> recipient(UUID membershipId) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(RECIPIENT)) {
            s.setObject(1, membershipId);
            try (ResultSet r = s.executeQuery()) {
              return r.next()
                  ? Optional.of(
                      new Recipient(new UserId(r.getObject(1, UUID.class)), r.getString(2)))
                  : Optional.empty();
            }
          }
        });
  }

  @Override
  public void suppress(Recipient recipient) {
    if (recipient.address() == null) {
      return; // a lead without an address was never emailed
    }
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(SUPPRESS)) {
            s.setObject(1, recipient.owner().value());
            // Kept as its digest only (D-54): the suppression outlives an erasure of the lead.
            s.setBytes(2, digests.address(recipient.address()));
            return s.executeUpdate();
          }
        });
  }

  private Optional<TrackedEmail> read(String sql, UUID id) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(sql)) {
            s.setObject(1, id);
            try (ResultSet r = s.executeQuery()) {
              if (!r.next()) {
                return Optional.empty();
              }
              return Optional.of(
                  new TrackedEmail(
                      r.getObject(1, UUID.class),
                      new UserId(r.getObject(2, UUID.class)),
                      r.getObject(3, UUID.class).toString(),
                      r.getString(4),
                      SqlTimes.instant(r, 5),
                      r.getObject(6, Integer.class)));
            }
          }
        });
  }
}
