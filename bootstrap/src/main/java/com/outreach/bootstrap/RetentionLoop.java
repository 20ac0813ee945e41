package com.outreach.bootstrap;

import com.outreach.application.port.out.retention.RetentionStore;
import com.outreach.application.service.retention.ApplyRetentionService;
import com.outreach.application.service.retention.RetentionPolicy;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies retention (D-54, docs/privacy.md "Retention") from the moment the HTTP server is up, on
 * every instance, one at a time by the job's lease: a round of one batch per kind of row, then
 * {@code outreach.retention.batch-pause} while a batch came back full (a backlog), else {@code
 * outreach.retention.interval}. {@code outreach.retention.enabled: false} runs none here.
 */
@Singleton
@Requires(property = "outreach.retention.enabled", notEquals = "false")
final class RetentionLoop implements ApplicationEventListener<ServerStartupEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(RetentionLoop.class);
  private static final Duration DRAIN = Duration.ofSeconds(5);

  private final ApplyRetentionService retention;
  private final BackgroundLoop loop;

  RetentionLoop(
      RetentionStore store,
      Clock clock,
      @Value("${outreach.retention.webhook-deliveries:P30D}") Duration webhookDeliveries,
      @Value("${outreach.retention.tracking:P90D}") Duration tracking,
      @Value("${outreach.retention.inbound-mail:P90D}") Duration inboundMail,
      @Value("${outreach.retention.batch-size:1000}") int batchSize,
      @Value("${outreach.retention.interval:PT10M}") Duration interval,
      @Value("${outreach.retention.batch-pause:50ms}") Duration batchPause,
      @Value("${outreach.retention.lease:PT1M}") Duration lease) {
    RetentionPolicy policy =
        RetentionPolicy.of(webhookDeliveries, tracking, inboundMail, batchSize, lease);
    this.retention =
        new ApplyRetentionService(
            store, policy, clock, "retention-" + UUID.randomUUID().toString().substring(0, 8));
    this.loop =
        new BackgroundLoop(
            "retention",
            LOG,
            "Applying retention failed; next round in " + interval,
            () -> interval,
            () -> {
              ApplyRetentionService.Round round = retention.runOnce();
              if (round.leaseHeld() && !round.deleted().isEmpty()) {
                LOG.debug("Retention deleted {}, digested {}", round.deleted(), round.digested());
              }
              // A lease held elsewhere: that instance works; this one looks again after the
              // interval, by when the holder has either finished or stopped renewing.
              return round.leaseHeld() && round.more(batchSize) ? batchPause : interval;
            });
  }

  @Override
  public void onApplicationEvent(ServerStartupEvent event) {
    loop.start();
  }

  /** Finishes the batch under way and hands the lease back, so another instance goes on at once. */
  @PreDestroy
  void stop() throws InterruptedException {
    if (!loop.running()) {
      return;
    }
    loop.stop(DRAIN, false);
    try {
      retention.release();
    } catch (RuntimeException e) {
      LOG.warn("Handing back the retention lease failed; it ends by itself", e);
    }
  }
}
