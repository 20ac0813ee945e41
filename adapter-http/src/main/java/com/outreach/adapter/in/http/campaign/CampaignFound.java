package com.outreach.adapter.in.http.campaign;

import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** {@code {success, message, data}}: one campaign (D-14). */
@Serdeable
@Schema(name = "CampaignFound")
record CampaignFound(boolean success, String message, CampaignResource data) {}
