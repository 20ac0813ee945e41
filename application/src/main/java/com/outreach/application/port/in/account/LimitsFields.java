package com.outreach.application.port.in.account;

import com.outreach.domain.account.LinkedInLimits;

/**
 * A request's linked-account {@code limits} object (D-38, D-53): each limit a whole number, or null
 * when not sent (the current value, or the default on creation, stays). The ranges are checked when
 * applied: out of range is {@code Invalid limits!}.
 */
public record LimitsFields(
    Integer invitesPerDay,
    Integer invitesPerWeek,
    Integer messagesPerDay,
    Integer inmailsPerDay,
    Integer visitsPerDay,
    Integer likesPerDay) {
  public static final LimitsFields NONE = new LimitsFields(null, null, null, null, null, null);

  /** D-38's four limits; visits and likes (D-53) not sent. */
  public LimitsFields(
      Integer invitesPerDay,
      Integer invitesPerWeek,
      Integer messagesPerDay,
      Integer inmailsPerDay) {
    this(invitesPerDay, invitesPerWeek, messagesPerDay, inmailsPerDay, null, null);
  }

  /** {@code current} with the sent limits replaced. */
  public LinkedInLimits applyTo(LinkedInLimits current) {
    return current.with(
        invitesPerDay, invitesPerWeek, messagesPerDay, inmailsPerDay, visitsPerDay, likesPerDay);
  }
}
