package com.outreach.domain.shared;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Ids arrive as path or body text; anything that is not a UUID is simply nobody's id (D-31). New ids of
 * rows written in bulk are {@link #timeOrdered() time-ordered}.
 */
public final class Uuids {
  // UUID.fromString also accepts short forms such as "1-1-1-1-1"; one id should have one spelling.
  private static final Pattern CANONICAL =
      Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Clock CLOCK = Clock.systemUTC();

  private Uuids() {}

  /**
   * A new version 7 UUID (RFC 9562): the current Unix time in milliseconds, then 74 random bits. Ids
   * created one after the other sort by time, so a batch of new rows adds to the right-hand end of
   * their primary key index (and of every index on such an id) instead of touching pages all over
   * it: the CSV import's 100,000 leads and memberships (issue 13). As unguessable as a random
   * UUID within a millisecond; what it reveals is when the row was created, which the API shows anyway.
   */
  public static UUID timeOrdered() {
    long millis = CLOCK.millis();
    long high = (millis << 16) | 0x7000L | (RANDOM.nextInt() & 0x0FFFL);
    long low = (RANDOM.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
    return new UUID(high, low);
  }

  public static Optional<UUID> parse(String raw) {
    if (raw == null) {
      return Optional.empty();
    }
    String text = raw.strip();
    return CANONICAL.matcher(text).matches() ? Optional.of(UUID.fromString(text)) : Optional.empty();
  }
}
