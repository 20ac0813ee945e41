package com.outreach.bootstrap.process;

import java.util.Arrays;
import java.util.Random;

/**
 * When to kill: after a random number of events has reached the receiver, drawn from a seeded
 * {@link Random} so that a run can be repeated. Counting deliveries rather than milliseconds puts
 * every kill in the middle of delivery, whatever the machine's speed.
 */
final class KillSchedule {
  private KillSchedule() {}

  /** {@code kills} ascending targets between 2 % and 98 % of {@code events} distinct deliveries. */
  static int[] targets(long seed, int kills, int events) {
    Random random = new Random(seed);
    int low = Math.max(1, events / 50);
    int high = Math.max(low + 1, events - events / 50);
    int[] targets = new int[kills];
    for (int k = 0; k < kills; k++) {
      targets[k] = low + random.nextInt(high - low);
    }
    Arrays.sort(targets);
    return targets;
  }
}
