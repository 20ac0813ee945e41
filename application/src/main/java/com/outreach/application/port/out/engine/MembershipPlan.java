package com.outreach.application.port.out.engine;

import com.outreach.domain.lead.MembershipState;
import java.time.Instant;
import java.util.UUID;

/**
 * What the engine writes back to a membership when it lets go of it: its state and reason, when to
 * look at it again ({@code nextActionAt}, null: nothing planned until something wakes it), its
 * sender and the times its delays count from.
 */
public record MembershipPlan(
    MembershipState state,
    String statusReason,
    Instant nextActionAt,
    UUID senderId,
    Instant acceptedAt,
    Instant lastActionAt,
    Instant updatedAt) {}
