package com.outreach.application.service.retention;

import com.outreach.application.port.out.retention.RetentionTarget;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;

/**
 * How long each kind of row is kept (D-54; docs/configuration.md "Retention"): a zero age keeps
 * that kind for ever. {@code batchSize} rows are deleted per transaction; {@code lease} is how long
 * an instance that stops answering holds the job before another takes it.
 */
public record RetentionPolicy(Map<RetentionTarget, Duration> ages, int batchSize, Duration lease) {

  public RetentionPolicy {
    ages = Map.copyOf(new EnumMap<>(ages));
    if (batchSize < 1) {
      throw new IllegalArgumentException("batch size must be at least 1");
    }
  }

  public static RetentionPolicy of(
      Duration webhookDeliveries,
      Duration tracking,
      Duration inboundMail,
      int batchSize,
      Duration lease) {
    Map<RetentionTarget, Duration> ages = new EnumMap<>(RetentionTarget.class);
    ages.put(RetentionTarget.WEBHOOK_DELIVERIES, webhookDeliveries);
    ages.put(RetentionTarget.WEBHOOK_ATTEMPTS, webhookDeliveries);
    ages.put(RetentionTarget.TRACKING_HITS, tracking);
    ages.put(RetentionTarget.TRACKING_HIT_WINDOWS, tracking);
    ages.put(RetentionTarget.INBOUND_MAIL_RECEIPTS, inboundMail);
    return new RetentionPolicy(ages, batchSize, lease);
  }

  /** Whether {@code target} is deleted at all. */
  public boolean applies(RetentionTarget target) {
    Duration age = ages.get(target);
    return age != null && !age.isZero() && !age.isNegative();
  }
}
