package com.outreach.adapter.out.persistence.event;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.Set;

/**
 * Keeps the statistics counters of one appended event, in the event's transaction (D-29): the daily
 * count of its kind, the membership's engaged / replied day, and its activity row. Upserts only, so
 * concurrent events of one campaign never lose a count (a daily row is locked while it is bumped).
 */
final class StatsCounters {
  /** The kinds that make a membership an engagement (D-29). */
  static final Set<EventKind> ENGAGING =
      EnumSet.of(EventKind.ACCEPTS_REQUEST, EventKind.REPLY_DETECTED, EventKind.OPENED, EventKind.CLICKED);

  private static final String DAY_COUNT = """
      INSERT INTO campaign_event_days (campaign_id, day, kind, events) VALUES (?, ?, ?, 1)
      ON CONFLICT (campaign_id, day, kind) DO UPDATE SET events = campaign_event_days.events + 1""";
  private static final String MEMBERSHIP_DAY = """
      INSERT INTO membership_event_days (campaign_id, figure, day, membership_id) VALUES (?, ?, ?, ?)
      ON CONFLICT DO NOTHING""";
  private static final String ACTIVITY = """
      INSERT INTO membership_activity (membership_id, campaign_id, first_event_at, engaged, replied)
      VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (membership_id) DO UPDATE SET
        first_event_at = LEAST(membership_activity.first_event_at, EXCLUDED.first_event_at),
        engaged = membership_activity.engaged OR EXCLUDED.engaged,
        replied = membership_activity.replied OR EXCLUDED.replied""";

  private StatsCounters() {}

  static void count(Connection connection, OutreachEvent event) throws SQLException {
    LocalDate day = Times.utcDay(event.occurredAt());
    boolean engaged = ENGAGING.contains(event.kind());
    boolean replied = event.kind() == EventKind.REPLY_DETECTED;
    dayCount(connection, event, day, event.kind().name());
    if (StatsKinds.suspectedBot(event)) {
      dayCount(connection, event, day, event.kind().name() + StatsKinds.SUSPECTED_BOT);
    }
    if (engaged) {
      membershipDay(connection, event, "ENGAGED", day);
    }
    if (replied) {
      membershipDay(connection, event, "REPLIED", day);
    }
    try (PreparedStatement s = connection.prepareStatement(ACTIVITY)) {
      s.setObject(1, event.membershipId());
      s.setObject(2, event.campaign().value());
      s.setObject(3, Times.utc(event.occurredAt()));
      s.setBoolean(4, engaged);
      s.setBoolean(5, replied);
      s.executeUpdate();
    }
  }

  private static void dayCount(Connection connection, OutreachEvent event, LocalDate day, String kind)
      throws SQLException {
    try (PreparedStatement s = connection.prepareStatement(DAY_COUNT)) {
      s.setObject(1, event.campaign().value());
      s.setObject(2, day);
      s.setString(3, kind);
      s.executeUpdate();
    }
  }

  private static void membershipDay(Connection connection, OutreachEvent event, String figure, LocalDate day)
      throws SQLException {
    try (PreparedStatement s = connection.prepareStatement(MEMBERSHIP_DAY)) {
      s.setObject(1, event.campaign().value());
      s.setString(2, figure);
      s.setObject(3, day);
      s.setObject(4, event.membershipId());
      s.executeUpdate();
    }
  }
}
