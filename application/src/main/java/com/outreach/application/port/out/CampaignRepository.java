package com.outreach.application.port.out;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Campaigns, always looked up within their owner: another user's id is no campaign at all (D-31).
 */
public interface CampaignRepository {
  void add(Campaign campaign);

  /**
   * The owner's campaign whatever its status, DELETED included; callers decide what DELETED means.
   */
  Optional<Campaign> findOwned(UserId owner, CampaignId id);

  /**
   * Of {@code ids}, those that are the owner's and not DELETED: the campaigns a batch of events may
   * be recorded in, in one read instead of one per campaign.
   */
  default Set<CampaignId> liveOwned(UserId owner, Collection<CampaignId> ids) {
    return ids.stream()
        .distinct()
        .filter(
            id ->
                findOwned(owner, id).filter(c -> c.status() != CampaignStatus.DELETED).isPresent())
        .collect(Collectors.toSet());
  }

  /**
   * Stores the status and updatedAt of the owner's campaign, unless the stored one is DELETED:
   * DELETED is final (D-13), so a change read before a concurrent delete must not bring the
   * campaign back.
   *
   * @return false when nothing was stored: the stored campaign is DELETED (or not the owner's)
   */
  boolean update(Campaign campaign);

  /**
   * Stores the title, url, content, engine settings and updatedAt of the owner's campaign (D-36),
   * but only while it is not DELETED and its updatedAt is still {@code readUpdatedAt}, the one the
   * change started from: after a concurrent change, status change or delete nothing is stored, and
   * the caller reads the campaign again. The status is never written here.
   *
   * @return false when nothing was stored
   */
  boolean change(Campaign campaign, Instant readUpdatedAt);

  /**
   * The owner's campaigns that are not DELETED, newest first, optionally of one status (D-14).
   *
   * @throws com.outreach.domain.shared.DomainException {@code INVALID_CURSOR} for a cursor this
   *     repository did not hand out
   */
  Page<Campaign> listOwned(UserId owner, CampaignStatus status, PageRequest page);

  /**
   * Membership counts by status for each of the campaigns, in one look-up for all of them, deleted
   * memberships left out (D-14). A campaign without counted memberships may be absent from the map.
   */
  Map<CampaignId, Map<MembershipStatus, Long>> leadCounts(Collection<CampaignId> campaigns);
}
