package com.outreach.adapter.out.persistence.event;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * Keeps the statistics counters of appended events, in the events' transaction (D-29): the daily
 * count of each kind, the memberships' engaged / replied days, and their activity rows. A batch of
 * events is one statement per table whatever its size, aggregated in SQL so each counter row is
 * bumped once, in key order (two batches lock shared rows in the same order). The daily counts are
 * bumped on the transaction's counter slot (V034, {@code counter_slot()}): no other transaction
 * writes that slot's rows while this one holds it, so concurrent writers into one campaign never
 * wait for each other on a counter, and no count is lost (upserts only).
 */
final class StatsCounters {
  /** The kinds that make a membership an engagement (D-29). */
  static final Set<EventKind> ENGAGING =
      EnumSet.of(
          EventKind.ACCEPTS_REQUEST, EventKind.REPLY_DETECTED, EventKind.OPENED, EventKind.CLICKED);

  private static final String DAY_COUNTS =
      """
      INSERT INTO campaign_event_days (campaign_id, day, kind, shard, events)
      SELECT campaign_id, day, kind, (SELECT counter_slot()), count(*)
      FROM unnest(CAST(? AS uuid[]), CAST(? AS date[]), CAST(? AS text[])) AS e(campaign_id, day, kind)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (campaign_id, day, kind, shard) DO UPDATE SET events = campaign_event_days.events + EXCLUDED.events""";
  private static final String MEMBERSHIP_DAYS =
      """
      INSERT INTO membership_event_days (campaign_id, figure, day, membership_id)
      SELECT DISTINCT campaign_id, figure, day, membership_id
      FROM unnest(CAST(? AS uuid[]), CAST(? AS text[]), CAST(? AS date[]), CAST(? AS uuid[]))
        AS d(campaign_id, figure, day, membership_id)
      ORDER BY 1, 2, 3, 4
      ON CONFLICT DO NOTHING""";
  // A membership's activity row only ever gains (an earlier first event, engaged, replied), so a
  // row already stored that says as much as the batch is left alone: most events are not a
  // membership's first, and ON CONFLICT DO UPDATE locked and rewrote the row for each of them. The
  // stored row is never deleted, so what it says stays true until this transaction commits. The
  // check is a scalar subquery, which PostgreSQL runs as one primary-key probe per membership
  // whatever its statistics say; written as NOT EXISTS (which the planner may turn into any kind of
  // anti join) it measured twice the time of the rewrite it replaced in bench/events.sh
  // (docs/performance.md "Event recording").
  private static final String ACTIVITY =
      """
      INSERT INTO membership_activity (membership_id, campaign_id, first_event_at, engaged, replied)
      SELECT n.membership_id, n.campaign_id, n.first_event_at, n.engaged, n.replied
      FROM (SELECT membership_id, campaign_id, min(first_event_at) AS first_event_at, bool_or(engaged) AS engaged,
                   bool_or(replied) AS replied
            FROM unnest(CAST(? AS uuid[]), CAST(? AS uuid[]), CAST(? AS timestamptz[]), CAST(? AS boolean[]),
              CAST(? AS boolean[])) AS a(membership_id, campaign_id, first_event_at, engaged, replied)
            GROUP BY 1, 2) n
      WHERE (SELECT s.first_event_at <= n.first_event_at AND (s.engaged OR NOT n.engaged) AND (s.replied OR NOT n.replied)
             FROM membership_activity s WHERE s.membership_id = n.membership_id) IS NOT TRUE
      ORDER BY 1
      ON CONFLICT (membership_id) DO UPDATE SET
        first_event_at = LEAST(membership_activity.first_event_at, EXCLUDED.first_event_at),
        engaged = membership_activity.engaged OR EXCLUDED.engaged,
        replied = membership_activity.replied OR EXCLUDED.replied""";

  private StatsCounters() {}

  static void count(Connection connection, List<OutreachEvent> events) throws SQLException {
    Columns days = new Columns(3);
    Columns membershipDays = new Columns(4);
    Columns activity = new Columns(5);
    for (OutreachEvent event : events) {
      String day = Times.utcDay(event.occurredAt()).toString();
      UUID campaign = event.campaign().value();
      boolean engaged = ENGAGING.contains(event.kind());
      boolean replied = event.kind() == EventKind.REPLY_DETECTED;
      days.add(campaign, day, event.kind().name());
      if (StatsKinds.suspectedBot(event)) {
        days.add(campaign, day, event.kind().name() + StatsKinds.SUSPECTED_BOT);
      }
      if (engaged) {
        membershipDays.add(campaign, "ENGAGED", day, event.membershipId());
      }
      if (replied) {
        membershipDays.add(campaign, "REPLIED", day, event.membershipId());
      }
      activity.add(event.membershipId(), campaign, event.occurredAt().toString(), engaged, replied);
    }
    days.insert(connection, DAY_COUNTS, "uuid", "date", "text");
    membershipDays.insert(connection, MEMBERSHIP_DAYS, "uuid", "text", "date", "uuid");
    activity.insert(connection, ACTIVITY, "uuid", "uuid", "timestamptz", "boolean", "boolean");
  }

  /** The columns of one statement's {@code unnest}, filled row by row. */
  private static final class Columns {
    private final List<List<Object>> columns = new ArrayList<>();

    Columns(int width) {
      for (int i = 0; i < width; i++) {
        columns.add(new ArrayList<>());
      }
    }

    void add(Object... row) {
      for (int i = 0; i < row.length; i++) {
        columns.get(i).add(row[i]);
      }
    }

    void insert(Connection connection, String sql, String... types) throws SQLException {
      if (columns.get(0).isEmpty()) {
        return;
      }
      try (PreparedStatement s = connection.prepareStatement(sql)) {
        for (int i = 0; i < types.length; i++) {
          // Dates and times travel as their ISO text: the driver's arrays take strings for any
          // type.
          String wire =
              types[i].equals("date") || types[i].equals("timestamptz") ? "text" : types[i];
          s.setArray(i + 1, connection.createArrayOf(wire, columns.get(i).toArray()));
        }
        s.executeUpdate();
      }
    }
  }
}
