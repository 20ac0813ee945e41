package com.outreach.application.port.out.engine;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;

/**
 * Wakes memberships for the engine when something they wait for changes, in the caller's
 * transaction: the engine works out itself what is then due, so waking early is harmless.
 */
public interface MembershipSchedule {
  /**
   * The lead's invite was accepted at {@code at} (first report wins): its next step is planned from
   * then (D-35).
   */
  void accepted(UUID membershipId, Instant at, Instant now);

  /**
   * A stop ended the membership (D-40): its reserved actions are cancelled and nothing is planned.
   */
  void stopped(UUID membershipId, Instant now);

  /** Looks at the membership again at {@code now} (a lead resumed). */
  void wake(UUID membershipId, Instant now);

  /** Looks again at the campaign's open memberships with nothing planned (the campaign resumed). */
  void wakeCampaign(CampaignId campaign, Instant now);

  /**
   * Looks again at every open membership of the campaign waiting for a later time (its delays
   * changed, D-36).
   */
  void replanCampaign(CampaignId campaign, Instant now);

  /**
   * Looks again at the owner's open memberships with nothing planned (owner resumed, sender added
   * or changed).
   */
  void wakeOwner(UserId owner, Instant now);
}
