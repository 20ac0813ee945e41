package com.outreach.adapter.out.persistence.account;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.data.annotation.MappedProperty;
import java.time.Instant;
import java.util.UUID;

@MappedEntity("linked_accounts")
record LinkedAccountRow(
    @Id UUID id,
    UUID userId,
    String email,
    String emailKey,
    String profileLink,
    @Nullable String fullName,
    @Nullable String headline,
    @Nullable String salesNavLink,
    @Nullable String recruiterLink,
    @Nullable String profileUrn,
    @Nullable String profilePic,
    boolean premium,
    String timeZone,
    @MappedProperty("is_valid") boolean valid,
    @Nullable String invalidReason,
    @MappedProperty("is_paused") boolean paused,
    Instant createdAt,
    int invitesPerDay,
    int invitesPerWeek,
    int messagesPerDay,
    int inmailsPerDay,
    int visitsPerDay,
    int likesPerDay,
    boolean warmUp,
    @Nullable Instant warmUpStartedAt,
    @Nullable String scheduleDays,
    @Nullable String scheduleStart,
    @Nullable String scheduleEnd,
    @Nullable String providerAccountId) {}
