package com.outreach.bootstrap.process;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Checks what the receiver got against the events recorded and the kills. Delivery is at least once
 * (D-26): a duplicate is allowed only for a delivery that a killed worker had claimed and not
 * settled, and only once per such kill. Each duplicate is charged to the earliest kill it was in
 * flight at and not yet charged for; what no kill can take is unexplained. So when nothing is
 * unexplained, no kill has more duplicates than it had deliveries in flight.
 */
final class CrashAudit {
  private final List<String> lost = new ArrayList<>();
  private final List<String> unknown = new ArrayList<>();
  private final Map<String, Integer> unexplained = new TreeMap<>();
  private final int[] duplicatesPerKill;
  private final List<KillRecord> kills;
  private final long received;

  CrashAudit(List<String> recorded, Map<String, Integer> timesById, List<KillRecord> kills) {
    this.kills = List.copyOf(kills);
    this.duplicatesPerKill = new int[kills.size()];
    this.received = timesById.values().stream().mapToLong(Integer::longValue).sum();
    Set<String> expected = new HashSet<>(recorded);
    for (String id : recorded) {
      if (!timesById.containsKey(id)) {
        lost.add(id);
      }
    }
    timesById.forEach(
        (id, times) -> {
          if (!expected.contains(id)) {
            unknown.add(id);
          }
          if (times > 1) {
            charge(id, times - 1);
          }
        });
  }

  private void charge(String id, int duplicates) {
    int left = duplicates;
    for (int k = 0; k < kills.size() && left > 0; k++) {
      if (kills.get(k).inFlight().contains(id)) {
        duplicatesPerKill[k]++;
        left--;
      }
    }
    if (left > 0) {
      unexplained.put(id, left);
    }
  }

  /** Recorded events the receiver never got. */
  List<String> lost() {
    return lost;
  }

  /** webhook-ids received that no recorded event has. */
  List<String> unknown() {
    return unknown;
  }

  /** Event id to the duplicates of it no kill accounts for. */
  Map<String, Integer> unexplained() {
    return unexplained;
  }

  int duplicatesOf(int killIndex) {
    return duplicatesPerKill[killIndex];
  }

  int duplicates() {
    int sum = 0;
    for (int d : duplicatesPerKill) {
      sum += d;
    }
    return sum + unexplained.values().stream().mapToInt(Integer::intValue).sum();
  }

  int inFlight() {
    return kills.stream().mapToInt(k -> k.inFlight().size()).sum();
  }

  long received() {
    return received;
  }

  List<KillRecord> kills() {
    return kills;
  }
}
