package com.outreach.application.port.in.stats;

/**
 * Statistics of one campaign of the caller, or of a sub-account's campaign for its agency (spec
 * 4.15, D-29).
 */
public interface GetCampaignStatsUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code CAMPAIGN_NOT_FOUND} for a malformed,
   *     unknown, foreign or DELETED campaign, and for a {@code userId} that is neither the caller
   *     nor (for an agency owner) one of its sub-accounts
   */
  CampaignStatsView stats(GetCampaignStatsQuery query);
}
