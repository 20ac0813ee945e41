package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.process.DeliveryTables.Claim;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which claims a kill left: a claim still open from an earlier kill is not counted twice. */
class OrphanedClaimsTest {
  @Test
  void aClaimSeenAtAnEarlierKill_isNotCountedAgain_butTheSameDeliveryClaimedAnew_is() {
    OrphanedClaims orphans = new OrphanedClaims();
    Claim first = new Claim("w", "e1", "deliverer-1-a", "12:00:05");
    Claim other = new Claim("w", "e2", "deliverer-1-a", "12:00:05");
    Claim again = new Claim("w", "e1", "deliverer-2-b", "12:00:20");

    assertThat(orphans.newSince(Set.of(first, other))).containsExactlyInAnyOrder("e1", "e2");
    assertThat(orphans.newSince(Set.of(other, again))).containsExactly("e1");
    assertThat(orphans.newSince(Set.of(other))).isEmpty();
  }
}
