package com.outreach.bootstrap.process;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

/**
 * The engine's guarantees checked from what the database holds after a run: the ledger ({@code
 * engine_actions}), the senders' limits and time zones ({@code linked_accounts}) and the
 * memberships. Each check answers the offending rows, described, so that a failure names them.
 */
final class EngineLedgerAudit {
  /** A stop posted through {@code POST /events} and answered 201, with database times around it. */
  record Stop(UUID membershipId, Timestamp before, Timestamp committedBy) {}

  private final SharedPostgres database;

  EngineLedgerAudit(SharedPostgres database) {
    this.database = database;
  }

  /** Ledger rows by type and status, e.g. {@code INVITE SENT=60}. */
  Map<String, Long> actionsByTypeAndStatus() {
    Map<String, Long> counts = new TreeMap<>();
    query(
        "SELECT type || ' ' || status AS k, count(*) AS n FROM engine_actions GROUP BY 1",
        rs -> counts.put(rs.getString("k"), rs.getLong("n")));
    return counts;
  }

  /** Memberships by status. */
  Map<String, Long> membershipsByStatus() {
    Map<String, Long> counts = new TreeMap<>();
    query(
        "SELECT status AS k, count(*) AS n FROM memberships GROUP BY 1",
        rs -> counts.put(rs.getString("k"), rs.getLong("n")));
    return counts;
  }

  /**
   * (1) Per sender, per calendar day in the sender's own zone and per kind, the actions that count
   * (all but CANCELLED, D-38: a reservation counts even if it later fails or is skipped) above that
   * kind's daily limit: a linked account's invites, messages, InMails, visits and likes (D-53), a
   * mailbox's emails; and every invite after which the rolling 7 × 24 h count exceeds
   * invitesPerWeek.
   */
  List<String> limitViolations() {
    List<String> found = new ArrayList<>();
    query(
        """
        SELECT sender_id, day, type, count(*) AS n, cap FROM (
          SELECT a.sender_id, (a.reserved_at AT TIME ZONE l.time_zone)::date AS day, a.type,
                 CASE a.type WHEN 'INVITE' THEN l.invites_per_day WHEN 'MESSAGE' THEN l.messages_per_day
                             WHEN 'INMAIL' THEN l.inmails_per_day WHEN 'VISIT' THEN l.visits_per_day
                             ELSE l.likes_per_day END AS cap
          FROM engine_actions a JOIN linked_accounts l ON l.id = a.sender_id
          WHERE a.status <> 'CANCELLED'
            AND a.type IN ('INVITE', 'MESSAGE', 'INMAIL', 'VISIT', 'LIKE_POST')
          UNION ALL
          SELECT a.sender_id, (a.reserved_at AT TIME ZONE m.time_zone)::date, a.type, m.daily_limit
          FROM engine_actions a JOIN email_accounts m ON m.id = a.sender_id
          WHERE a.status <> 'CANCELLED' AND a.type = 'EMAIL') counted
        GROUP BY sender_id, day, type, cap
        HAVING count(*) > cap""",
        rs ->
            found.add(
                "sender "
                    + rs.getString("sender_id")
                    + " on "
                    + rs.getDate("day")
                    + ": "
                    + rs.getLong("n")
                    + " "
                    + rs.getString("type")
                    + " > "
                    + rs.getInt("cap")));
    query(
        """
        SELECT a.sender_id, a.id, a.reserved_at, l.invites_per_week,
               (SELECT count(*) FROM engine_actions b
                WHERE b.sender_id = a.sender_id AND b.type = 'INVITE' AND b.status <> 'CANCELLED'
                  AND b.reserved_at > a.reserved_at - interval '7 days' AND b.reserved_at <= a.reserved_at) AS n
        FROM engine_actions a JOIN linked_accounts l ON l.id = a.sender_id
        WHERE a.type = 'INVITE' AND a.status <> 'CANCELLED'""",
        rs -> {
          if (rs.getLong("n") > rs.getInt("invites_per_week")) {
            found.add(
                "sender "
                    + rs.getString("sender_id")
                    + ": "
                    + rs.getLong("n")
                    + " invites in the 7 days up to "
                    + rs.getTimestamp("reserved_at")
                    + " > "
                    + rs.getInt("invites_per_week"));
          }
        });
    return found;
  }

  /** Pairs (sender, kind) whose count today, in the sender's zone, reached its daily limit. */
  long sendersAtCap(String type) {
    String cap =
        switch (type) {
          case "INVITE" -> "l.invites_per_day";
          case "MESSAGE" -> "l.messages_per_day";
          default -> throw new IllegalArgumentException(type);
        };
    long[] n = {0};
    query(
        "SELECT count(*) AS n FROM (SELECT a.sender_id FROM engine_actions a JOIN linked_accounts l ON l.id = a.sender_id"
            + " WHERE a.status <> 'CANCELLED' AND a.type = '"
            + type
            + "'"
            + " GROUP BY a.sender_id, (a.reserved_at AT TIME ZONE l.time_zone)::date, "
            + cap
            + " HAVING count(*) = "
            + cap
            + ") s",
        rs -> n[0] = rs.getLong("n"));
    return n[0];
  }

