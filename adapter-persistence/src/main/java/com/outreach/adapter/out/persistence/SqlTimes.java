package com.outreach.adapter.out.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** Instants to and from PostgreSQL {@code timestamptz}, null staying null. */
public final class SqlTimes {
  private SqlTimes() {}

  public static OffsetDateTime utc(Instant at) {
    return at == null ? null : OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
  }

  public static Instant instant(ResultSet r, String column) throws SQLException {
    OffsetDateTime value = r.getObject(column, OffsetDateTime.class);
    return value == null ? null : value.toInstant();
  }

  public static Instant instant(ResultSet r, int column) throws SQLException {
    OffsetDateTime value = r.getObject(column, OffsetDateTime.class);
    return value == null ? null : value.toInstant();
  }
}
