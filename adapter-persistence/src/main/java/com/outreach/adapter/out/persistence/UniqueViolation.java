package com.outreach.adapter.out.persistence;

import java.sql.SQLException;

/** Turns PostgreSQL's unique-violation (SQLSTATE 23505) into the domain's own "already exists". */
public final class UniqueViolation {
  private static final String UNIQUE_VIOLATION = "23505";

  private UniqueViolation() {}

  /**
   * Like {@link #translate(RuntimeException, RuntimeException)}, but {@code ifOnIndex} when the
   * violated index is {@code index}: a table with two unique keys says which one was taken.
   */
  public static RuntimeException translate(
      RuntimeException failure,
      String index,
      RuntimeException ifOnIndex,
      RuntimeException ifDuplicate) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof org.postgresql.util.PSQLException sql
          && UNIQUE_VIOLATION.equals(sql.getSQLState())
          && sql.getServerErrorMessage() != null
          && index.equals(sql.getServerErrorMessage().getConstraint())) {
        return ifOnIndex;
      }
    }
    return translate(failure, ifDuplicate);
  }

  public static RuntimeException translate(RuntimeException failure, RuntimeException ifDuplicate) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof SQLException sql && UNIQUE_VIOLATION.equals(sql.getSQLState())) {
        return ifDuplicate;
      }
    }
    return failure;
  }
}
