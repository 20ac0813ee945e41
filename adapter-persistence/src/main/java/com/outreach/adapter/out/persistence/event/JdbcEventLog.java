package com.outreach.adapter.out.persistence.event;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.AppendedEvent;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.EventTarget;
import com.outreach.application.port.out.LeadInCampaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;

/**
 * Events in PostgreSQL (D-33): the append-only {@code events} row, the membership's move and every
 * statistics counter ({@link StatsCounters}) in the caller's transaction. Every lookup names the
 * owner, so another user's campaign or lead matches nothing (D-31). A batch (the group commit's)
 * costs a fixed number of statements whatever its size: one lock query, one insert, one move batch,
 * and the counters' few statements.
 */
@Singleton
final class JdbcEventLog implements EventLog {
  // Locked in membership id order, whatever order the batch names them in, so two batches wait for
  // each other instead of deadlocking (the lock is taken above the sort). Each named lead is found
  // on its own, through the leads' (user, link) key and the live memberships' (campaign, lead) key
  // (the LATERAL subquery with its LIMIT, which changes nothing as both keys are unique, keeps the
  // planner from turning it into a join): a plain join let the planner hash the batch and read
  // every lead of the table instead (2,000 leads: 42 us of PostgreSQL time per event,
  // docs/performance.md "Event recording"). The membership is then locked through its primary key,
  // where a concurrent change is re-checked. The membership is found by its lead and campaign only:
  // the lead is the caller's (l.user_id), and a membership only ever joins a campaign and a lead of
  // one user, so it is the caller's. A condition on m.user_id would offer the planner
  // memberships_user_idx, and before autovacuum has analysed a fresh import it takes it: every
  // membership of the user scanned per event (20,000 memberships: 217 ms per batch of 12 instead of
  // 0.18 ms; docs/performance.md, "Event recording").
  private static final String LOCK_LIVE_ALL =
      """
      SELECT k.ord, m.id, m.lead_id, m.status, m.current_step
      FROM unnest(CAST(? AS uuid[]), CAST(? AS uuid[]), CAST(? AS text[])) WITH ORDINALITY AS k(campaign_id, user_id, link, ord)
      CROSS JOIN LATERAL (
        SELECT lm.id, lm.lead_id FROM leads l
        JOIN memberships lm ON lm.lead_id = l.id AND lm.campaign_id = k.campaign_id AND lm.status <> 'DELETED'
        WHERE l.user_id = k.user_id AND l.profile_link = k.link
        LIMIT 1) found
      JOIN memberships m ON m.id = found.id AND m.lead_id = found.lead_id AND m.campaign_id = k.campaign_id
      WHERE m.status <> 'DELETED'
      ORDER BY m.id
      FOR UPDATE OF m""";
  // One statement for the whole batch: a JDBC batch of single-row inserts costs the
  // server
  // an execution per event; the arrays cost it one. Times travel as ISO text, as in StatsCounters.
  // The events take their seq in the batch's order (a lead's events are read back in that order).
  private static final String INSERT_ALL =
      """
      INSERT INTO events (id, kind, user_id, campaign_id, membership_id, lead_id, occurred_at, recorded_at, data)
      SELECT id, kind, user_id, campaign_id, membership_id, lead_id, occurred_at, recorded_at, CAST(data AS jsonb)
      FROM unnest(CAST(? AS uuid[]), CAST(? AS text[]), CAST(? AS uuid[]), CAST(? AS uuid[]), CAST(? AS uuid[]),
        CAST(? AS uuid[]), CAST(? AS timestamptz[]), CAST(? AS timestamptz[]), CAST(? AS text[]))
        WITH ORDINALITY AS e(id, kind, user_id, campaign_id, membership_id, lead_id, occurred_at, recorded_at, data, n)
      ORDER BY n""";
  private static final String MOVE =
      """
      UPDATE memberships SET status = ?, current_step = ?, updated_at = ? WHERE id = ?""";

  private final TransactionOperations<Connection> transactions;

