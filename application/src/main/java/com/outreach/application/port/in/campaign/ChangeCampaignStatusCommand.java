package com.outreach.application.port.in.campaign;

import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.Objects;

/**
 * {@code PUT /campaigns/{campaignId}?status=} (spec 4.16, D-13), checked in this order: the id is
 * required ({@code Campaign id is required!}), then the status must be one of the five settable
 * ones, case-insensitively ({@code Invalid status (Possible Values: ...)}, also for a missing
 * status and for DELETED). Whether the campaign exists is the use case's last check, so a request
 * that is wrong in itself is answered the same whoever's id it names.
 */
public record ChangeCampaignStatusCommand(UserId owner, String campaignId, CampaignStatus status) {
  public ChangeCampaignStatusCommand {
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(campaignId, "campaignId");
    Objects.requireNonNull(status, "status");
  }

  public static ChangeCampaignStatusCommand of(UserId owner, String campaignId, String status) {
    String id = Check.required(campaignId, ErrorCode.CAMPAIGN_ID_REQUIRED);
    return new ChangeCampaignStatusCommand(owner, id, CampaignStatus.parseSettable(status));
  }
}
