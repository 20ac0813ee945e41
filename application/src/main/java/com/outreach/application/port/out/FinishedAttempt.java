package com.outreach.application.port.out;

import java.time.Instant;
import java.util.Objects;

/**
 * An attempt that has ended, to be logged and to settle its delivery (D-26): {@code retryAt} is
 * when to try again, set for a RETRYING outcome only.
 */
public record FinishedAttempt(DeliveryAttempt attempt, Instant retryAt) {
  public FinishedAttempt {
    Objects.requireNonNull(attempt);
  }
}
