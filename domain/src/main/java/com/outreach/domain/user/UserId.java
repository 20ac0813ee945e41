package com.outreach.domain.user;

import com.outreach.domain.shared.Uuids;
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
    return Uuids.parse(raw).map(UserId::new);
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
