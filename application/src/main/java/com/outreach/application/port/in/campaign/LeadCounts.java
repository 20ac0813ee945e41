package com.outreach.application.port.in.campaign;

import com.outreach.domain.lead.MembershipStatus;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * How many of a campaign's memberships are in each status, and in all (D-14). Every status but
 * DELETED has an entry, 0 when none; deleted memberships are never counted (D-19).
 */
public record LeadCounts(long total, Map<MembershipStatus, Long> byStatus) {
  public static final LeadCounts NONE = of(Map.of());

  public LeadCounts {
    byStatus = Collections.unmodifiableMap(new EnumMap<>(byStatus));
  }

  /**
   * From the counts a repository found; statuses it did not mention count 0, DELETED is dropped.
   */
  public static LeadCounts of(Map<MembershipStatus, Long> found) {
    Map<MembershipStatus, Long> counts = new EnumMap<>(MembershipStatus.class);
    long total = 0;
    for (MembershipStatus status : MembershipStatus.values()) {
      if (status != MembershipStatus.DELETED) {
        long n = found.getOrDefault(status, 0L);
        counts.put(status, n);
        total += n;
      }
    }
    return new LeadCounts(total, counts);
  }
}
