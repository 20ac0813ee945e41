package com.outreach.adapter.in.http.campaign;

import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** {@code {success, message, data, nextCursor}}: a page of campaigns (D-14, D-20). */
@Serdeable
@Schema(name = "CampaignsPage")
record CampaignPage(
    boolean success,
    String message,
    List<CampaignResource> data,
    @Schema(nullable = true, description = "Null on the last page") String nextCursor) {}
