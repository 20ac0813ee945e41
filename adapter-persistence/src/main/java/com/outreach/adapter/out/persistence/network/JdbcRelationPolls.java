package com.outreach.adapter.out.persistence.network;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.network.RelationPolls;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The relations poll's schedule in {@code network_relation_polls}, claimed with {@code SKIP
 * LOCKED}.
 */
@Singleton
final class JdbcRelationPolls implements RelationPolls {
  private static final String ENROL =
      """
      INSERT INTO network_relation_polls (provider_account_id, next_poll_at)
      SELECT DISTINCT provider_account_id, ? FROM linked_accounts
      WHERE provider_account_id IS NOT NULL AND is_valid
      ON CONFLICT (provider_account_id) DO NOTHING""";
  private static final String CLAIM =
      """
      UPDATE network_relation_polls p SET leased_until = ?
      WHERE p.provider_account_id IN (
        SELECT provider_account_id FROM network_relation_polls
        WHERE next_poll_at <= ? AND (leased_until IS NULL OR leased_until <= ?)
        ORDER BY next_poll_at LIMIT ? FOR UPDATE SKIP LOCKED)
      RETURNING p.provider_account_id""";
  private static final String POLLED =
      """
      UPDATE network_relation_polls SET next_poll_at = ?, leased_until = NULL WHERE provider_account_id = ?""";

  private final TransactionOperations<Connection> transactions;

  JdbcRelationPolls(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public List<String> claimDue(Instant now, Instant leaseUntil, int limit) {
    return transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement enrol = c.prepareStatement(ENROL)) {
            enrol.setObject(1, SqlTimes.utc(now));
            enrol.executeUpdate();
          }
          try (PreparedStatement claim = c.prepareStatement(CLAIM)) {
            claim.setObject(1, SqlTimes.utc(leaseUntil));
            claim.setObject(2, SqlTimes.utc(now));
            claim.setObject(3, SqlTimes.utc(now));
            claim.setInt(4, limit);
            List<String> accounts = new ArrayList<>();
            try (ResultSet r = claim.executeQuery()) {
              while (r.next()) {
                accounts.add(r.getString(1));
              }
            }
            return accounts;
          }
        });
  }

  @Override
  public void polled(String providerAccountId, Instant next) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(POLLED)) {
            s.setObject(1, SqlTimes.utc(next));
            s.setString(2, providerAccountId);
            return s.executeUpdate();
          }
        });
  }
}
