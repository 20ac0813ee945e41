package com.outreach.bootstrap.support;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.stats.CampaignFigures;
import java.time.LocalDate;
import java.util.EnumMap;
import java.util.Map;
import java.util.UUID;

/**
 * D-29's figures counted again from the raw {@code events} rows and the memberships, with no
 * counter table involved: the reference the stored statistics must always equal.
 */
public final class EventRecount {
  private static final String DAY = "(occurred_at AT TIME ZONE 'UTC')::date BETWEEN ? AND ?";
  private final EventSeed sql;

  public EventRecount(EventSeed sql) {
    this.sql = sql;
  }

  public CampaignFigures figures(String campaign, LocalDate from, LocalDate to) {
    UUID id = UUID.fromString(campaign);
    Map<EventKind, Long> events = new EnumMap<>(EventKind.class);
    sql.rows(
            "SELECT kind, count(*) AS n FROM events WHERE campaign_id = ? AND "
                + DAY
                + " GROUP BY kind",
            id,
            from,
            to)
        .forEach(r -> events.put(EventKind.valueOf((String) r.get("kind")), (Long) r.get("n")));
    Map<MembershipStatus, Long> leads = new EnumMap<>(MembershipStatus.class);
    sql.rows(
            "SELECT status, count(*) AS n FROM memberships WHERE campaign_id = ? AND status <> 'DELETED' GROUP BY status",
            id)
        .forEach(
            r -> leads.put(MembershipStatus.valueOf((String) r.get("status")), (Long) r.get("n")));
    long processed =
        sql.count(
            """
        SELECT count(DISTINCT e.membership_id) FROM events e JOIN memberships m ON m.id = e.membership_id
        WHERE e.campaign_id = ? AND m.status <> 'DELETED'""",
            id);
    long engagements =
        sql.count(
            "SELECT count(DISTINCT membership_id) FROM events WHERE campaign_id = ? AND "
                + DAY
                + " AND kind IN ('ACCEPTS_REQUEST', 'REPLY_DETECTED', 'OPENED', 'CLICKED')",
            id,
            from,
            to);
    long opportunities =
        sql.count(
            "SELECT count(DISTINCT membership_id) FROM events WHERE campaign_id = ? AND "
                + DAY
                + " AND kind = 'REPLY_DETECTED'",
            id,
            from,
            to);
    return new CampaignFigures(events, leads, processed, engagements, opportunities);
  }
}
