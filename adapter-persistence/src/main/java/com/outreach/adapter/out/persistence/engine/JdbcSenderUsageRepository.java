package com.outreach.adapter.out.persistence.engine;

import static com.outreach.adapter.out.persistence.SqlTimes.instant;
import static com.outreach.adapter.out.persistence.SqlTimes.utc;

import com.outreach.application.port.out.engine.SenderUsageRepository;
import com.outreach.application.port.out.engine.SenderUsageView;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

/**
 * A sender's usage for D-43 in one statement, without locks: its {@code engine_senders} row (left
 * joined, so a sender the engine never used reads as nothing used) and, in the same row, its
 * invites of the rolling week from the ledger through {@code engine_actions_sender_week_idx}.
 */
@Singleton
final class JdbcSenderUsageRepository implements SenderUsageRepository {
  static final String USAGE =
      """
      SELECT s.usage_day, s.invites_today, s.messages_today, s.inmails_today, s.emails_today, s.visits_today,
             s.likes_today, s.next_free_at, s.paused_until, s.invites_paused_until, s.messages_paused_until,
             s.inmails_paused_until, s.visits_paused_until, s.likes_paused_until, s.pause_reason,
             ARRAY(SELECT a.reserved_at FROM engine_actions a
                   WHERE a.sender_id = k.sender_id AND a.type = 'INVITE' AND a.status <> 'CANCELLED'
                     AND a.reserved_at > k.since AND a.user_id = k.user_id
                   ORDER BY a.reserved_at) AS invites_reserved
      FROM (SELECT ?::uuid AS sender_id, ?::uuid AS user_id, ?::timestamptz AS since) k
      LEFT JOIN engine_senders s ON s.sender_id = k.sender_id AND s.user_id = k.user_id""";

  private final TransactionOperations<Connection> transactions;

  JdbcSenderUsageRepository(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public SenderUsageView usageOf(UserId owner, UUID senderId, Instant since) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(USAGE)) {
            s.setObject(1, senderId);
            s.setObject(2, owner.value());
            s.setObject(3, utc(since));
            try (ResultSet r = s.executeQuery()) {
              r.next(); // always one row
              return new SenderUsageView(
                  r.getObject("usage_day", LocalDate.class),
                  r.getInt("invites_today"),
                  r.getInt("messages_today"),
                  r.getInt("inmails_today"),
                  r.getInt("emails_today"),
                  r.getInt("visits_today"),
                  r.getInt("likes_today"),
                  instant(r, "next_free_at"),
                  instant(r, "paused_until"),
                  instant(r, "invites_paused_until"),
                  instant(r, "messages_paused_until"),
                  instant(r, "inmails_paused_until"),
                  instant(r, "visits_paused_until"),
                  instant(r, "likes_paused_until"),
                  r.getString("pause_reason"),
                  instants(r.getArray("invites_reserved")));
            }
          }
        });
  }

  private static List<Instant> instants(Array array) throws SQLException {
    try {
      return Arrays.stream((Timestamp[]) array.getArray()).map(Timestamp::toInstant).toList();
    } finally {
      array.free();
    }
  }
}
