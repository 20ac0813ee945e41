package com.outreach.bootstrap;

import com.outreach.application.port.in.network.ReceiveNetworkSignalsUseCase;
import com.outreach.application.port.out.network.NetworkRelations;
import com.outreach.application.port.out.network.RelationPolls;
import com.outreach.application.service.network.PollRelationsService;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Polls each Unipile account's relations every {@code outreach.network.unipile.relations-poll}
 * (docs/linkedin.md), on instances that run the engine with the Unipile provider; which accounts
 * are due is looked at every {@code outreach.network.unipile.relations-check}. Accounts are leased,
 * so several instances never poll one account at once.
 */
@Singleton
@Requires(beans = NetworkRelations.class)
@Requires(property = "outreach.engine.enabled", notEquals = "false")
final class RelationsPollLoop {
  private static final Logger LOG = LoggerFactory.getLogger(RelationsPollLoop.class);

  private final PollRelationsService poll;

  RelationsPollLoop(
      RelationPolls polls,
      NetworkRelations relations,
      ReceiveNetworkSignalsUseCase signals,
      @Value("${outreach.network.unipile.relations-poll}") Duration interval,
      Clock clock) {
    // A lease as long as two turns: an instance that dies mid-poll frees the account soon after.
    this.poll =
        new PollRelationsService(polls, relations, signals, interval, Duration.ofMinutes(2), clock);
  }

  @Scheduled(fixedDelay = "${outreach.network.unipile.relations-check}", initialDelay = "1s")
  void pollDue() {
    try {
      int recorded = poll.pollDue();
      if (recorded > 0) {
        LOG.info("Relations poll recorded {} acceptance(s) the webhook had not reported", recorded);
      }
    } catch (RuntimeException e) {
      LOG.warn("Relations poll failed", e);
    }
  }
}
