package com.outreach.adapter.out.webhook;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * Reads a receiver's {@code Retry-After} (D-26): delay seconds or an HTTP date; anything else is
 * ignored.
 */
final class RetryAfter {
  private RetryAfter() {}

  /** The delay it asks for from {@code now}, never negative, or null when absent or unreadable. */
  static Duration parse(String value, Instant now) {
    if (value == null || value.isBlank()) {
      return null;
    }
    String v = value.trim();
    if (v.chars().allMatch(Character::isDigit)) {
      try {
        return Duration.ofSeconds(Long.parseLong(v));
      } catch (NumberFormatException e) {
        return null; // more digits than a long: no usable delay
      }
    }
    try {
      Instant at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
      return at.isAfter(now) ? Duration.between(now, at) : Duration.ZERO;
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
