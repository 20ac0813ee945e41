package com.outreach.adapter.out.persistence.tracking;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.tracking.TrackingHitWindows;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The D-55 event windows of opens and clicks in PostgreSQL ({@code tracking_hit_windows}): three
 * statements per batch of hits, whatever its size (make the rows, lock and read them, write them
 * back). Rows are made and locked in key order, so two instances' batches wait for each other
 * rather than deadlock.
 */
@Singleton
final class JdbcTrackingHitWindows implements TrackingHitWindows {
  private static final String MAKE =
      """
      INSERT INTO tracking_hit_windows (action_id, kind, link, suspected_bot)
      SELECT * FROM unnest(?::uuid[], ?::text[], ?::text[], ?::boolean[])
      ON CONFLICT DO NOTHING""";
  private static final String LOCK =
      """
      SELECT w.action_id, w.kind, w.link, w.suspected_bot, w.last_recorded_at
      FROM tracking_hit_windows w
      JOIN unnest(?::uuid[], ?::text[], ?::text[], ?::boolean[]) AS k(action_id, kind, link, suspected_bot)
        ON w.action_id = k.action_id AND w.kind = k.kind AND w.link = k.link
        AND w.suspected_bot = k.suspected_bot
      ORDER BY w.action_id, w.kind, w.link, w.suspected_bot
      FOR UPDATE OF w""";
  private static final String SAVE =
      """
      UPDATE tracking_hit_windows w
      SET last_recorded_at = coalesce(u.recorded, w.last_recorded_at), hits = w.hits + u.hits
      FROM unnest(?::uuid[], ?::text[], ?::text[], ?::boolean[], ?::timestamptz[], ?::bigint[])
        AS u(action_id, kind, link, suspected_bot, recorded, hits)
      WHERE w.action_id = u.action_id AND w.kind = u.kind AND w.link = u.link
        AND w.suspected_bot = u.suspected_bot""";

  private final TransactionOperations<Connection> transactions;

  JdbcTrackingHitWindows(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public Map<Key, Instant> lastRecorded(Collection<Key> keys) {
    if (keys.isEmpty()) {
      return Map.of();
    }
    List<Row> rows =
        keys.stream()
            .distinct()
            .map(Row::of)
            .sorted(
                Comparator.comparing(Row::actionId)
                    .thenComparing(Row::kind)
                    .thenComparing(Row::link)
                    .thenComparing(Row::suspectedBot))
            .toList();
    Map<String, Key> byColumns = new LinkedHashMap<>();
    rows.forEach(r -> byColumns.put(r.columns(), r.key()));
    return transactions.executeWrite(
        status -> {
          Connection connection = status.getConnection();
          try (PreparedStatement make = connection.prepareStatement(MAKE)) {
            keyArrays(connection, make, rows);
            make.executeUpdate();
          }
          Map<Key, Instant> last = new LinkedHashMap<>();
          try (PreparedStatement lock = connection.prepareStatement(LOCK)) {
            keyArrays(connection, lock, rows);
            try (ResultSet r = lock.executeQuery()) {
              while (r.next()) {
                Instant at = SqlTimes.instant(r, "last_recorded_at");
                if (at != null) {
                  Key key =
                      byColumns.get(
                          Row.columns(
                              r.getObject("action_id", UUID.class),
                              r.getString("kind"),
                              r.getString("link"),
                              r.getBoolean("suspected_bot")));
                  if (key != null) {
                    last.put(key, at);
                  }
                }
              }
            }
          }
          return last;
        });
  }

  @Override
  public void save(Collection<Window> windows) {
    if (windows.isEmpty()) {
      return;
    }
    List<Row> rows = windows.stream().map(w -> Row.of(w.key())).toList();
    transactions.executeWrite(
        status -> {
          Connection connection = status.getConnection();
          try (PreparedStatement save = connection.prepareStatement(SAVE)) {
            keyArrays(connection, save, rows);
            save.setArray(
                5,
                connection.createArrayOf(
                    "timestamptz",
                    windows.stream()
                        .map(
                            w -> w.lastRecorded() == null ? null : Timestamp.from(w.lastRecorded()))
                        .toArray()));
            save.setArray(
                6,
                connection.createArrayOf("bigint", windows.stream().map(Window::hits).toArray()));
            return save.executeUpdate();
          }
        });
  }

  private static void keyArrays(Connection connection, PreparedStatement s, List<Row> rows)
      throws SQLException {
    s.setArray(1, connection.createArrayOf("uuid", rows.stream().map(Row::actionId).toArray()));
    s.setArray(2, connection.createArrayOf("text", rows.stream().map(Row::kind).toArray()));
    s.setArray(3, connection.createArrayOf("text", rows.stream().map(Row::link).toArray()));
    s.setArray(
        4, connection.createArrayOf("boolean", rows.stream().map(Row::suspectedBot).toArray()));
  }

  /** A key as its columns: the link as the md5 of the URL ({@code ""} for opens). */
  private record Row(Key key, UUID actionId, String kind, String link, boolean suspectedBot) {
    static Row of(Key key) {
      return new Row(key, key.actionId(), key.kind().name(), linkOf(key.url()), key.suspectedBot());
    }

    String columns() {
      return columns(actionId, kind, link, suspectedBot);
    }

    static String columns(UUID actionId, String kind, String link, boolean suspectedBot) {
      return actionId + " " + kind + " " + link + " " + suspectedBot;
    }

    private static String linkOf(String url) {
      if (url == null) {
        return "";
      }
      try {
        return HexFormat.of()
            .formatHex(
                MessageDigest.getInstance("MD5").digest(url.getBytes(StandardCharsets.UTF_8)));
      } catch (NoSuchAlgorithmException impossible) {
        throw new IllegalStateException(impossible); // every JDK has MD5
      }
    }
  }
}
