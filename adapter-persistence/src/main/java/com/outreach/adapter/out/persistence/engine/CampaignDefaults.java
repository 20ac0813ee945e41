package com.outreach.adapter.out.persistence.engine;

import com.outreach.domain.campaign.Sequence;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.List;

/** The campaign settings a campaign row leaves to the defaults (D-35): NULL delays or invite expiry. */
@Singleton
final class CampaignDefaults {
  private static final List<Duration> CONNECT = List.of(Duration.ofDays(1), Duration.ofDays(3), Duration.ofDays(4));
  private static final List<Duration> OTHERS = List.of(Duration.ofDays(3), Duration.ofDays(4));

  List<Duration> delays(Sequence sequence, List<Duration> stored) {
    List<Duration> defaults = sequence == Sequence.CONNECT ? CONNECT : OTHERS;
    if (stored == null) {
      return defaults;
    }
    // Fewer entries than steps: the missing positions take their defaults.
    List<Duration> effective = new java.util.ArrayList<>(stored);
    for (int i = stored.size(); i < defaults.size(); i++) {
      effective.add(defaults.get(i));
    }
    return effective;
  }

  Duration inviteExpiry() {
    return Duration.ofDays(21);
  }
}
