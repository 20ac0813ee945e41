package com.outreach.adapter.out.persistence;

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

/** Raw SQL for tests that check what is really stored, beside the adapter under test. */
public final class Sql {
  private final DataSource dataSource;

  /**
   * Micronaut hands out a transaction-aware DataSource; tests read committed data on a connection
   * of their own.
   */
  public Sql(DataSource dataSource) {
    this.dataSource = DelegatingDataSource.unwrapDataSource(dataSource);
  }

  public List<Map<String, Object>> rows(String sql, Object... args) {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        s.setObject(i + 1, args[i]);
      }
      try (ResultSet r = s.executeQuery()) {
        List<Map<String, Object>> rows = new ArrayList<>();
        while (r.next()) {
          Map<String, Object> row = new LinkedHashMap<>();
          for (int col = 1; col <= r.getMetaData().getColumnCount(); col++) {
            row.put(r.getMetaData().getColumnName(col), r.getObject(col));
          }
          rows.add(row);
        }
        return rows;
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Runs an INSERT, UPDATE or DELETE, committed at once. */
  public int update(String sql, Object... args) {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        s.setObject(i + 1, args[i]);
      }
      return s.executeUpdate();
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  public Object value(String sql, Object... args) {
    List<Map<String, Object>> rows = rows(sql, args);
    return rows.isEmpty() ? null : rows.get(0).values().iterator().next();
  }
}
