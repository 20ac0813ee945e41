package com.outreach.application.service.lead;

import com.outreach.application.port.in.lead.AddLeadsCommand;
import com.outreach.application.port.in.lead.AddLeadsToCampaignUseCase;
import com.outreach.application.port.in.lead.AddedLeads;
import com.outreach.application.port.in.lead.LeadsRefused;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Add-to-campaign (spec 4.10, D-16, D-17) in one transaction and a fixed number of batched store
 * calls, whatever the number of leads: lock the campaign for adding, check it, find the links
 * already in it, store or gap-fill the other leads, add their memberships. A lead repeated in the
 * request counts once (its first occurrence); a lead already in the campaign is skipped untouched.
 */
public final class AddLeadsService implements AddLeadsToCampaignUseCase {
  private final CampaignRepository campaigns;
  private final LeadRepository leads;
  private final MembershipRepository memberships;
  private final TransactionRunner transactions;
  private final Clock clock;

  public AddLeadsService(CampaignRepository campaigns, LeadRepository leads, MembershipRepository memberships,
      TransactionRunner transactions, Clock clock) {
    this.campaigns = campaigns;
    this.leads = leads;
    this.memberships = memberships;
    this.transactions = transactions;
    this.clock = clock;
  }

  @Override
  public AddedLeads add(AddLeadsCommand command) {
    UserId owner = command.owner();
    CampaignId id = CampaignId.parse(command.campaignId())
        .orElseThrow(() -> LeadsRefused.because(ErrorCode.CAMPAIGN_NOT_FOUND));
    Instant now = clock.instant();
    return transactions.inTransaction(() -> {
      memberships.lockForAdding(owner, id);
      checkOpen(owner, id);
      Map<ProfileLink, Lead> distinct = new LinkedHashMap<>();
      command.leads().forEach(lead ->
          distinct.computeIfAbsent(lead.link(), link -> Lead.create(owner, link, lead.details(), now)));
      distinct.keySet().removeAll(memberships.liveLinks(owner, id, distinct.keySet()));
      int added = distinct.isEmpty() ? 0 : addMemberships(owner, id, List.copyOf(distinct.values()), now);
      return new AddedLeads(added, command.leads().size() - added);
    });
  }

  /** The campaign leads may be added to: the owner's, not DELETED (reads as unknown), not FAILED. */
  private void checkOpen(UserId owner, CampaignId id) {
    Campaign campaign = campaigns.findOwned(owner, id)
        .filter(c -> c.status() != CampaignStatus.DELETED)
        .orElseThrow(() -> LeadsRefused.because(ErrorCode.CAMPAIGN_NOT_FOUND));
    if (!campaign.acceptsLeads()) {
      throw LeadsRefused.because(ErrorCode.CAMPAIGN_REFUSES_LEADS);
    }
  }

  private int addMemberships(UserId owner, CampaignId campaign, List<Lead> fresh, Instant now) {
    Map<ProfileLink, UUID> ids = leads.addOrFill(owner, fresh);
    List<Membership> wanted = fresh.stream()
        .map(lead -> Membership.add(owner, campaign, ids.get(lead.profileLink()), now))
        .toList();
    return memberships.addAbsent(wanted).size();
  }
}
