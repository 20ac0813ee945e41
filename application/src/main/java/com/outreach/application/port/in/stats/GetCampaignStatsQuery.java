package com.outreach.application.port.in.stats;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.stats.StatsRange;

/**
 * The caller asking for one campaign's statistics (spec 4.15, D-29). Checked before any data is
 * read: {@code campaignId} present ({@code Campaign id is required!}), then {@code range} when
 * given (only an absent range means all time). {@code userId} is kept as given; whose campaign it
 * may name is the use case's question.
 */
public record GetCampaignStatsQuery(
    AuthenticatedUser caller, String campaignId, String userId, StatsRange range) {
  public static GetCampaignStatsQuery of(
      AuthenticatedUser caller, String campaignId, String userId, String range) {
    String id = Check.required(campaignId, ErrorCode.CAMPAIGN_ID_REQUIRED);
    return new GetCampaignStatsQuery(
        caller, id, userId, range == null ? null : StatsRange.parse(range));
  }
}
