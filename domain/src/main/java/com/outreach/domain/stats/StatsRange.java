package com.outreach.domain.stats;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The days a statistics answer covers (D-29): {@code {"from":"YYYY-MM-DD","to":"YYYY-MM-DD"}}, both
 * days included, in UTC, from on or before to. The JSON object must have exactly those two string
 * keys, in either order; anything else is {@code Invalid range format! ...}.
 */
public record StatsRange(LocalDate from, LocalDate to) {
  private static final String DATE = "\\s*\"(from|to)\"\\s*:\\s*\"(\\d{4}-\\d{2}-\\d{2})\"\\s*";
  private static final Pattern OBJECT = Pattern.compile("\\s*\\{" + DATE + "," + DATE + "}\\s*");
  // uuuu + STRICT refuses 2026-02-30 instead of moving it to 2026-02-28.
  private static final DateTimeFormatter DAY =
      DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT);

  public StatsRange {
    if (from == null || to == null || from.isAfter(to)) {
      throw invalid();
    }
  }

  /** Reads the query parameter's (already URL-decoded) text. */
  public static StatsRange parse(String raw) {
    Matcher m = raw == null ? null : OBJECT.matcher(raw);
    if (m == null || !m.matches() || m.group(1).equals(m.group(3))) {
      throw invalid();
    }
    LocalDate first = day(m.group(2));
    LocalDate second = day(m.group(4));
    return m.group(1).equals("from")
        ? new StatsRange(first, second)
        : new StatsRange(second, first);
  }

  public boolean contains(LocalDate day) {
    return !day.isBefore(from) && !day.isAfter(to);
  }

  private static LocalDate day(String text) {
    try {
      return LocalDate.parse(text, DAY);
    } catch (DateTimeParseException e) {
      throw invalid();
    }
  }

  private static DomainException invalid() {
    return new DomainException(ErrorCode.INVALID_RANGE);
  }
}
