package com.outreach.adapter.out.persistence.webhook;

import java.sql.Array;
import java.sql.Connection;
import java.sql.SQLException;

/** SQL arrays for the outbox's {@code unnest} and {@code ANY} parameters. */
final class SqlArrays {
  private SqlArrays() {}

  static Array array(Connection c, String type, Object[] elements) {
    try {
      return c.createArrayOf(type, elements);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
