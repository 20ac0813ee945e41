package com.outreach.application.port.in.lead;

import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.user.UserId;

/** Reads one of the caller's leads in a campaign by its {@code leadId} (D-20). */
public interface GetLeadUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code LEAD_ID_REQUIRED} for a blank id,
   *     {@code LEAD_NOT_FOUND} for an unknown, deleted or another user's lead
   */
  CampaignLead get(UserId owner, String leadId);
}
