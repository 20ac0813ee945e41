package com.outreach.application.service.lead;

import com.outreach.application.fake.InMemoryCampaignRepository;
import com.outreach.application.fake.InMemoryLeadActionsRepository;
import com.outreach.application.fake.InMemoryLeadRepository;
import com.outreach.application.fake.InMemoryMembershipRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.application.fixture.LeadFixtures;
import com.outreach.application.port.in.lead.AddLeadsCommand;
import com.outreach.application.port.in.lead.AddedLeads;
import com.outreach.application.port.in.lead.LeadFields;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.user.UserId;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The lead services over one set of in-memory fakes, with helpers that read as the tests'
 * sentences.
 */
final class LeadServices {
  final InMemoryCampaignRepository campaigns = new InMemoryCampaignRepository();
  final InMemoryLeadRepository leads = new InMemoryLeadRepository();
  final InMemoryMembershipRepository memberships =
      new InMemoryMembershipRepository(campaigns, leads);
  final PassThroughTransactionRunner transactions = new PassThroughTransactionRunner();
  final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  final AddLeadsService add =
      new AddLeadsService(campaigns, leads, memberships, transactions, clock);
  final UpdateLeadService update = new UpdateLeadService(leads, memberships, transactions, clock);
  final RecordingMembershipSchedule engine = new RecordingMembershipSchedule();
  final LeadStatusService status = new LeadStatusService(memberships, transactions, engine, clock);
  final LeadQueryService query = new LeadQueryService(campaigns, memberships);
  final InMemoryLeadActionsRepository ledger = new InMemoryLeadActionsRepository(memberships);
  final ListLeadActionsService actions = new ListLeadActionsService(ledger);

  Campaign campaignOf(UserId owner) {
    Campaign campaign = LeadFixtures.campaign(owner);
    campaigns.add(campaign);
    return campaign;
  }

  static LeadFields lead(String link) {
    return LeadFields.of(link, null, null, null, null, null, Map.of());
  }

  static LeadFields lead(String link, String first, String last, Map<String, CustomValue> custom) {
    return LeadFields.of(link, first, last, null, null, null, custom);
  }

  AddedLeads addLinks(UserId owner, Campaign campaign, String... links) {
    return add(owner, campaign, Arrays.stream(links).map(LeadServices::lead).toList());
  }

  AddedLeads add(UserId owner, Campaign campaign, List<LeadFields> fields) {
    return add.add(AddLeadsCommand.of(owner, campaign.id().toString(), fields));
  }

  /** The live memberships of the campaign, in insertion order. */
  List<Membership> liveIn(Campaign campaign) {
    return memberships.all().stream()
        .filter(m -> m.campaignId().equals(campaign.id()) && m.isLive())
        .toList();
  }
}
