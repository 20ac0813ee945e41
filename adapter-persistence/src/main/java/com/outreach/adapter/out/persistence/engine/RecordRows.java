package com.outreach.adapter.out.persistence.engine;

import com.outreach.application.port.out.engine.MembershipPlan;
import com.outreach.application.port.out.engine.SentMessage;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.EngineAction;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

/**
 * The record of a pass (docs/engine.md, step 4) in one statement per kind of write, whatever the
 * number of actions: their settling, their conversation messages, their memberships' releases. Each
 * statement takes its rows as one array per column ({@code unnest}); instants travel as ISO text.
 */
final class RecordRows {
  private RecordRows() {}

  /** The ids of the actions set (those still {@code expected}). */
  static Set<UUID> transitionAll(Connection c, ActionStatus expected, List<EngineAction> updated)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.TRANSITION_ACTIONS)) {
      s.setArray(1, c.createArrayOf("uuid", column(updated, EngineAction::id)));
      s.setArray(2, c.createArrayOf("text", column(updated, a -> a.status().name())));
      s.setArray(3, c.createArrayOf("integer", column(updated, EngineAction::attempts)));
      s.setArray(4, c.createArrayOf("text", column(updated, a -> text(a.sentAt()))));
      s.setArray(5, c.createArrayOf("text", column(updated, EngineAction::error)));
      s.setArray(6, c.createArrayOf("text", column(updated, EngineAction::reference)));
      s.setString(7, expected.name());
      return ids(s);
    }
  }

  static void addSentMessages(Connection c, List<SentMessage> messages) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.INSERT_SENT_MESSAGES)) {
      s.setArray(1, c.createArrayOf("uuid", column(messages, m -> UUID.randomUUID())));
      s.setArray(2, c.createArrayOf("uuid", column(messages, SentMessage::conversationId)));
      s.setArray(3, c.createArrayOf("text", column(messages, SentMessage::content)));
      s.setArray(4, c.createArrayOf("text", column(messages, m -> text(m.at()))));
      s.executeUpdate();
    }
  }

  /** The ids of the memberships released (those still leased to {@code worker}). */
  static Set<UUID> releaseAll(Connection c, Map<UUID, MembershipPlan> plans, String worker)
      throws SQLException {
    List<Map.Entry<UUID, MembershipPlan>> rows = List.copyOf(plans.entrySet());
    try (PreparedStatement s = c.prepareStatement(EngineSql.RELEASE_ALL)) {
      s.setArray(1, c.createArrayOf("uuid", column(rows, Map.Entry::getKey)));
      s.setArray(
          2, c.createArrayOf("text", column(rows, r -> r.getValue().state().status().name())));
      s.setArray(
          3, c.createArrayOf("integer", column(rows, r -> r.getValue().state().currentStep())));
      s.setArray(4, c.createArrayOf("text", column(rows, r -> r.getValue().statusReason())));
      s.setArray(5, c.createArrayOf("text", column(rows, r -> text(r.getValue().nextActionAt()))));
      s.setArray(6, c.createArrayOf("uuid", column(rows, r -> r.getValue().senderId())));
      s.setArray(7, c.createArrayOf("text", column(rows, r -> text(r.getValue().acceptedAt()))));
      s.setArray(8, c.createArrayOf("text", column(rows, r -> text(r.getValue().lastActionAt()))));
      s.setArray(9, c.createArrayOf("text", column(rows, r -> text(r.getValue().updatedAt()))));
      s.setString(10, worker);
      return ids(s);
    }
  }

  /** One column of a statement's rows, for {@code unnest}. */
  static <T> Object[] column(List<T> rows, Function<T, Object> value) {
    return rows.stream().map(value).toArray();
  }

  /**
   * An instant as ISO text (null stays null), cast by the statement: exact whatever the JVM's zone.
   */
  static String text(Instant at) {
    return at == null ? null : at.toString();
  }

  private static Set<UUID> ids(PreparedStatement s) throws SQLException {
    Set<UUID> ids = new LinkedHashSet<>();
    try (ResultSet r = s.executeQuery()) {
      while (r.next()) {
        ids.add(r.getObject(1, UUID.class));
      }
    }
    return ids;
  }
}
