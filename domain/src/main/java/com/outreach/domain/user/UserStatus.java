package com.outreach.domain.user;

import java.util.EnumSet;
import java.util.Set;

/**
 * The account lifecycle of spec 3.1. Pause and resume are idempotent (D-9); cancellation is final
 * (D-10), so nothing leaves CANCELLED.
 */
public enum UserStatus {
  ACTIVE,
  PAUSED,
  CANCELLED;

  public Set<UserStatus> next() {
    return switch (this) {
      case ACTIVE -> EnumSet.of(ACTIVE, PAUSED, CANCELLED);
      case PAUSED -> EnumSet.of(PAUSED, ACTIVE, CANCELLED);
      case CANCELLED -> EnumSet.noneOf(UserStatus.class);
    };
  }

  public boolean canMoveTo(UserStatus target) {
    return next().contains(target);
  }
}
