package com.outreach.application.service.retention;

import com.outreach.application.port.out.retention.RetentionStore;
import com.outreach.application.port.out.retention.RetentionTarget;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * One round of retention (D-54): under the job's lease, one batch of each kind of row that has
 * outlived its age, and one batch of suppressions still stored in clear turned into digests. A
 * round is short; the loop that runs it rests between rounds, so deleting a large backlog never
 * holds locks for long or takes the database from the event intake.
 */
public final class ApplyRetentionService {
  private final RetentionStore store;
  private final RetentionPolicy policy;
  private final Clock clock;
  private final String holder;

  public ApplyRetentionService(
      RetentionStore store, RetentionPolicy policy, Clock clock, String holder) {
    this.store = store;
    this.policy = policy;
    this.clock = clock;
    this.holder = holder;
  }

  /** What one round did. */
  public record Round(boolean leaseHeld, Map<RetentionTarget, Integer> deleted, int digested) {

    /** Whether a batch came back full: more may be waiting. */
    public boolean more(int batchSize) {
      return digested == batchSize || deleted.values().stream().anyMatch(n -> n == batchSize);
    }
  }

  public Round runOnce() {
    if (!store.holdLease(holder, policy.lease())) {
      return new Round(false, Map.of(), 0);
    }
    Map<RetentionTarget, Integer> deleted = new EnumMap<>(RetentionTarget.class);
    Instant now = clock.instant();
    for (RetentionTarget target : RetentionTarget.values()) {
      if (!policy.applies(target)) {
        continue;
      }
      OptionalInt batch =
          store.deleteBatch(
              target,
              now.minus(policy.ages().get(target)),
              policy.batchSize(),
              holder,
              policy.lease());
      if (batch.isEmpty()) {
        return new Round(false, deleted, 0);
      }
      deleted.put(target, batch.getAsInt());
    }
    OptionalInt digested =
        store.digestClearSuppressions(policy.batchSize(), holder, policy.lease());
    return new Round(digested.isPresent(), deleted, digested.orElse(0));
  }

  /** Lets another instance take the job at once (this one is stopping). */
  public void release() {
    store.releaseLease(holder);
  }
}
