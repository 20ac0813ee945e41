package com.outreach.adapter.out.persistence.stats;

import com.outreach.adapter.out.persistence.SqlParameters;
import com.outreach.adapter.out.persistence.event.StatsKinds;
import com.outreach.application.port.out.CampaignStatsRepository;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.stats.CampaignFigures;
import com.outreach.domain.stats.StatsRange;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.EnumMap;
import java.util.Map;
import java.util.UUID;

/**
 * Campaign statistics from the counters the event log keeps (D-29), never from the raw events:
 * daily counts per kind, membership days for the distinct figures of a range, activity rows for the
 * all-time ones and for {@code processed}. Read in one snapshot, so the figures agree with each
 * other.
 */
@Singleton
final class JdbcCampaignStatsRepository implements CampaignStatsRepository {
  // One statement, so one snapshot: the counters of an event committed meanwhile are in all parts
  // or none.
  private static final String FIGURES =
      """
      SELECT 'EVENTS', kind, sum(events), 0 FROM campaign_event_days
      WHERE campaign_id = ? AND day BETWEEN ? AND ? GROUP BY kind
      UNION ALL
      SELECT 'LEADS', status, sum(memberships), coalesce(sum(memberships) FILTER (WHERE processed), 0)
      FROM campaign_membership_counts
      WHERE campaign_id = ? AND status <> 'DELETED' GROUP BY status
      UNION ALL
      """;
  private static final String DISTINCT_ALL_TIME =
      """
      SELECT 'DISTINCT', '', count(*) FILTER (WHERE engaged), count(*) FILTER (WHERE replied)
      FROM membership_activity WHERE campaign_id = ?""";
  private static final String DISTINCT_IN_RANGE =
      """
      SELECT 'DISTINCT', '',
        (SELECT count(DISTINCT membership_id) FROM membership_event_days
         WHERE campaign_id = ? AND figure = 'ENGAGED' AND day BETWEEN ? AND ?),
        (SELECT count(DISTINCT membership_id) FROM membership_event_days
         WHERE campaign_id = ? AND figure = 'REPLIED' AND day BETWEEN ? AND ?)""";

  private final TransactionOperations<Connection> transactions;

  JdbcCampaignStatsRepository(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public CampaignFigures figures(CampaignId campaign, StatsRange range) {
    // No range: all time, as open bounds on the daily counters.
    LocalDate from = range == null ? LocalDate.of(1970, 1, 1) : range.from();
    LocalDate to = range == null ? LocalDate.of(9999, 12, 31) : range.to();
    UUID id = campaign.value();
    String sql = FIGURES + (range == null ? DISTINCT_ALL_TIME : DISTINCT_IN_RANGE);
    Object[] args =
        range == null
            ? new Object[] {id, from, to, id, id}
            : new Object[] {id, from, to, id, id, from, to, id, from, to};
    return transactions.executeRead(
        tx -> {
          Map<EventKind, Long> events = new EnumMap<>(EventKind.class);
          Map<EventKind, Long> bots = new EnumMap<>(EventKind.class);
          Map<MembershipStatus, Long> leads = new EnumMap<>(MembershipStatus.class);
          long processed = 0;
          long engagements = 0;
          long opportunities = 0;
          try (ResultSet r = query(tx.getConnection(), sql, args)) {
            while (r.next()) {
              switch (r.getString(1)) {
                case "EVENTS" -> {
                  String kind = r.getString(2);
                  if (kind.endsWith(StatsKinds.SUSPECTED_BOT)) {
                    bots.put(
                        EventKind.valueOf(
                            kind.substring(0, kind.length() - StatsKinds.SUSPECTED_BOT.length())),
                        r.getLong(3));
                  } else {
                    events.put(EventKind.valueOf(kind), r.getLong(3));
                  }
                }
                case "LEADS" -> {
                  leads.put(MembershipStatus.valueOf(r.getString(2)), r.getLong(3));
                  processed += r.getLong(4);
                }
                default -> {
                  engagements = r.getLong(3);
                  opportunities = r.getLong(4);
                }
              }
            }
          }
          return new CampaignFigures(events, leads, processed, engagements, opportunities, bots);
        });
  }

  private static ResultSet query(Connection c, String sql, Object... args) throws SQLException {
    PreparedStatement s = c.prepareStatement(sql);
    SqlParameters.bind(s, args);
    s.closeOnCompletion();
    return s.executeQuery();
  }
}
