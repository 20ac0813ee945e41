package com.outreach.adapter.out.persistence.account;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.data.annotation.MappedProperty;
import java.time.Instant;
import java.util.UUID;

@MappedEntity("email_accounts")
record EmailAccountRow(
    @Id UUID id,
    UUID userId,
    String email,
    String emailKey,
    @Nullable String fullName,
    String type,
    @Nullable String smtpHost,
    @Nullable Integer smtpPort,
    @Nullable String smtpUsername,
    @Nullable String smtpPasswordEncrypted,
    @Nullable String smtpSecurity,
    int dailyLimit,
    @MappedProperty("is_valid") boolean valid,
    @MappedProperty("is_paused") boolean paused,
    Instant createdAt,
    String timeZone,
    boolean warmUp,
    @Nullable Instant warmUpStartedAt,
    @Nullable String scheduleDays,
    @Nullable String scheduleStart,
    @Nullable String scheduleEnd,
    @Nullable String imapHost,
    @Nullable Integer imapPort,
    @Nullable String imapUsername,
    @Nullable String imapPasswordEncrypted,
    @Nullable String imapSecurity) {}
