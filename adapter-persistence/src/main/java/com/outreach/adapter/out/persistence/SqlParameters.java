package com.outreach.adapter.out.persistence;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** Positional parameters of a hand-written statement, bound in order from the first. */
public final class SqlParameters {
  private SqlParameters() {}

  /** Binds {@code values} to parameters 1, 2, ...; a value may be null. */
  public static PreparedStatement bind(PreparedStatement s, Object... values) throws SQLException {
    for (int i = 0; i < values.length; i++) {
      s.setObject(i + 1, values[i]);
    }
    return s;
  }

  /** As {@link #bind(PreparedStatement, Object...)}, for values gathered while building the SQL. */
  public static PreparedStatement bind(PreparedStatement s, List<?> values) throws SQLException {
    return bind(s, values.toArray());
  }
}
