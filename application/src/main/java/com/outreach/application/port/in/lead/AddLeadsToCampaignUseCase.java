package com.outreach.application.port.in.lead;

/** Adds leads to one of the caller's campaigns in one transaction (spec 4.10, D-16, D-17). */
public interface AddLeadsToCampaignUseCase {
  /**
   * @throws LeadsRefused when the campaign is unknown, another user's, DELETED or FAILED; nothing
   *     is added then
   */
  AddedLeads add(AddLeadsCommand command);
}
