package com.outreach.adapter.out.persistence.webhook;

import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.data.annotation.MappedProperty;
import java.time.Instant;
import java.util.UUID;

// seq is left to the database (GENERATED ALWAYS); it only orders lists.
@MappedEntity("webhooks")
record WebhookRow(
    @Id UUID id,
    UUID userId,
    String title,
    String callbackUrl,
    String event,
    String secretEncrypted,
    @MappedProperty("is_valid") boolean valid,
    Instant createdAt) {}
