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
 * {@code opportunities} (memberships with REPLY_DETECTED). Every kind and status is present, 0 when
 * none. {@code suspectedBots} counts the events of {@code events} recorded with {@code
 * data.suspectedBot: true} (opens and clicks inside the bot window, D-46), which the rates leave
 * out.
 */
public record CampaignFigures(
    Map<EventKind, Long> events,
    Map<MembershipStatus, Long> leads,
    long processed,
    long engagements,
    long opportunities,
    Map<EventKind, Long> suspectedBots) {
  public CampaignFigures {
    events = complete(EventKind.class, events, EventKind.values());
    leads = complete(MembershipStatus.class, leads, live());
    suspectedBots = complete(EventKind.class, suspectedBots, EventKind.values());
  }

  /** Without suspected bots. */
  public CampaignFigures(
      Map<EventKind, Long> events,
      Map<MembershipStatus, Long> leads,
      long processed,
      long engagements,
      long opportunities) {
    this(events, leads, processed, engagements, opportunities, Map.of());
  }

  /**
   * The events of {@code kind} a person made: those recorded as a suspected bot's left out (D-46).
   */
  public long byPeople(EventKind kind) {
    return Math.max(0, events.get(kind) - suspectedBots.get(kind));
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
        .filter(s -> s != MembershipStatus.DELETED)
        .toArray(MembershipStatus[]::new);
  }

  private static <E extends Enum<E>> Map<E, Long> complete(
      Class<E> type, Map<E, Long> given, E[] keys) {
    Map<E, Long> all = new EnumMap<>(type);
    for (E key : keys) {
      all.put(key, given == null ? 0L : given.getOrDefault(key, 0L));
    }
    return Collections.unmodifiableMap(all);
  }
}
