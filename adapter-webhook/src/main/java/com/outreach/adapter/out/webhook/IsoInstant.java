package com.outreach.adapter.out.webhook;

import java.time.Instant;
import java.time.LocalDate;

/**
 * An instant as ISO-8601 UTC text exactly as {@link Instant#toString()} writes it (D-26's {@code
 * timestamp} and {@code occurredAt}), without going through {@code DateTimeFormatter}: two per
 * delivery body were a visible share of a delivery's CPU. Years outside 0000-9999 are left to
 * {@code Instant.toString()}.
 */
final class IsoInstant {
  private static final long SECONDS_PER_DAY = 86_400;
  private static final long FIRST = Instant.parse("0000-01-01T00:00:00Z").getEpochSecond();
  private static final long LAST = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();

  private IsoInstant() {}

  static String format(Instant instant) {
    long seconds = instant.getEpochSecond();
    if (seconds < FIRST || seconds > LAST) {
      return instant.toString();
    }
    LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(seconds, SECONDS_PER_DAY));
    int secondOfDay = (int) Math.floorMod(seconds, SECONDS_PER_DAY);
    StringBuilder out = new StringBuilder(30);
    digits(out, date.getYear(), 4).append('-');
    digits(out, date.getMonthValue(), 2).append('-');
    digits(out, date.getDayOfMonth(), 2).append('T');
    digits(out, secondOfDay / 3600, 2).append(':');
    digits(out, secondOfDay / 60 % 60, 2).append(':');
    digits(out, secondOfDay % 60, 2);
    int nanos = instant.getNano();
    // As ISO_INSTANT: the fraction only when there is one, in groups of three digits.
    if (nanos > 0) {
      out.append('.');
      if (nanos % 1_000_000 == 0) {
        digits(out, nanos / 1_000_000, 3);
      } else if (nanos % 1_000 == 0) {
        digits(out, nanos / 1_000, 6);
      } else {
        digits(out, nanos, 9);
      }
    }
    return out.append('Z').toString();
  }

  private static StringBuilder digits(StringBuilder out, int value, int width) {
    for (int power = pow10(width - 1); power > 0; power /= 10) {
      out.append((char) ('0' + value / power % 10));
    }
    return out;
  }

  private static int pow10(int exponent) {
    int p = 1;
    for (int i = 0; i < exponent; i++) {
      p *= 10;
    }
    return p;
  }
}
