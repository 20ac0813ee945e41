package com.outreach.application.port.in.campaign;

import com.outreach.domain.campaign.Campaign;

/** Changes the title, url, content or engine settings of one of the caller's campaigns (D-36). */
public interface ChangeCampaignUseCase {
  /**
   * @return the campaign as it is now
   * @throws com.outreach.domain.shared.DomainException {@code CAMPAIGN_ID_REQUIRED} for a blank id;
   *     {@code CAMPAIGN_NOT_FOUND} for an id that is malformed, unknown, another user's or DELETED
   *     (D-13, D-31); otherwise the first rule the change breaks, in the order of {@link
   *     Campaign#change}, and then nothing is changed
   */
  Campaign change(ChangeCampaignCommand command);
}
