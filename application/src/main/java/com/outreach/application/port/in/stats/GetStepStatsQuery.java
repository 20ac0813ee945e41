package com.outreach.application.port.in.stats;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.stats.StatsRange;

/**
 * The caller asking for one campaign's step statistics (D-52), checked as the campaign's statistics
 * are (D-29): {@code campaignId} present, then {@code range} when given.
 */
public record GetStepStatsQuery(AuthenticatedUser caller, String campaignId, StatsRange range) {
  public static GetStepStatsQuery of(AuthenticatedUser caller, String campaignId, String range) {
    String id = Check.required(campaignId, ErrorCode.CAMPAIGN_ID_REQUIRED);
    return new GetStepStatsQuery(caller, id, range == null ? null : StatsRange.parse(range));
  }
}
