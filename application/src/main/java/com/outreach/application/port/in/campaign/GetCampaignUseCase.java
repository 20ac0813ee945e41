package com.outreach.application.port.in.campaign;

import com.outreach.domain.user.UserId;

/** One of the caller's campaigns (D-14). */
public interface GetCampaignUseCase {
  /**
   * @param campaignId the id as it arrived in the path
   * @throws com.outreach.domain.shared.DomainException {@code CAMPAIGN_ID_REQUIRED} for a blank id;
   *     {@code CAMPAIGN_NOT_FOUND} for an id that is malformed, unknown, another user's or DELETED
   *     (D-13, D-31)
   */
  CampaignView campaign(UserId owner, String campaignId);
}
