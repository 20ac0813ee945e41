package com.outreach.adapter.out.persistence.webhook;

import com.outreach.adapter.out.persistence.SqlParameters;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Plain JDBC with positional arguments, for the outbox's few hand-written statements. */
final class Statements {
  /** Maps the current row of a result set. */
  interface RowMapper<T> {
    T map(ResultSet row) throws SQLException;
  }

  private Statements() {}

  static int update(Connection c, String sql, Object... args) {
    try (PreparedStatement s = prepare(c, sql, args)) {
      return s.executeUpdate();
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  static <T> List<T> query(Connection c, String sql, RowMapper<T> mapper, Object... args) {
    try (PreparedStatement s = prepare(c, sql, args);
        ResultSet r = s.executeQuery()) {
      List<T> out = new ArrayList<>();
      while (r.next()) {
        out.add(mapper.map(r));
      }
      return out;
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static PreparedStatement prepare(Connection c, String sql, Object... args)
      throws SQLException {
    return SqlParameters.bind(c.prepareStatement(sql), args);
  }
}