  /**
   * (2) Steps carried out twice: two live actions (not FAILED or CANCELLED) of one (membership,
   * step, type), which the unique index should make impossible, and, stricter, two actions of any
   * types that went or may have gone out (SENT, UNKNOWN) for one (membership, step), an invite's
   * withdrawal aside (it is of the invite's step: D-35, D-50).
   */
  List<String> duplicateSends() {
    List<String> found = new ArrayList<>();
    query(
        """
        SELECT membership_id, step, type, count(*) AS n FROM engine_actions
        WHERE status NOT IN ('FAILED', 'CANCELLED') GROUP BY membership_id, step, type HAVING count(*) > 1""",
        rs ->
            found.add(
                "membership "
                    + rs.getString("membership_id")
                    + " step "
                    + rs.getInt("step")
                    + " "
                    + rs.getString("type")
                    + ": "
                    + rs.getLong("n")
                    + " live actions"));
    query(
        """
        SELECT membership_id, step, string_agg(type || ' ' || status || ' ' || id, ', ' ORDER BY seq) AS rows
        FROM engine_actions WHERE status IN ('SENT', 'UNKNOWN') AND type <> 'WITHDRAW'
        GROUP BY membership_id, step HAVING count(*) > 1""",
        rs ->
            found.add(
                "membership "
                    + rs.getString("membership_id")
                    + " step "
                    + rs.getInt("step")
                    + " sent more than once: "
                    + rs.getString("rows")));
    return found;
  }

  /**
   * (3) Actions started (database {@code clock_timestamp()} at reservation or attempt), and steps
   * skipped (at the skip), after a stop of their membership had committed. The stop's commit is
   * bounded by {@code committedBy}, a database timestamp read after {@code POST /events} had
   * answered 201, so every action found is certainly a violation; the ones started between the
   * request and that moment are in doubt and only counted.
   */
  List<String> startedAfterStop(List<Stop> stops) {
    List<String> found = new ArrayList<>();
    for (Stop stop : stops) {
      query(
          "SELECT id, step, type, status, started_at FROM (SELECT id, step, type, status,"
              + " CASE status WHEN 'SKIPPED' THEN reserved_at ELSE started_at END AS started_at"
              + " FROM engine_actions WHERE membership_id = '"
              + stop.membershipId()
              + "') a WHERE started_at > '"
              + stop.committedBy().toInstant()
              + "'::timestamptz",
          rs ->
              found.add(
                  "membership "
                      + stop.membershipId()
                      + ": "
                      + rs.getString("type")
                      + " step "
                      + rs.getInt("step")
                      + " "
                      + rs.getString("status")
                      + " "
                      + rs.getString("id")
                      + " started "
                      + rs.getTimestamp("started_at").toInstant()
                      + ", stop committed by "
                      + stop.committedBy().toInstant()));
    }
    return found;
  }

  /**
   * Actions started while their membership's stop was being posted: before or after it, unknowable.
   */
  long startedDuringStop(List<Stop> stops) {
    long[] n = {0};
    for (Stop stop : stops) {
      query(
          "SELECT count(*) AS n FROM engine_actions WHERE membership_id = '"
              + stop.membershipId()
              + "' AND started_at > '"
              + stop.before().toInstant()
              + "'::timestamptz AND started_at <= '"
              + stop.committedBy().toInstant()
              + "'::timestamptz",
          rs -> n[0] += rs.getLong("n"));
    }
    return n[0];
  }

  /** The database's own clock, now. */
  Timestamp databaseNow() {
    Timestamp[] now = new Timestamp[1];
    query("SELECT clock_timestamp() AS t", rs -> now[0] = rs.getTimestamp("t"));
    return now[0];
  }

  /**
   * Open memberships leased by a worker of {@code session} (its workers are named session-suffix).
   */
  List<UUID> leasedBy(String session) {
    List<UUID> held = new ArrayList<>();
    query(
        "SELECT id FROM memberships WHERE status IN ('PENDING', 'IN_PROGRESS') AND leased_by LIKE '"
            + session
            + "-%'",
        rs -> held.add(rs.getObject("id", UUID.class)));
    return held;
  }

  /** The workers leasing open memberships now. */
  List<String> leaseHolders() {
    List<String> holders = new ArrayList<>();
    query(
        "SELECT DISTINCT leased_by FROM memberships WHERE leased_by IS NOT NULL"
            + " AND status IN ('PENDING', 'IN_PROGRESS')",
        rs -> holders.add(rs.getString(1)));
    return holders;
  }

