package com.outreach.bootstrap.support;

import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * Plain SQL beside the service, on a connection of the test's own (Micronaut hands out a
 * transaction-aware DataSource): for seeding rows and reading back what was really stored.
 */
public final class TestSql {
  private final DataSource dataSource;

  public TestSql(DataSource dataSource) {
    this.dataSource = DelegatingDataSource.unwrapDataSource(dataSource);
  }

  /**
   * The test database is shared by every test class of the run: an engine test first parks the
   * leads earlier classes left due, so its own are not queued behind them (the engine takes the
   * oldest due first). Leads still leased are parked too: a lease an earlier class's engine left
   * would fall due while this test runs, and its lead (a mailbox of a mail server long stopped)
   * would take this test's engine threads first. A live holder keeps its lease and writes its
   * outcome as usual.
   */
  public void parkLeftoverLeads() {
    update("UPDATE memberships SET next_action_at = NULL WHERE next_action_at IS NOT NULL");
  }

  /** A conversation's membership as the engine sees it, for a test's failure message. */
  public List<Map<String, Object>> membershipOf(String conversationId) {
    return rows(
        """
        SELECT status, status_reason, current_step, next_action_at, leased_by, sender_id, now() AS db_now
        FROM memberships WHERE conversation_id = ?::uuid""",
        conversationId);
  }

  public void update(String sql, Object... args) {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = statement(c, sql, args)) {
      s.executeUpdate();
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  public List<Map<String, Object>> rows(String sql, Object... args) {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = statement(c, sql, args);
        ResultSet r = s.executeQuery()) {
      List<Map<String, Object>> rows = new ArrayList<>();
      while (r.next()) {
        Map<String, Object> row = new LinkedHashMap<>();
        for (int col = 1; col <= r.getMetaData().getColumnCount(); col++) {
          row.put(r.getMetaData().getColumnName(col), r.getObject(col));
        }
        rows.add(row);
      }
      return rows;
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static PreparedStatement statement(Connection c, String sql, Object... args)
      throws SQLException {
    PreparedStatement s = c.prepareStatement(sql);
    for (int i = 0; i < args.length; i++) {
      s.setObject(i + 1, args[i]);
    }
    return s;
  }
}
