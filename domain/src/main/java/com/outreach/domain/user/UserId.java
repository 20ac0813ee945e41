package com.outreach.domain.user;

import java.util.Optional;
import java.util.UUID;

/** A user's opaque id: a random UUID, 122 random bits, never sequential (D-1). */
public record UserId(UUID value) {
  public UserId {
    if (value == null) {
      throw new IllegalArgumentException("user id value is null");
    }
  }

  public static UserId random() {
    return new UserId(UUID.randomUUID());
  }

  /** An id as it arrives in a path; anything that is not a UUID is simply no user's id. */
  public static Optional<UserId> parse(String raw) {
    try {
      return raw == null ? Optional.empty() : Optional.of(new UserId(UUID.fromString(raw.strip())));
    } catch (IllegalArgumentException notAUuid) {
      return Optional.empty();
    }
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
