package com.outreach.application.port.in.campaign;

import com.outreach.domain.campaign.Campaign;
import java.util.Objects;

/** A campaign as the reads show it: the campaign and its lead counts (D-14). */
public record CampaignView(Campaign campaign, LeadCounts leadCounts) {
  public CampaignView {
    Objects.requireNonNull(campaign, "campaign");
    Objects.requireNonNull(leadCounts, "leadCounts");
  }
}
