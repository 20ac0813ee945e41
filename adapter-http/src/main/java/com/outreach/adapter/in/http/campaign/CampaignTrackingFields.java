package com.outreach.adapter.in.http.campaign;

import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * {@code tracking}, for the API description. No schema name of its own: properties refer to it with
 * {@code implementation}, which would take that name for the property's.
 */
@Serdeable
record CampaignTrackingFields(
    @Schema(description = "Track opens (a 1×1 image)", example = "false") Boolean opens,
    @Schema(description = "Track clicks (rewritten links)", example = "false") Boolean clicks) {}
