package com.outreach.application.port.in.campaign;

import com.outreach.application.port.Page;

/**
 * The caller's campaigns, newest first, a page at a time; DELETED ones are never shown (D-14,
 * D-20).
 */
public interface ListCampaignsUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code INVALID_CURSOR} for a cursor the
   *     service did not hand out
   */
  Page<CampaignView> campaigns(ListCampaignsQuery query);
}
