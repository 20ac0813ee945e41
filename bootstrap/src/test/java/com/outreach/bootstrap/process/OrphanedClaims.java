package com.outreach.bootstrap.process;

import com.outreach.bootstrap.process.DeliveryTables.Claim;
import java.util.HashSet;
import java.util.Set;

/**
 * Tells, after a kill, which claims the killed worker left behind. A claim of an earlier victim
 * whose lease has not yet run out is still DELIVERING too; it was counted at that earlier kill and
 * is not counted again.
 */
final class OrphanedClaims {
  private final Set<Claim> seen = new HashSet<>();

  /** The event ids of the claims in {@code claimed} no earlier call has returned. */
  Set<String> newSince(Set<Claim> claimed) {
    Set<String> eventIds = new HashSet<>();
    for (Claim claim : claimed) {
      if (seen.add(claim)) {
        eventIds.add(claim.eventId());
      }
    }
    return eventIds;
  }
}
