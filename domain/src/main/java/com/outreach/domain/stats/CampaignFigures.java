package com.outreach.domain.stats;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.MembershipStatus;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * The counts statistics are derived from (D-29). Membership figures describe now: {@code leads}
 * (live memberships by status, DELETED left out) and {@code processed} (live memberships with at
 * least one event, ever). Event figures count events inside the range: {@code events} (per kind),
 * {@code engagements} (memberships with ACCEPTS_REQUEST, REPLY_DETECTED, OPENED or CLICKED) and
 * {@code opportunities} (memberships with REPLY_DETECTED). Every kind and status is present, 0 when none.
 */
public record CampaignFigures(
    Map<EventKind, Long> events, Map<MembershipStatus, Long> leads, long processed, long engagements,
    long opportunities) {
  public CampaignFigures {
    events = complete(EventKind.class, events, EventKind.values());
    leads = complete(MembershipStatus.class, leads, live());
  }

  public long events(EventKind kind) {
    return events.get(kind);
  }

  public long leads(MembershipStatus status) {
    return leads.get(status);
  }

  /** Every status but DELETED, which statistics never show. */
  public static MembershipStatus[] live() {
    return java.util.Arrays.stream(MembershipStatus.values())
        .filter(s -> s != MembershipStatus.DELETED).toArray(MembershipStatus[]::new);
  }

  private static <E extends Enum<E>> Map<E, Long> complete(Class<E> type, Map<E, Long> given, E[] keys) {
    Map<E, Long> all = new EnumMap<>(type);
    for (E key : keys) {
      all.put(key, given == null ? 0L : given.getOrDefault(key, 0L));
    }
    return Collections.unmodifiableMap(all);
  }
}
