package com.outreach.application.service.lead;

import com.outreach.application.port.Page;
import com.outreach.application.port.in.lead.GetLeadUseCase;
import com.outreach.application.port.in.lead.ListLeadsQuery;
import com.outreach.application.port.in.lead.ListLeadsUseCase;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;

/** The lead reads (D-20): one campaign's leads page by page, and one lead by its {@code leadId}. */
public final class LeadQueryService implements ListLeadsUseCase, GetLeadUseCase {
  private final CampaignRepository campaigns;
  private final MembershipRepository memberships;

  public LeadQueryService(CampaignRepository campaigns, MembershipRepository memberships) {
    this.campaigns = campaigns;
    this.memberships = memberships;
  }

  @Override
  public Page<CampaignLead> list(ListLeadsQuery query) {
    CampaignId campaign =
        CampaignId.parse(query.campaignId())
            .filter(
                id ->
                    campaigns
                        .findOwned(query.owner(), id)
                        .filter(c -> c.status() != CampaignStatus.DELETED)
                        .isPresent())
            .orElseThrow(() -> new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND));
    return memberships.listLive(query.owner(), campaign, query.status(), query.page());
  }

  @Override
  public CampaignLead get(UserId owner, String leadId) {
    return Uuids.parse(Check.required(leadId, ErrorCode.LEAD_ID_REQUIRED))
        .flatMap(id -> memberships.findLive(owner, id))
        .orElseThrow(() -> new DomainException(ErrorCode.LEAD_NOT_FOUND));
  }
}
