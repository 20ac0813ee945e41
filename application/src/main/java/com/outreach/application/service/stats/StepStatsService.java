package com.outreach.application.service.stats;

import com.outreach.application.port.in.stats.GetStepStatsQuery;
import com.outreach.application.port.in.stats.GetStepStatsUseCase;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.StepStatsRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.stats.StepStats;
import java.util.List;

/**
 * Step statistics (D-52): the caller's campaign's program, step by step, with the counters kept for
 * it. Only the caller's own campaigns: an unknown, foreign or DELETED one is {@code Campaign not
 * found!} (D-31).
 */
public final class StepStatsService implements GetStepStatsUseCase {
  private final CampaignRepository campaigns;
  private final StepStatsRepository counters;

  public StepStatsService(CampaignRepository campaigns, StepStatsRepository counters) {
    this.campaigns = campaigns;
    this.counters = counters;
  }

  @Override
  public List<StepStats> stepStats(GetStepStatsQuery q) {
    CampaignId id = CampaignId.parse(q.campaignId()).orElseThrow(StepStatsService::notFound);
    Campaign campaign =
        campaigns
            .findOwned(q.caller().id(), id)
            .filter(found -> found.status() != CampaignStatus.DELETED)
            .orElseThrow(StepStatsService::notFound);
    return StepStats.of(campaign.program(), counters.counts(campaign.id(), q.range()));
  }

  private static DomainException notFound() {
    return new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND);
  }
}
