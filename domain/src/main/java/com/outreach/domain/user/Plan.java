package com.outreach.domain.user;

import java.time.Instant;

/**
 * A user's plan: a free label with an optional expiry set by the operator. A user "has a current
 * plan" while the label is set and the expiry, if any, has not passed (D-1, spec 5.4).
 */
public record Plan(String id, Instant expiresAt) {
  public static final String DEFAULT_ID = "CUSTOMER";
  public static final int MAX_ID_LENGTH = 64;

  public static Plan of(String id) {
    return new Plan(id, null);
  }

  public boolean isCurrent(Instant now) {
    return id != null && !id.isBlank() && (expiresAt == null || now.isBefore(expiresAt));
  }
}
