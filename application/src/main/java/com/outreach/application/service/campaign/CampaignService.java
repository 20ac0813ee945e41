package com.outreach.application.service.campaign;

import com.outreach.application.port.Page;
import com.outreach.application.port.in.campaign.CampaignView;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusCommand;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusUseCase;
import com.outreach.application.port.in.campaign.CreateCampaignCommand;
import com.outreach.application.port.in.campaign.CreateCampaignUseCase;
import com.outreach.application.port.in.campaign.DeleteCampaignUseCase;
import com.outreach.application.port.in.campaign.GetCampaignUseCase;
import com.outreach.application.port.in.campaign.LeadCounts;
import com.outreach.application.port.in.campaign.ListCampaignsQuery;
import com.outreach.application.port.in.campaign.ListCampaignsUseCase;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * The caller's campaigns (spec 4.9, 4.16, D-11 ... D-14): create, list, read, change status, delete.
 * A campaign is only ever looked up within its owner, and a DELETED one is unknown to every
 * operation, so another user's id, a malformed id and a deleted campaign all answer
 * {@code Campaign not found!} (D-13, D-31).
 */
public final class CampaignService implements CreateCampaignUseCase, ListCampaignsUseCase, GetCampaignUseCase,
    ChangeCampaignStatusUseCase, DeleteCampaignUseCase {
  private final CampaignRepository campaigns;
  private final Clock clock;

  public CampaignService(CampaignRepository campaigns, Clock clock) {
    this.campaigns = campaigns;
    this.clock = clock;
  }

  @Override
  public Campaign create(CreateCampaignCommand c) {
    Campaign campaign = Campaign.create(c.owner(), c.title(), c.url(), c.sequence(), c.content(), clock.instant());
    campaigns.add(campaign);
    return campaign;
  }

  @Override
  public Page<CampaignView> campaigns(ListCampaignsQuery query) {
    Page<Campaign> page = campaigns.listOwned(query.owner(), query.status(), query.page());
    // One look-up of the lead counts for the whole page, never one per campaign.
    Map<CampaignId, Map<MembershipStatus, Long>> counts =
        page.items().isEmpty() ? Map.of() : campaigns.leadCounts(page.items().stream().map(Campaign::id).toList());
    return page.map(campaign -> new CampaignView(campaign, LeadCounts.of(counts.getOrDefault(campaign.id(), Map.of()))));
  }

  @Override
  public CampaignView campaign(UserId owner, String campaignId) {
    Campaign campaign = live(owner, Check.required(campaignId, ErrorCode.CAMPAIGN_ID_REQUIRED));
    Map<MembershipStatus, Long> counts = campaigns.leadCounts(List.of(campaign.id())).getOrDefault(campaign.id(), Map.of());
    return new CampaignView(campaign, LeadCounts.of(counts));
  }

  @Override
  public Campaign changeStatus(ChangeCampaignStatusCommand c) {
    Campaign campaign = live(c.owner(), c.campaignId());
    campaign.changeStatus(c.status(), clock.instant());
    store(campaign);
    return campaign;
  }

  @Override
  public void delete(UserId owner, String campaignId) {
    Campaign campaign = live(owner, Check.required(campaignId, ErrorCode.CAMPAIGN_ID_REQUIRED));
    campaign.delete(clock.instant());
    store(campaign);
  }

  /** The owner's campaign unless it is DELETED; anything else is {@code Campaign not found!}. */
  private Campaign live(UserId owner, String campaignId) {
    return CampaignId.parse(campaignId)
        .flatMap(id -> campaigns.findOwned(owner, id))
        .filter(campaign -> campaign.status() != CampaignStatus.DELETED)
        .orElseThrow(() -> new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND));
  }

  /** A campaign deleted since it was read stays deleted, and this request answers as if it had never existed. */
  private void store(Campaign campaign) {
    if (!campaigns.update(campaign)) {
      throw new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND);
    }
  }
}
