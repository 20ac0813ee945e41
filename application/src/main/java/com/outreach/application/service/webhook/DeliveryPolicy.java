package com.outreach.application.service.webhook;

import com.outreach.domain.webhook.RetrySchedule;
import java.time.Duration;
import java.util.Objects;

/**
 * How deliveries are worked (D-26): how many one call claims, how long a claim is leased (longer than
 * a request may take, so a live worker's claim never expires), after how long a continuous run of
 * failures disables a webhook, the retry schedule, and this worker's name in leases.
 */
public record DeliveryPolicy(int batchSize, Duration lease, Duration disableAfter, RetrySchedule schedule,
    String worker) {
  public DeliveryPolicy {
    if (batchSize < 1) {
      throw new IllegalArgumentException("batchSize must be at least 1: " + batchSize);
    }
    if (lease.isNegative() || lease.isZero() || disableAfter.isNegative()) {
      throw new IllegalArgumentException("lease must be positive and disableAfter not negative");
    }
    Objects.requireNonNull(schedule);
    Objects.requireNonNull(worker);
  }
}
