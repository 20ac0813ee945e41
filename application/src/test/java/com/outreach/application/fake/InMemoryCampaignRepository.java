package com.outreach.application.fake;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * {@link CampaignRepository} in memory, as far as the lead use cases need it: campaigns are stored
 * as snapshots and found within their owner. Lists and counts belong to the campaign use cases.
 */
public final class InMemoryCampaignRepository implements CampaignRepository {
  private final Map<CampaignId, Campaign.Snapshot> campaigns = new LinkedHashMap<>();

  @Override
  public void add(Campaign campaign) {
    campaigns.put(campaign.id(), campaign.snapshot());
  }

  @Override
  public Optional<Campaign> findOwned(UserId owner, CampaignId id) {
    return Optional.ofNullable(campaigns.get(id)).filter(s -> s.owner().equals(owner)).map(Campaign::rehydrate);
  }

  @Override
  public void update(Campaign campaign) {
    campaigns.replace(campaign.id(), campaign.snapshot());
  }

  @Override
  public Page<Campaign> listOwned(UserId owner, CampaignStatus status, PageRequest page) {
    throw new UnsupportedOperationException("not needed by the lead use cases");
  }

  @Override
  public Map<CampaignId, Map<MembershipStatus, Long>> leadCounts(Collection<CampaignId> ids) {
    throw new UnsupportedOperationException("not needed by the lead use cases");
  }
}
