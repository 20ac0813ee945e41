package com.outreach.application.port.in.campaign;

import com.outreach.domain.campaign.Campaign;

/** Creates an ACTIVE campaign for the caller (spec 4.9, D-11 ... D-13). */
public interface CreateCampaignUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException with the first rule of D-11 / D-12 the
   *     request breaks, in the order of {@link Campaign#create}
   */
  Campaign create(CreateCampaignCommand command);
}
