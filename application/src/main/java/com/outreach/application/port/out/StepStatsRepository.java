package com.outreach.application.port.out;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.stats.StatsRange;
import com.outreach.domain.stats.StepCounts;

/** A campaign's step counters (D-52), kept as events are recorded; never a scan of the events. */
public interface StepStatsRepository {
  /** The counters summed over {@code range}'s days (UTC), or over all time when it is null. */
  StepCounts counts(CampaignId campaign, StatsRange range);
}
