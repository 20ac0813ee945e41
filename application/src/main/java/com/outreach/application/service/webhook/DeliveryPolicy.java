package com.outreach.application.service.webhook;

import com.outreach.domain.webhook.RetrySchedule;
import java.time.Duration;
import java.util.Objects;

/**
 * How deliveries are worked (D-26): how many one claim takes at most, how long a claim is leased
 * (longer than a request may take, so a live worker's claim never expires), after how long a
 * continuous run of failures disables a webhook, the retry schedule, this worker's name in leases
 * and in the attempt log, and the {@link Limits} that keep endpoints from holding each other up.
 */
public record DeliveryPolicy(
    int batchSize,
    Duration lease,
    Duration disableAfter,
    RetrySchedule schedule,
    String worker,
    Limits limits) {
  public DeliveryPolicy {
    if (batchSize < 1) {
      throw new IllegalArgumentException("batchSize must be at least 1: " + batchSize);
    }
    if (lease.isNegative() || lease.isZero() || disableAfter.isNegative()) {
      throw new IllegalArgumentException("lease must be positive and disableAfter not negative");
    }
    Objects.requireNonNull(schedule);
    Objects.requireNonNull(worker);
    Objects.requireNonNull(limits);
  }

  public DeliveryPolicy(
      int batchSize, Duration lease, Duration disableAfter, RetrySchedule schedule, String worker) {
    this(batchSize, lease, disableAfter, schedule, worker, Limits.DEFAULT);
  }

  /**
   * Isolation between endpoints: at most {@code maxInFlight} sends at once on this instance, at
   * most {@code perWebhook} of them to one webhook; after {@code circuitFailures} failures in a row
   * a webhook's circuit opens for {@code circuitOpenFor}, during which its deliveries wait, then
   * one trial delivery decides whether it closes or opens again.
   */
  public record Limits(
      int maxInFlight, int perWebhook, int circuitFailures, Duration circuitOpenFor) {
    public static final Limits DEFAULT = new Limits(64, 8, 5, Duration.ofSeconds(30));

    public Limits {
      if (maxInFlight < 1 || perWebhook < 1 || circuitFailures < 1) {
        throw new IllegalArgumentException(
            "maxInFlight, perWebhook and circuitFailures must be at least 1");
      }
      if (circuitOpenFor.isNegative() || circuitOpenFor.isZero()) {
        throw new IllegalArgumentException("circuitOpenFor must be positive: " + circuitOpenFor);
      }
    }
  }
}
