package com.outreach.domain.user;

import java.time.Instant;

/** Why and when an agency cancelled a sub-account, kept for the agency's records (D-10). */
public record Cancellation(String reason, String description, Instant cancelledAt) {}
