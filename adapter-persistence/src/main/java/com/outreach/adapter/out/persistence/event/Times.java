package com.outreach.adapter.out.persistence.event;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/** The UTC day statistics file an instant under (D-29). */
final class Times {
  private Times() {}

  static LocalDate utcDay(Instant at) {
    return LocalDate.ofInstant(at, ZoneOffset.UTC);
  }
}
