package com.outreach.adapter.out.persistence.event;

import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** Instants as PostgreSQL timestamptz values, and the UTC day statistics file them under (D-29). */
final class Times {
  private Times() {}

  static OffsetDateTime utc(Instant at) {
    return OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
  }

  static LocalDate utcDay(Instant at) {
    return LocalDate.ofInstant(at, ZoneOffset.UTC);
  }
}