  /** Of {@code held}, those still open and leased by a worker of {@code session}. */
  long stillLeased(String session, List<UUID> held) {
    if (held.isEmpty()) {
      return 0;
    }
    try (Connection c = database.connect();
        PreparedStatement s =
            c.prepareStatement(
                "SELECT count(*) FROM memberships WHERE id = ANY (?)"
                    + " AND status IN ('PENDING', 'IN_PROGRESS') AND leased_by LIKE ?")) {
      s.setArray(1, c.createArrayOf("uuid", held.toArray()));
      s.setString(2, session + "-%");
      try (ResultSet rs = s.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Idle: no action under way (RESERVED, SENDING), no open membership leased or due. What is left
   * waits for tomorrow's limits, an acceptance or an invite's expiry.
   */
  /** The actions still RESERVED or SENDING, each with its membership's row, to say why. */
  List<String> inFlight() {
    List<String> found = new ArrayList<>();
    query(
        """
        SELECT a.type, a.status, a.step, a.attempts, a.reserved_at, a.started_at, m.status AS m_status,
               m.status_reason, m.leased_by, m.next_action_at, m.current_step
        FROM engine_actions a JOIN memberships m ON m.id = a.membership_id
        WHERE a.status IN ('RESERVED', 'SENDING') ORDER BY a.seq LIMIT 20""",
        rs ->
            found.add(
                rs.getString("type")
                    + " "
                    + rs.getString("status")
                    + " step "
                    + rs.getInt("step")
                    + " attempts "
                    + rs.getInt("attempts")
                    + " reserved "
                    + rs.getTimestamp("reserved_at")
                    + " started "
                    + rs.getTimestamp("started_at")
                    + " of a membership "
                    + rs.getString("m_status")
                    + "/"
                    + rs.getString("status_reason")
                    + " at step "
                    + rs.getInt("current_step")
                    + ", leased by "
                    + rs.getString("leased_by")
                    + ", next "
                    + rs.getTimestamp("next_action_at")));
    return found;
  }

  boolean idle() {
    long[] n = {0};
    query(
        """
        SELECT (SELECT count(*) FROM engine_actions WHERE status IN ('RESERVED', 'SENDING'))
             + (SELECT count(*) FROM memberships WHERE status IN ('PENDING', 'IN_PROGRESS')
                AND (leased_by IS NOT NULL OR next_action_at <= now())) AS n""",
        rs -> n[0] = rs.getLong("n"));
    return n[0] == 0;
  }

  /**
   * Something that changes whenever the engine does anything: ledger rows and membership updates.
   */
  long progress() {
    long[] n = {0};
    query(
        """
        SELECT (SELECT coalesce(max(seq), 0) + count(*) FILTER (WHERE status IN ('SENT', 'UNKNOWN'))
                FROM engine_actions)
             + (SELECT coalesce(sum(extract(epoch FROM next_action_at))::bigint, 0) + count(leased_by)
                FROM memberships WHERE status IN ('PENDING', 'IN_PROGRESS')) AS n""",
        rs -> n[0] = rs.getLong("n"));
    return n[0];
  }

  /** Invited memberships not yet accepted: open, an invite SENT, no acceptance. */
  List<String[]> invitedNotAccepted(int limit) {
    if (limit == 0) {
      return List.of();
    }
    return targets(
        """
        SELECT m.id, m.campaign_id, l.profile_link FROM memberships m JOIN leads l ON l.id = m.lead_id
        WHERE m.status = 'IN_PROGRESS' AND m.accepted_at IS NULL AND EXISTS (SELECT 1 FROM engine_actions a
          WHERE a.membership_id = m.id AND a.type = 'INVITE' AND a.status = 'SENT')
        ORDER BY random() LIMIT"""
            + " "
            + limit);
  }

  /**
   * Open memberships at random, those the engine has begun (invited or accepted) first when {@code
   * begun}.
   */
  List<String[]> openMemberships(boolean begun, int limit) {
    return targets(
        "SELECT m.id, m.campaign_id, l.profile_link FROM memberships m JOIN leads l ON l.id = m.lead_id"
            + " WHERE m.status "
            + (begun ? "= 'IN_PROGRESS'" : "IN ('PENDING', 'IN_PROGRESS')")
            + " ORDER BY random() LIMIT "
            + limit);
  }

  private List<String[]> targets(String sql) {
    List<String[]> rows = new ArrayList<>();
    query(sql, rs -> rows.add(new String[] {rs.getString(1), rs.getString(2), rs.getString(3)}));
    return rows;
  }

  private interface Row {
    void read(ResultSet rs) throws SQLException;
  }

  private void query(String sql, Row row) {
    try (Connection c = database.connect();
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      while (rs.next()) {
        row.read(rs);
      }
    } catch (SQLException e) {
      throw new IllegalStateException("audit query failed: " + sql, e);
    }
  }
}
