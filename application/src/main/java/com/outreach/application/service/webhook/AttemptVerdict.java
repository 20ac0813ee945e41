package com.outreach.application.service.webhook;

import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.application.port.out.DueDelivery;
import com.outreach.domain.webhook.AttemptOutcome;
import com.outreach.domain.webhook.RetrySchedule;
import java.time.Duration;
import java.time.Instant;

/**
 * The D-26 rules for one attempt: 2xx delivers; 410 disables the webhook; anything else (3xx, other
 * 4xx, 429, 5xx, no answer) fails, and is retried on the schedule, unless it was the last attempt
 * or the webhook has now been failing for {@code disableAfter}. {@code retryAt} is set for RETRYING
 * only.
 */
record AttemptVerdict(AttemptOutcome outcome, Instant retryAt) {
  static AttemptVerdict of(
      DueDelivery delivery, DeliveryOutcome sent, Instant now, DeliveryPolicy policy) {
    if (sent.succeeded()) {
      return new AttemptVerdict(AttemptOutcome.SUCCEEDED, null);
    }
    Instant failingSince =
        delivery.webhookFailingSince() == null ? now : delivery.webhookFailingSince();
    if (sent.gone() || !now.isBefore(failingSince.plus(policy.disableAfter()))) {
      return new AttemptVerdict(AttemptOutcome.WEBHOOK_DISABLED, null);
    }
    int next = delivery.attemptsMade() + 2;
    RetrySchedule schedule = policy.schedule();
    if (next > schedule.attempts()) {
      return new AttemptVerdict(AttemptOutcome.FAILED, null);
    }
    return new AttemptVerdict(
        AttemptOutcome.RETRYING, now.plus(delay(schedule, next, sent.retryAfter())));
  }

  /** Retry-After is honoured when it asks for longer, but never beyond twice the nominal delay. */
  private static Duration delay(RetrySchedule schedule, int attempt, Duration retryAfter) {
    Duration scheduled = schedule.delayBefore(attempt);
    if (retryAfter == null || retryAfter.compareTo(scheduled) <= 0) {
      return scheduled;
    }
    Duration cap = schedule.nominalDelayBefore(attempt).multipliedBy(2);
    return retryAfter.compareTo(cap) < 0 ? retryAfter : cap;
  }
}
