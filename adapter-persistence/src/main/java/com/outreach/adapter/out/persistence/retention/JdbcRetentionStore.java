package com.outreach.adapter.out.persistence.retention;

import com.outreach.adapter.out.persistence.secret.PersonDigests;
import com.outreach.application.port.out.retention.RetentionStore;
import com.outreach.application.port.out.retention.RetentionTarget;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Retention in PostgreSQL (D-54, V051). Each batch is one transaction: it renews the lease first,
 * which holds the lease row until the batch commits (so two instances' batches never overlap even
 * if a lease ran out under a stalled holder), then deletes at most {@code limit} rows, found
 * through an index on their age or from the low end of their identity key, and locked with SKIP
 * LOCKED so a row the intake or a recording loop holds is left for the next batch instead of waited
 * for.
 */
@Singleton
final class JdbcRetentionStore implements RetentionStore {
  private static final String JOB = "retention";

  private static final String HOLD =
      """
      INSERT INTO retention_lease (job, holder, lease_until)
      VALUES (?, ?, now() + make_interval(secs => ?))
      ON CONFLICT (job) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until
      WHERE retention_lease.lease_until <= now() OR retention_lease.holder = EXCLUDED.holder
      RETURNING holder""";

  private static final String RENEW =
      """
      UPDATE retention_lease SET lease_until = now() + make_interval(secs => ?)
      WHERE job = ? AND holder = ? AND lease_until > now()""";

  private static final String RELEASE =
      "UPDATE retention_lease SET lease_until = now() WHERE job = ? AND holder = ?";

  /** Statements with two parameters: the age limit, then the batch size. */
  private static final Map<RetentionTarget, String> DELETE = new EnumMap<>(RetentionTarget.class);

  static {
    DELETE.put(
        RetentionTarget.WEBHOOK_DELIVERIES,
        """
        DELETE FROM webhook_deliveries WHERE ctid = ANY(ARRAY(
          SELECT ctid FROM webhook_deliveries
          WHERE status IN ('DELIVERED', 'FAILED') AND updated_at < ?
          ORDER BY updated_at LIMIT ? FOR UPDATE SKIP LOCKED))""");
    // Attempts are only ever appended, their ids in the order they were written: the oldest are the
    // lowest ids, so the batch looks at the lowest ids only (an index on the age would cost every
    // attempt an entry, and a walk of the key for old rows would read the whole table when none
    // is).
    DELETE.put(
        RetentionTarget.WEBHOOK_ATTEMPTS,
        """
        DELETE FROM webhook_delivery_attempts WHERE id = ANY(ARRAY(
          SELECT id FROM (SELECT id, created_at FROM webhook_delivery_attempts ORDER BY id LIMIT ?) head
          WHERE created_at < ?))""");
    DELETE.put(
        RetentionTarget.TRACKING_HITS,
        """
        DELETE FROM tracking_hits WHERE id = ANY(ARRAY(
          SELECT id FROM (SELECT id, hit_at FROM tracking_hits ORDER BY id LIMIT ?) head
          WHERE hit_at < ?))""");
    DELETE.put(
        RetentionTarget.TRACKING_HIT_WINDOWS,
        """
        DELETE FROM tracking_hit_windows WHERE ctid = ANY(ARRAY(
          SELECT ctid FROM tracking_hit_windows WHERE last_recorded_at < ?
          ORDER BY last_recorded_at LIMIT ? FOR UPDATE SKIP LOCKED))""");
    DELETE.put(
        RetentionTarget.INBOUND_MAIL_RECEIPTS,
        """
        DELETE FROM signal_receipts WHERE key = ANY(ARRAY(
          SELECT key FROM signal_receipts WHERE key LIKE 'imap:%' AND received_at < ?
          ORDER BY received_at LIMIT ? FOR UPDATE SKIP LOCKED))""");
  }

  /** Whose statement takes the batch size before the age (the head-of-the-key walks). */
  private static boolean limitFirst(RetentionTarget target) {
    return target == RetentionTarget.WEBHOOK_ATTEMPTS || target == RetentionTarget.TRACKING_HITS;
  }

  /**
   * D-54: a suppression survives only as its keyed digest. Rows written in clear before digests
   * existed are turned, a batch at a time: the digest is added (unless the owner has it already)
   * and the clear row goes. The digest is PersonDigests' HMAC, in SQL as the engine's check has it.
   */
  private static final String DIGEST_CLEAR =
      """
      WITH clear AS (
        SELECT ctid AS row, user_id, address, created_at FROM email_suppressions
        WHERE address IS NOT NULL LIMIT ? FOR UPDATE SKIP LOCKED),
      digested AS (
        INSERT INTO email_suppressions (user_id, address_digest, created_at)
        SELECT user_id, sha256(?::bytea || sha256(?::bytea || convert_to(lower(address), 'UTF8'))),
               created_at
        FROM clear
        ON CONFLICT DO NOTHING)
      DELETE FROM email_suppressions s USING clear c WHERE s.ctid = c.row""";

  private final TransactionOperations<Connection> transactions;
  private final byte[] outerPad;
  private final byte[] innerPad;

  JdbcRetentionStore(TransactionOperations<Connection> transactions, PersonDigests digests) {
    this.transactions = transactions;
    this.outerPad = digests.outerPad();
    this.innerPad = digests.innerPad();
  }

  @Override
  public boolean holdLease(String holder, Duration lease) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(HOLD)) {
            s.setString(1, JOB);
            s.setString(2, holder);
            s.setDouble(3, seconds(lease));
            try (ResultSet r = s.executeQuery()) {
              return r.next();
            }
          }
        });
  }

  @Override
  public void releaseLease(String holder) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(RELEASE)) {
            s.setString(1, JOB);
            s.setString(2, holder);
            return s.executeUpdate();
          }
        });
  }

  @Override
  public OptionalInt deleteBatch(
      RetentionTarget target, Instant olderThan, int limit, String holder, Duration lease) {
    return underLease(
        holder,
        lease,
        c -> {
          try (PreparedStatement s = c.prepareStatement(DELETE.get(target))) {
            int age = limitFirst(target) ? 2 : 1;
            s.setObject(age, olderThan.atOffset(ZoneOffset.UTC));
            s.setInt(3 - age, limit);
            return s.executeUpdate();
          }
        });
  }

  @Override
  public OptionalInt digestClearSuppressions(int limit, String holder, Duration lease) {
    return underLease(
        holder,
        lease,
        c -> {
          try (PreparedStatement s = c.prepareStatement(DIGEST_CLEAR)) {
            s.setInt(1, limit);
            s.setBytes(2, outerPad);
            s.setBytes(3, innerPad);
            return s.executeUpdate();
          }
        });
  }

  private interface Batch {
    int run(Connection c) throws SQLException;
  }

  private OptionalInt underLease(String holder, Duration lease, Batch batch) {
    return transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement renew = c.prepareStatement(RENEW)) {
            renew.setDouble(1, seconds(lease));
            renew.setString(2, JOB);
            renew.setString(3, holder);
            if (renew.executeUpdate() == 0) {
              return OptionalInt.empty();
            }
          }
          return OptionalInt.of(batch.run(c));
        });
  }

  private static double seconds(Duration d) {
    return d.toNanos() / 1e9;
  }
}
