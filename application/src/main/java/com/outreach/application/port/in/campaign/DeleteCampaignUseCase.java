package com.outreach.application.port.in.campaign;

import com.outreach.domain.user.UserId;

/**
 * Soft-deletes one of the caller's campaigns: DELETED is final, and from then on it is unknown
 * (D-13).
 */
public interface DeleteCampaignUseCase {
  /**
   * @param campaignId the id as it arrived in the path
   * @throws com.outreach.domain.shared.DomainException {@code CAMPAIGN_ID_REQUIRED} for a blank id;
   *     {@code CAMPAIGN_NOT_FOUND} for an id that is malformed, unknown, another user's or already
   *     DELETED
   */
  void delete(UserId owner, String campaignId);
}
