package com.outreach.adapter.out.persistence.tag;

import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import java.time.Instant;
import java.util.UUID;

// seq is left to the database (GENERATED ALWAYS); it only orders lists.
@MappedEntity("tags")
record TagRow(
    @Id UUID id,
    UUID userId,
    String name,
    String nameKey,
    String color,
    Instant createdAt,
    Instant updatedAt) {}
