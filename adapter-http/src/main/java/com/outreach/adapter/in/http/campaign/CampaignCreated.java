package com.outreach.adapter.in.http.campaign;

import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** {@code {success, message, campaignId}}: spec 4.9's answer. */
@Serdeable
@Schema(name = "CampaignCreated")
record CampaignCreated(boolean success, String message, String campaignId) {}
