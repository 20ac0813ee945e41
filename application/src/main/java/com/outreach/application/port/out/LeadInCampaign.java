package com.outreach.application.port.out;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.user.UserId;

/**
 * The lead an event names: the owner's lead with that canonical profile link, in that campaign
 * (D-31, D-33).
 */
public record LeadInCampaign(UserId owner, CampaignId campaign, String canonicalProfileLink) {}
