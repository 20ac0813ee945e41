package com.outreach.application.port.out;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.user.UserId;
import java.util.Optional;

/**
 * The append-only record of outreach events (D-33), the single source of statistics (D-29) and, later,
 * of webhook deliveries (D-26). Appending also keeps the statistics counters and the membership's
 * progress, so that no writer can record an event without them.
 */
public interface EventLog {
  /**
   * The owner's live (not DELETED) membership of the lead with that canonical profile link in that
   * campaign, locked until the caller's transaction ends, so concurrent events of one membership apply
   * one after the other.
   */
  Optional<EventTarget> lockLiveMembership(UserId owner, CampaignId campaign, String canonicalProfileLink);

  /** Appends the event, counts it, and stores {@code after} when it differs from the state read. */
  void append(OutreachEvent event, MembershipState before, MembershipState after);
}
