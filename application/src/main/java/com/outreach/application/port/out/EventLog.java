package com.outreach.application.port.out;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.user.UserId;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The append-only record of outreach events (D-33), the single source of statistics (D-29) and,
 * later, of webhook deliveries (D-26). Appending also keeps the statistics counters and the
 * membership's progress, so that no writer can record an event without them.
 */
public interface EventLog {
  /**
   * The owner's live (not DELETED) membership of the lead with that canonical profile link in that
   * campaign, locked until the caller's transaction ends, so concurrent events of one membership
   * apply one after the other.
   */
  Optional<EventTarget> lockLiveMembership(
      UserId owner, CampaignId campaign, String canonicalProfileLink);

  /**
   * The live memberships of several leads at once, each locked until the caller's transaction ends,
   * in one fixed order (the membership ids') whatever the order asked, so two batches locking the
   * same rows wait for each other rather than deadlock. A lead without a live membership is left
   * out.
   */
  default Map<LeadInCampaign, EventTarget> lockLiveMemberships(List<LeadInCampaign> leads) {
    Map<LeadInCampaign, EventTarget> found = new LinkedHashMap<>();
    leads.stream()
        .distinct()
        .sorted(
            Comparator.comparing((LeadInCampaign l) -> l.campaign().value())
                .thenComparing(l -> l.owner().value())
                .thenComparing(LeadInCampaign::canonicalProfileLink))
        .forEach(
            l ->
                lockLiveMembership(l.owner(), l.campaign(), l.canonicalProfileLink())
                    .ifPresent(target -> found.put(l, target)));
    return found;
  }

  /** Appends the event, counts it, and stores {@code after} when it differs from the state read. */
  void append(OutreachEvent event, MembershipState before, MembershipState after);

  /**
   * Appends the events in their order, as {@link #append} would one by one, in the caller's
   * transaction; an adapter writes them together (the batch of a group commit).
   */
  default void appendAll(List<AppendedEvent> events) {
    events.forEach(e -> append(e.event(), e.before(), e.after()));
  }
}