  JdbcEventLog(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public Optional<EventTarget> lockLiveMembership(
      UserId owner, CampaignId campaign, String canonicalProfileLink) {
    LeadInCampaign lead = new LeadInCampaign(owner, campaign, canonicalProfileLink);
    return Optional.ofNullable(lockLiveMemberships(List.of(lead)).get(lead));
  }

  @Override
  public Map<LeadInCampaign, EventTarget> lockLiveMemberships(List<LeadInCampaign> leads) {
    List<LeadInCampaign> distinct = leads.stream().distinct().toList();
    if (distinct.isEmpty()) {
      return Map.of();
    }
    return transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement s = c.prepareStatement(LOCK_LIVE_ALL)) {
            s.setArray(
                1,
                c.createArrayOf(
                    "uuid", distinct.stream().map(l -> l.campaign().value()).toArray()));
            s.setArray(
                2,
                c.createArrayOf("uuid", distinct.stream().map(l -> l.owner().value()).toArray()));
            s.setArray(
                3,
                c.createArrayOf(
                    "text", distinct.stream().map(LeadInCampaign::canonicalProfileLink).toArray()));
            Map<LeadInCampaign, EventTarget> found = new LinkedHashMap<>();
            try (ResultSet r = s.executeQuery()) {
              while (r.next()) {
                found.put(
                    distinct.get((int) r.getLong(1) - 1),
                    new EventTarget(
                        r.getObject(2, UUID.class),
                        r.getObject(3, UUID.class),
                        new MembershipState(
                            MembershipStatus.valueOf(r.getString(4)), r.getInt(5))));
              }
            }
            return found;
          }
        });
  }

  @Override
  public void append(OutreachEvent event, MembershipState before, MembershipState after) {
    appendAll(List.of(new AppendedEvent(event, before, after)));
  }

  @Override
  public void appendAll(List<AppendedEvent> appended) {
    if (appended.isEmpty()) {
      return;
    }
    transactions.executeWrite(
        tx -> {
          Connection connection = tx.getConnection();
          insert(connection, appended);
          move(connection, appended);
          List<OutreachEvent> events = appended.stream().map(AppendedEvent::event).toList();
          StatsCounters.count(connection, events);
          StepCounters.count(connection, events);
          return null;
        });
  }

  private static void insert(Connection connection, List<AppendedEvent> appended)
      throws SQLException {
    List<OutreachEvent> events = appended.stream().map(AppendedEvent::event).toList();
    try (PreparedStatement s = connection.prepareStatement(INSERT_ALL)) {
      s.setArray(
          1, connection.createArrayOf("uuid", events.stream().map(OutreachEvent::id).toArray()));
      s.setArray(
          2, connection.createArrayOf("text", events.stream().map(e -> e.kind().name()).toArray()));
      s.setArray(
          3,
          connection.createArrayOf("uuid", events.stream().map(e -> e.user().value()).toArray()));
      s.setArray(
          4,
          connection.createArrayOf(
              "uuid", events.stream().map(e -> e.campaign().value()).toArray()));
      s.setArray(
          5,
          connection.createArrayOf(
              "uuid", events.stream().map(OutreachEvent::membershipId).toArray()));
      s.setArray(
          6,
          connection.createArrayOf("uuid", events.stream().map(OutreachEvent::leadId).toArray()));
      s.setArray(
          7,
          connection.createArrayOf(
              "text", events.stream().map(e -> e.occurredAt().toString()).toArray()));
      s.setArray(
          8,
          connection.createArrayOf(
              "text", events.stream().map(e -> e.recordedAt().toString()).toArray()));
      s.setArray(
          9, connection.createArrayOf("text", events.stream().map(OutreachEvent::data).toArray()));
      s.executeUpdate();
    }
  }

  /**
   * Each membership's state goes from the first event's {@code before} to the last one's {@code
   * after} in one update (the status triggers then count the net move), in membership id order like
   * the locks.
   */
  private static void move(Connection connection, List<AppendedEvent> appended)
      throws SQLException {
    Map<UUID, MembershipState> first = new HashMap<>();
    Map<UUID, AppendedEvent> last = new TreeMap<>();
    for (AppendedEvent a : appended) {
      first.putIfAbsent(a.event().membershipId(), a.before());
      last.put(a.event().membershipId(), a);
    }
    try (PreparedStatement s = connection.prepareStatement(MOVE)) {
      int moves = 0;
      for (AppendedEvent a : last.values()) {
        if (a.after().equals(first.get(a.event().membershipId()))) {
          continue;
        }
        s.setString(1, a.after().status().name());
        s.setInt(2, a.after().currentStep());
        s.setObject(3, SqlTimes.utc(a.event().recordedAt()));
        s.setObject(4, a.event().membershipId());
        s.addBatch();
        moves++;
      }
      if (moves > 0) {
        s.executeBatch();
      }
    }
  }
}
