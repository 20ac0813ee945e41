package com.outreach.adapter.out.persistence;

import java.sql.SQLException;

/** Turns PostgreSQL's unique-violation (SQLSTATE 23505) into the domain's own "already exists". */
public final class UniqueViolation {
  private static final String UNIQUE_VIOLATION = "23505";

  private UniqueViolation() {}

  public static RuntimeException translate(RuntimeException failure, RuntimeException ifDuplicate) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof SQLException sql && UNIQUE_VIOLATION.equals(sql.getSQLState())) {
        return ifDuplicate;
      }
    }
    return failure;
  }
}
