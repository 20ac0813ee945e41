package com.outreach.application.port.out;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/** Campaigns, always looked up within their owner: another user's id is no campaign at all (D-31). */
public interface CampaignRepository {
  void add(Campaign campaign);

  /** The owner's campaign whatever its status, DELETED included; callers decide what DELETED means. */
  Optional<Campaign> findOwned(UserId owner, CampaignId id);

  /** Stores the status and updatedAt. */
  void update(Campaign campaign);

  /**
   * The owner's campaigns that are not DELETED, newest first, optionally of one status (D-14).
   *
   * @throws com.outreach.domain.shared.DomainException {@code INVALID_CURSOR} for a cursor this
   *     repository did not hand out
   */
  Page<Campaign> listOwned(UserId owner, CampaignStatus status, PageRequest page);

  /** Membership counts by status for each campaign, deleted memberships left out (D-14). */
  Map<CampaignId, Map<MembershipStatus, Long>> leadCounts(Collection<CampaignId> campaigns);
}
