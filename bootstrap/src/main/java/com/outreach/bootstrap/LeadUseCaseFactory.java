package com.outreach.bootstrap;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LeadActionsRepository;
import com.outreach.application.port.out.LeadErasure;
import com.outreach.application.port.out.LeadExport;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.application.service.lead.AddLeadsService;
import com.outreach.application.service.lead.LeadErasureService;
import com.outreach.application.service.lead.LeadQueryService;
import com.outreach.application.service.lead.LeadStatusService;
import com.outreach.application.service.lead.ListLeadActionsService;
import com.outreach.application.service.lead.UpdateLeadService;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/** Wires the lead use cases (spec 4.3, 4.10, 4.17; D-15 ... D-20, D-41) to their ports. */
@Factory
final class LeadUseCaseFactory {
  @Singleton
  AddLeadsService addLeads(
      CampaignRepository campaigns,
      LeadRepository leads,
      MembershipRepository memberships,
      TransactionRunner transactions,
      Clock clock) {
    return new AddLeadsService(campaigns, leads, memberships, transactions, clock);
  }

  @Singleton
  UpdateLeadService updateLead(
      LeadRepository leads,
      MembershipRepository memberships,
      TransactionRunner transactions,
      Clock clock) {
    return new UpdateLeadService(leads, memberships, transactions, clock);
  }

  @Singleton
  LeadStatusService leadStatus(
      MembershipRepository memberships,
      TransactionRunner transactions,
      MembershipSchedule schedule,
      Clock clock) {
    return new LeadStatusService(memberships, transactions, schedule, clock);
  }

  @Singleton
  LeadQueryService leadQueries(CampaignRepository campaigns, MembershipRepository memberships) {
    return new LeadQueryService(campaigns, memberships);
  }

  @Singleton
  ListLeadActionsService leadActions(LeadActionsRepository actions) {
    return new ListLeadActionsService(actions);
  }

  @Singleton
  LeadErasureService leadErasure(LeadErasure erasure, LeadExport exports) {
    return new LeadErasureService(erasure, exports);
  }
}
