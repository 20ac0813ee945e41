package com.outreach.application.port.out;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.stats.CampaignFigures;
import com.outreach.domain.stats.StatsRange;

/**
 * Reads a campaign's statistics figures (D-29) as kept by {@link EventLog#append}; they always
 * equal a recount of the raw events. The caller has checked the campaign is the user's.
 */
public interface CampaignStatsRepository {
  /**
   * Figures with event counts inside {@code range} (null: all time); membership figures as they are
   * now.
   */
  CampaignFigures figures(CampaignId campaign, StatsRange range);
}
