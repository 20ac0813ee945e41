package com.outreach.application.port.in.campaign;

import com.outreach.domain.campaign.Campaign;

/**
 * Sets one of the caller's campaigns to a settable status, from any status but DELETED (spec 4.16,
 * D-13).
 */
public interface ChangeCampaignStatusUseCase {
  /**
   * @return the campaign as stored afterwards
   * @throws com.outreach.domain.shared.DomainException {@code CAMPAIGN_NOT_FOUND} for an id that is
   *     malformed, unknown, another user's or DELETED (D-13, D-31)
   */
  Campaign changeStatus(ChangeCampaignStatusCommand command);
}
