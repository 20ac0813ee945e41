package com.outreach.application.port.in.stats;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.stats.CampaignStats;

/** One campaign's statistics (D-29) with the campaign's id as stored. */
public record CampaignStatsView(CampaignId campaign, CampaignStats stats) {}
