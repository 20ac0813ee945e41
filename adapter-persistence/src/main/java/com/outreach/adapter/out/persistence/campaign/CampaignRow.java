package com.outreach.adapter.out.persistence.campaign;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.data.annotation.TypeDef;
import io.micronaut.data.model.DataType;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/**
 * One row of {@code campaigns} as Micronaut Data maps it; the content's fields live in a jsonb
 * column. The engine-settings columns are read beside it ({@link CampaignSettingsColumns}).
 */
@MappedEntity("campaigns")
record CampaignRow(
    @Id UUID id,
    UUID userId,
    String title,
    @Nullable String url,
    String sequence,
    @TypeDef(type = DataType.JSON) Map<String, String> content,
    String status,
    Instant createdAt,
    Instant updatedAt) {}
