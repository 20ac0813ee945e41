package com.outreach.adapter.out.persistence.engine;

import static com.outreach.adapter.out.persistence.SqlTimes.instant;
import static com.outreach.adapter.out.persistence.SqlTimes.utc;
import static com.outreach.adapter.out.persistence.engine.RecordRows.column;
import static com.outreach.adapter.out.persistence.engine.RecordRows.text;

import com.outreach.application.port.out.engine.Reservation;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The engine's ledger ({@code engine_actions}): reserving an action, settling it, reading a
 * membership's.
 */
final class ActionRows {
  private ActionRows() {}

  static void reserve(Connection c, EngineAction action, SenderUse use) throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement(
            action.manual() ? EngineSql.INSERT_MANUAL_ACTION : EngineSql.INSERT_ACTION)) {
      bindNewAction(s, action);
      s.executeUpdate();
    }
    if (use != null) {
      try (PreparedStatement s = c.prepareStatement(EngineSql.COUNT_USE)) {
        bindUse(s, 1, use);
        s.executeUpdate();
      }
    }
  }

  /** One round trip: the ledger insert and the hold ride in the counting statement's CTEs. */
  static void reserveAndHold(Connection c, EngineAction action, SenderUse use, Instant leaseUntil)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.reserveAndHold(use != null))) {
      bindNewAction(s, action);
      s.setObject(10, action.senderId());
      s.setObject(11, utc(leaseUntil));
      s.setObject(12, action.membershipId());
      if (use != null) {
        bindUse(s, 13, use);
      }
      s.executeUpdate();
    }
  }

  /** The reservations of a chunk in one statement, one array per column (RecordRows' way). */
  static void reserveAllAndHold(Connection c, List<Reservation> reservations) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.RESERVE_ALL_AND_HOLD)) {
      s.setArray(1, c.createArrayOf("uuid", column(reservations, r -> r.action().id())));
      s.setArray(2, c.createArrayOf("uuid", column(reservations, r -> r.action().membershipId())));
      s.setArray(3, c.createArrayOf("uuid", column(reservations, r -> r.action().senderId())));
      s.setArray(4, c.createArrayOf("int4", column(reservations, r -> r.action().step())));
      s.setArray(5, c.createArrayOf("text", column(reservations, r -> r.action().type().name())));
      s.setArray(6, c.createArrayOf("text", column(reservations, r -> r.action().status().name())));
      s.setArray(7, c.createArrayOf("int4", column(reservations, r -> r.action().attempts())));
      // Times and days as ISO text, cast by the statement: exact whatever the JVM's zone.
      s.setArray(
          8, c.createArrayOf("text", column(reservations, r -> text(r.action().reservedAt()))));
      s.setArray(9, c.createArrayOf("text", column(reservations, r -> text(r.leaseUntil()))));
      s.setArray(10, c.createArrayOf("text", column(reservations, r -> r.use().day().toString())));
      s.setArray(11, c.createArrayOf("text", column(reservations, r -> r.use().kind().name())));
      s.setArray(
          12, c.createArrayOf("text", column(reservations, r -> text(r.use().nextFreeAt()))));
      s.setArray(13, c.createArrayOf("text", column(reservations, r -> text(r.use().at()))));
      s.setArray(14, c.createArrayOf("int4", column(reservations, r -> r.action().variant())));
      s.executeUpdate();
    }
  }

  private static void bindNewAction(PreparedStatement s, EngineAction action) throws SQLException {
    s.setObject(1, action.id());
    s.setObject(2, action.senderId());
    s.setInt(3, action.step());
    s.setString(4, action.type().name());
    s.setString(5, action.status().name());
    s.setInt(6, action.attempts());
    s.setObject(7, utc(action.reservedAt()));
    s.setInt(8, action.variant());
    s.setObject(9, action.membershipId());
  }

  private static void bindUse(PreparedStatement s, int first, SenderUse use) throws SQLException {
    int i = first;
    // COUNT_USE's counters, in its order.
    for (Step.Kind kind :
        List.of(
            Step.Kind.INVITE,
            Step.Kind.MESSAGE,
            Step.Kind.INMAIL,
            Step.Kind.EMAIL,
            Step.Kind.VISIT,
            Step.Kind.LIKE_POST)) {
      s.setObject(i++, use.day());
      s.setInt(i++, kind == use.kind() ? 1 : 0);
    }
    s.setObject(i++, use.day());
    s.setObject(i++, utc(use.nextFreeAt()));
    s.setObject(i++, utc(use.at()));
    s.setObject(i, use.senderId());
  }

  static void update(Connection c, EngineAction action) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.UPDATE_ACTION)) {
      bindAction(s, action);
      s.executeUpdate();
    }
  }

  static boolean transition(
      Connection c, UUID actionId, ActionStatus expected, EngineAction updated)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.TRANSITION_ACTION)) {
      bindAction(s, updated);
      s.setString(8, expected.name());
      return s.executeUpdate() == 1;
    }
  }

  private static void bindAction(PreparedStatement s, EngineAction a) throws SQLException {
    s.setString(1, a.status().name());
    s.setInt(2, a.attempts());
    s.setObject(3, utc(a.sentAt()));
    s.setString(4, a.error());
    s.setString(5, a.reference());
    s.setString(6, a.status().name());
    s.setObject(7, a.id());
  }

  static List<EngineAction> actionsOf(Connection c, UUID membershipId) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.ACTIONS_OF)) {
      s.setObject(1, membershipId);
      return actions(s);
    }
  }

  /** The ledgers of several memberships in one statement, each oldest first. */
  static Map<UUID, List<EngineAction>> actionsOfAll(Connection c, List<UUID> membershipIds)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.ACTIONS_OF_ALL)) {
      s.setArray(1, c.createArrayOf("uuid", membershipIds.toArray()));
      Map<UUID, List<EngineAction>> ledgers = new HashMap<>();
      for (EngineAction a : actions(s)) {
        ledgers.computeIfAbsent(a.membershipId(), id -> new ArrayList<>()).add(a);
      }
      return ledgers;
    }
  }

  private static List<EngineAction> actions(PreparedStatement s) throws SQLException {
    List<EngineAction> actions = new ArrayList<>();
    try (ResultSet r = s.executeQuery()) {
      while (r.next()) {
        actions.add(
            new EngineAction(
                r.getObject("id", UUID.class),
                r.getObject("membership_id", UUID.class),
                r.getObject("sender_id", UUID.class),
                r.getInt("step"),
                ActionType.valueOf(r.getString("type")),
                ActionStatus.valueOf(r.getString("status")),
                r.getInt("attempts"),
                instant(r, "reserved_at"),
                instant(r, "sent_at"),
                r.getString("error"),
                r.getString("provider_ref"),
                r.getBoolean("manual"),
                r.getInt("variant")));
      }
    }
    return actions;
  }
}
