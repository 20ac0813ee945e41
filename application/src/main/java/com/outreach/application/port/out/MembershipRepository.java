package com.outreach.application.port.out;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Leads in campaigns (D-16, D-19, D-20). "Live" means neither the membership nor its campaign is
 * DELETED: only live memberships are shown or acted upon, and a lead has at most one live
 * membership per campaign. Always looked up within their owner (D-31).
 */
public interface MembershipRepository {
  /**
   * Serialises adding leads to the owner's campaign: until the calling transaction ends, no other
   * add to it and no change of its status runs. Adds therefore come one after another, and a list
   * in insertion order sees every membership exactly once even while leads are added (D-20).
   */
  void lockForAdding(UserId owner, CampaignId campaign);

  /** Which of these links are leads of the owner with a live membership in the campaign. */
  Set<ProfileLink> liveLinks(UserId owner, CampaignId campaign, Collection<ProfileLink> links);

  /**
   * Adds each membership whose lead has no live membership in its campaign yet; a concurrent add of
   * the same lead adds it once. Any number, in the caller's transaction (a store may write them in
   * several statements, in the order given).
   *
   * @return those added, in the order given; their list order is the order given
   */
  List<Membership> addAbsent(List<Membership> memberships);

  /** The owner's live membership, locked until the transaction ends. */
  Optional<Membership> findLiveForUpdate(UserId owner, UUID id);

  /** Stores the state and updatedAt. */
  void update(Membership membership);

  /** The owner's live membership with its lead. */
  Optional<CampaignLead> findLive(UserId owner, UUID id);

  /**
   * One page of the owner's live memberships in the campaign, optionally of one status, in the
   * order they were added (D-20).
   *
   * @throws com.outreach.domain.shared.DomainException {@code INVALID_CURSOR} for a cursor this
   *     repository did not hand out
   */
  Page<CampaignLead> listLive(
      UserId owner, CampaignId campaign, MembershipStatus status, PageRequest page);

  /** Has the owner's lead a live membership in any campaign (D-18)? */
  boolean hasLive(UserId owner, UUID leadId);
}
