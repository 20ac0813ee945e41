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
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Add-to-campaign (spec 4.10, D-16, D-17) and the CSV import in one transaction and a fixed number
 * of store calls: lock the campaign for adding, check it, find the links already in it (a call per
 * 10,000 leads), store or gap-fill the other leads, add their memberships (one call each; the store
 * writes them 10,000 a statement). A lead repeated in the request counts once (its first
 * occurrence); a lead already in the campaign is skipped untouched.
 */
public final class AddLeadsService implements AddLeadsToCampaignUseCase {
  /**
   * Links a live-links query carries at most: add-to-campaign's whole limit, a tenth of an
   * import's.
   */
  static final int BATCH_SIZE = AddLeadsCommand.MAX_LEADS;

  private final CampaignRepository campaigns;
  private final LeadRepository leads;
  private final MembershipRepository memberships;
  private final TransactionRunner transactions;
  private final Clock clock;

  public AddLeadsService(
      CampaignRepository campaigns,
      LeadRepository leads,
      MembershipRepository memberships,
      TransactionRunner transactions,
      Clock clock) {
    this.campaigns = campaigns;
    this.leads = leads;
    this.memberships = memberships;
    this.transactions = transactions;
    this.clock = clock;
  }

  @Override
  public AddedLeads add(AddLeadsCommand command) {
    UserId owner = command.owner();
    CampaignId id =
        CampaignId.parse(command.campaignId())
            .orElseThrow(() -> LeadsRefused.because(ErrorCode.CAMPAIGN_NOT_FOUND));
    Instant now = clock.instant();
    return transactions.inTransaction(
        () -> {
          memberships.lockForAdding(owner, id);
          checkOpen(owner, id);
          Map<ProfileLink, Lead> distinct = new LinkedHashMap<>();
          command
              .leads()
              .forEach(
                  lead ->
                      distinct.computeIfAbsent(
                          lead.link(), link -> Lead.create(owner, link, lead.details(), now)));
          List<Lead> fresh = withoutLive(owner, id, List.copyOf(distinct.values()));
          int added = fresh.isEmpty() ? 0 : addMemberships(owner, id, fresh, now);
          return new AddedLeads(added, command.leads().size() - added);
        });
  }

  /**
   * The campaign leads may be added to: the owner's, not DELETED (reads as unknown), not FAILED.
   */
  private void checkOpen(UserId owner, CampaignId id) {
    Campaign campaign =
        campaigns
            .findOwned(owner, id)
            .filter(c -> c.status() != CampaignStatus.DELETED)
            .orElseThrow(() -> LeadsRefused.because(ErrorCode.CAMPAIGN_NOT_FOUND));
    if (!campaign.acceptsLeads()) {
      throw LeadsRefused.because(ErrorCode.CAMPAIGN_REFUSES_LEADS);
    }
  }

  /** Those of {@code wanted} not already in the campaign, in request order. */
  private List<Lead> withoutLive(UserId owner, CampaignId campaign, List<Lead> wanted) {
    Set<ProfileLink> live = new HashSet<>();
    for (List<Lead> batch : batches(wanted)) {
      live.addAll(
          memberships.liveLinks(owner, campaign, batch.stream().map(Lead::profileLink).toList()));
    }
    return wanted.stream().filter(lead -> !live.contains(lead.profileLink())).toList();
  }

  /**
   * Stores the leads, then their memberships in request order (the order leads are listed in,
   * D-20). The lead rows are stored in the order of their canonical links, the order their rows are
   * locked in, so that two requests sharing leads never deadlock however many batches they take.
   */
  private int addMemberships(UserId owner, CampaignId campaign, List<Lead> fresh, Instant now) {
    List<Lead> inLockOrder = new ArrayList<>(fresh);
    inLockOrder.sort(Comparator.comparing(lead -> lead.profileLink().canonical()));
    // One call each: the store splits them into statements of 10,000 and prepares the next while
    // one runs.
    Map<ProfileLink, UUID> ids = leads.addOrFill(owner, inLockOrder);
    List<Membership> wanted =
        fresh.stream()
            .map(lead -> Membership.add(owner, campaign, ids.get(lead.profileLink()), now))
            .toList();
    return memberships.addAbsent(wanted).size();
  }

  /** At most {@link #BATCH_SIZE} items a store call: an import brings up to 100,000 leads. */
  private static <T> List<List<T>> batches(List<T> items) {
    List<List<T>> batches = new ArrayList<>();
    for (int from = 0; from < items.size(); from += BATCH_SIZE) {
      batches.add(items.subList(from, Math.min(from + BATCH_SIZE, items.size())));
    }
    return batches;
  }
}
