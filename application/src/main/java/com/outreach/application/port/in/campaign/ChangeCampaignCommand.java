package com.outreach.application.port.in.campaign;

import com.outreach.domain.campaign.CampaignChange;
import com.outreach.domain.user.UserId;
import java.util.Objects;

/**
 * {@code PATCH /campaigns/{campaignId}} as the client sent it (D-36): the id as it arrived in the
 * path, and the fields the body names. Deliberately unchecked, like {@link CreateCampaignCommand}:
 * {@link com.outreach.domain.campaign.Campaign#change} owns the rules and their order.
 */
public record ChangeCampaignCommand(UserId owner, String campaignId, CampaignChange change) {
  public ChangeCampaignCommand {
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(change, "change");
  }
}
