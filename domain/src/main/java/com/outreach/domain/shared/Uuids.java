package com.outreach.domain.shared;

import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/** Ids arrive as path or body text; anything that is not a UUID is simply nobody's id (D-31). */
public final class Uuids {
  // UUID.fromString also accepts short forms such as "1-1-1-1-1"; one id should have one spelling.
  private static final Pattern CANONICAL =
      Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

  private Uuids() {}

  public static Optional<UUID> parse(String raw) {
    if (raw == null) {
      return Optional.empty();
    }
    String text = raw.strip();
    return CANONICAL.matcher(text).matches() ? Optional.of(UUID.fromString(text)) : Optional.empty();
  }
}
