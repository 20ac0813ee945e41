package com.outreach.application.service.engine;

import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.engine.Gap;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The engine's deployment settings (docs/configuration.md, {@code outreach.engine.*}).
 *
 * @param worker this instance's name in leases and the ledger
 * @param lease how long a claimed membership stays with this worker; a crashed worker's memberships
 *     fall due again after it
 * @param batchSize memberships claimed per pass
 * @param gap the random spacing between two actions of one sender (D-39)
 * @param defaultSchedule the working days and hours of senders without their own (D-39)
 * @param throttlePause how long a provider's throttling pauses that kind of action on a sender
 *     (D-43)
 * @param retryDelays waits before the second, third, … attempt of a temporary failure (D-41)
 * @param senderRecheck how soon a sender paused by its provider is looked at again
 * @param decisionChunk memberships of a pass decided in one transaction (one commit for them all);
 *     1 decides each alone
 */
public record EngineSettings(
    String worker,
    Duration lease,
    int batchSize,
    Gap gap,
    ScheduleDefaults defaultSchedule,
    Duration throttlePause,
    List<Duration> retryDelays,
    Duration senderRecheck,
    int decisionChunk) {
  public EngineSettings {
    Objects.requireNonNull(worker, "worker");
    Objects.requireNonNull(defaultSchedule, "defaultSchedule");
    retryDelays = List.copyOf(retryDelays);
    if (batchSize < 1) {
      throw new IllegalArgumentException("batchSize must be at least 1");
    }
    if (decisionChunk < 1) {
      throw new IllegalArgumentException("decisionChunk must be at least 1");
    }
  }

  /** Attempts of one action before a temporary failure becomes FAILED (D-41: three). */
  public int maxAttempts() {
    return retryDelays.size() + 1;
  }
}
