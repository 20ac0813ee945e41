package com.outreach.domain.shared;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.Optional;
import java.util.UUID;

/**
 * Ids arrive as path or body text; anything that is not a UUID is simply nobody's id (D-31). New
 * ids of rows written in bulk are {@link #timeOrdered() time-ordered}.
 */
public final class Uuids {
  private static final int LENGTH = 36;

  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Clock CLOCK = Clock.systemUTC();

  private Uuids() {}

  /**
   * A new version 7 UUID (RFC 9562): the current Unix time in milliseconds, then 74 random bits.
   * Ids created one after the other sort by time, so a batch of new rows adds to the right-hand end
   * of their primary key index (and of every index on such an id) instead of touching pages all
   * over it: the CSV import's 100,000 leads and memberships. As unguessable as a random UUID within
   * a millisecond; what it reveals is when the row was created, which the API shows anyway.
   */
  public static UUID timeOrdered() {
    long millis = CLOCK.millis();
    long high = (millis << 16) | 0x7000L | (RANDOM.nextInt() & 0x0FFFL);
    long low = (RANDOM.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
    return new UUID(high, low);
  }

  /**
   * The UUID of its canonical spelling, 8-4-4-4-12 hex digits of either case, white space around it
   * ignored. {@code UUID.fromString} also accepts short forms such as "1-1-1-1-1"; one id should
   * have one spelling. Read by hand: every recorded event's campaign id passes here twice (issue
   * 12).
   */
  public static Optional<UUID> parse(String raw) {
    if (raw == null) {
      return Optional.empty();
    }
    String text = raw.strip();
    if (text.length() != LENGTH) {
      return Optional.empty();
    }
    long high = 0;
    long low = 0;
    for (int i = 0; i < LENGTH; i++) {
      char c = text.charAt(i);
      if (i == 8 || i == 13 || i == 18 || i == 23) {
        if (c != '-') {
          return Optional.empty();
        }
        continue;
      }
      int digit = hexDigit(c);
      if (digit < 0) {
        return Optional.empty();
      }
      if (i < 19) {
        high = high << 4 | digit;
      } else {
        low = low << 4 | digit;
      }
    }
    return Optional.of(new UUID(high, low));
  }

  // ASCII only: Character.digit would also take full-width and other scripts' digits.
  private static int hexDigit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }
}
