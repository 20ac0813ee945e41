package com.outreach.bootstrap;

import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.service.engine.EngineSettings;
import com.outreach.application.service.engine.RunEngineService;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.engine.Gap;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Property;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.random.RandomGenerator;

/**
 * Wires the outreach engine (D-27, D-34 … D-44) from {@code outreach.engine.*}
 * (docs/configuration.md). The LinkedIn provider is whichever adapter {@code
 * outreach.network.provider} selects; the mail provider is optional: without one, EMAIL memberships
 * stay PENDING.
 */
@Factory
final class EngineFactory {
  @Singleton
  EngineSettings engineSettings(
      @Nullable @Property(name = "outreach.engine.worker-name") String workerName,
      @Value("${outreach.engine.lease}") Duration lease,
      @Value("${outreach.engine.batch-size}") int batchSize,
      @Value("${outreach.engine.gap.min}") Duration gapMin,
      @Value("${outreach.engine.gap.max}") Duration gapMax,
      ScheduleDefaults defaultSchedule,
      @Value("${outreach.engine.throttle-pause}") Duration throttlePause,
      @Value("${outreach.engine.retry-delays}") List<Duration> retryDelays,
      @Value("${outreach.engine.sender-recheck}") Duration senderRecheck,
      @Value("${outreach.engine.decision-chunk}") int decisionChunk) {
    return new EngineSettings(
        worker(workerName),
        lease,
        batchSize,
        new Gap(gapMin, gapMax),
        defaultSchedule,
        throttlePause,
        retryDelays,
        senderRecheck,
        decisionChunk);
  }

  @Singleton
  RunEngineService runEngine(
      EngineStore store,
      BlacklistRepository blacklists,
      EventLog events,
      WebhookOutbox outbox,
      TransactionRunner transactions,
      LinkedInGateway linkedIn,
      Optional<MailGateway> mail,
      LocalDeliveryDoorbell doorbell,
      EngineSettings settings,
      Clock clock) {
    return new RunEngineService(
        store,
        blacklists,
        events,
        outbox,
        transactions,
        linkedIn,
        mail,
        doorbell::ring,
        settings,
        clock,
        RandomGenerator.of("L64X128MixRandom"));
  }

  /**
   * A name per start, like the webhook worker's: a restarted instance never holds its predecessor's
   * leases.
   */
  private static String worker(String configured) {
    String name = configured == null || configured.isBlank() ? "engine" : configured.strip();
    return name + "-" + UUID.randomUUID().toString().substring(0, 8);
  }
}
