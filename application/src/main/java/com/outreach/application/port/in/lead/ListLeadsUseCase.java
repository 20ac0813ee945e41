package com.outreach.application.port.in.lead;

import com.outreach.application.port.Page;
import com.outreach.domain.lead.CampaignLead;

/** Lists a campaign's leads in the order they were added, keyset-paginated (D-20). */
public interface ListLeadsUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code CAMPAIGN_NOT_FOUND} for an unknown,
   *     another user's or DELETED campaign; {@code INVALID_CURSOR} for a cursor not handed out
   */
  Page<CampaignLead> list(ListLeadsQuery query);
}
