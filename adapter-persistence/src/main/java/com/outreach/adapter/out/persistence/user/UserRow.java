package com.outreach.adapter.out.persistence.user;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import java.time.Instant;
import java.util.UUID;

/**
 * One row of {@code users}. {@code last_used_at} is left out: only the usage recorder writes it.
 */
@MappedEntity("users")
record UserRow(
    @Id UUID id,
    String email,
    String emailKey,
    String fullName,
    String role,
    @Nullable UUID parentAgencyId,
    @Nullable String planId,
    @Nullable Instant planExpiresAt,
    String status,
    byte[] apiKeyHash,
    String apiKeyEncrypted,
    @Nullable String cancelReason,
    @Nullable String cancelDescription,
    @Nullable Instant cancelledAt,
    Instant createdAt,
    Instant updatedAt) {}
