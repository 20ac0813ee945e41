package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.Pacing;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * D-37's order of a first step's candidates: the eligible senders, most headroom left today first,
 * ties by the lowest id; a sender whose settings leave no working window is not eligible. Taken
 * best first, one at a time: a decision nearly always takes the first one, so the order is selected
 * as it is asked for rather than sorted in full (in the engine's profile, ranking all the owner's
 * candidates for every first step was an eighth of the engine's CPU).
 */
final class SenderRanking {
  private final UUID[] ids;
  private final int[] headroom;
  private int left;

  private SenderRanking(UUID[] ids, int[] headroom, int size) {
    this.ids = ids;
    this.headroom = headroom;
    this.left = size;
  }

  static SenderRanking of(
      List<SenderState> candidates, Step.Kind kind, Instant now, SenderPacing pacing) {
    UUID[] ids = new UUID[candidates.size()];
    int[] headroom = new int[candidates.size()];
    int size = 0;
    ZoneId zone = null;
    LocalDate today = null;
    for (SenderState s : candidates) {
      Optional<Pacing> paced = pacing.of(s, kind);
      if (paced.isEmpty()) {
        continue;
      }
      Pacing p = paced.get();
      if (!p.hours()
          .zone()
          .equals(zone)) { // an owner's senders mostly share a zone: one day per zone met
        zone = p.hours().zone();
        today = p.hours().dayOf(now);
      }
      ids[size] = s.id();
      headroom[size] = p.capOn(today) - (today.equals(s.usageDay()) ? s.usedOnUsageDay() : 0);
      size++;
    }
    return new SenderRanking(ids, headroom, size);
  }

  boolean isEmpty() {
    return left == 0;
  }

  /** The best sender not taken yet, now taken; null when none is left. */
  UUID next() {
    if (left == 0) {
      return null;
    }
    int best = 0;
    for (int i = 1; i < left; i++) {
      if (headroom[i] > headroom[best]
          || headroom[i] == headroom[best] && ids[i].compareTo(ids[best]) < 0) {
        best = i;
      }
    }
    UUID chosen = ids[best];
    left--;
    ids[best] = ids[left];
    headroom[best] = headroom[left];
    return chosen;
  }

  /** All that are left, best first (taking them). */
  List<UUID> rest() {
    List<UUID> rest = new ArrayList<>(left);
    for (UUID id = next(); id != null; id = next()) {
      rest.add(id);
    }
    return rest;
  }
}
