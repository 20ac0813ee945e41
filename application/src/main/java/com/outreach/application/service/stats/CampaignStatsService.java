package com.outreach.application.service.stats;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.stats.CampaignStatsView;
import com.outreach.application.port.in.stats.GetCampaignStatsQuery;
import com.outreach.application.port.in.stats.GetCampaignStatsUseCase;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.CampaignStatsRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.stats.CampaignStats;
import com.outreach.domain.user.UserId;
import com.outreach.domain.user.UserStatus;

/**
 * Campaign statistics (spec 4.15, D-29). {@code userId} names whose campaign is read: absent or the
 * caller's own id reads the caller's; an agency owner may name one of its sub-accounts; any other
 * id, like an unknown, foreign or DELETED campaign, is {@code Campaign not found!} (D-31).
 */
public final class CampaignStatsService implements GetCampaignStatsUseCase {
  private final CampaignRepository campaigns;
  private final UserRepository users;
  private final CampaignStatsRepository stats;

  public CampaignStatsService(
      CampaignRepository campaigns, UserRepository users, CampaignStatsRepository stats) {
    this.campaigns = campaigns;
    this.users = users;
    this.stats = stats;
  }

  @Override
  public CampaignStatsView stats(GetCampaignStatsQuery q) {
    UserId owner = owner(q.caller(), q.userId());
    CampaignId id = CampaignId.parse(q.campaignId()).orElseThrow(CampaignStatsService::notFound);
    Campaign campaign =
        campaigns
            .findOwned(owner, id)
            .filter(found -> found.status() != CampaignStatus.DELETED)
            .orElseThrow(CampaignStatsService::notFound);
    return new CampaignStatsView(
        campaign.id(), CampaignStats.of(stats.figures(campaign.id(), q.range())));
  }

  private UserId owner(AuthenticatedUser caller, String userId) {
    if (userId == null) {
      return caller.id();
    }
    UserId named = Uuids.parse(userId).map(UserId::new).orElseThrow(CampaignStatsService::notFound);
    if (named.equals(caller.id())) {
      return named;
    }
    // Only an agency owner reads another user's campaign, and only that of its own sub-account
    // (D-29).
    boolean ownSubAccount =
        caller.isAgencyOwner()
            && users
                .findById(named)
                .filter(
                    user ->
                        user.isSubAccountOf(caller.id()) && user.status() != UserStatus.CANCELLED)
                .isPresent();
    if (!ownSubAccount) {
      throw notFound();
    }
    return named;
  }

  private static DomainException notFound() {
    return new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND);
  }
}
