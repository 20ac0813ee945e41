package com.outreach.application.port.in.stats;

import com.outreach.domain.stats.StepStats;
import java.util.List;

/** D-52: the steps of one of the caller's campaigns, in order, with their figures. */
public interface GetStepStatsUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code CAMPAIGN_NOT_FOUND} for an unknown,
   *     another user's or deleted campaign
   */
  List<StepStats> stepStats(GetStepStatsQuery query);
}
