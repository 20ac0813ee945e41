package com.outreach.bootstrap;

import com.outreach.application.port.in.network.ReceiveNetworkSignalsUseCase;
import com.outreach.application.port.out.network.NetworkRelations;
import com.outreach.application.port.out.network.RelationPolls;
import com.outreach.application.service.network.PollRelationsService;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Polls each Unipile account's relations every {@code outreach.network.unipile.relations-poll}
 * (docs/linkedin.md), on instances that run the engine with the Unipile provider, from the moment
 * the HTTP server is up; which accounts are due is looked at every {@code
 * outreach.network.unipile.relations-check}. Accounts are leased, so several instances never poll
 * one account at once.
 */
@Singleton
@Requires(beans = NetworkRelations.class)
@Requires(property = "outreach.engine.enabled", notEquals = "false")
final class RelationsPollLoop implements ApplicationEventListener<ServerStartupEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(RelationsPollLoop.class);
  private static final Duration DRAIN = Duration.ofSeconds(5);

  private final BackgroundLoop loop;

  RelationsPollLoop(
      RelationPolls polls,
      NetworkRelations relations,
      ReceiveNetworkSignalsUseCase signals,
      @Value("${outreach.network.unipile.relations-poll}") Duration interval,
      @Value("${outreach.network.unipile.relations-check}") Duration check,
      Clock clock) {
    // A lease as long as two turns: an instance that dies mid-poll frees the account soon after.
    PollRelationsService poll =
        new PollRelationsService(polls, relations, signals, interval, Duration.ofMinutes(2), clock);
    this.loop =
        new BackgroundLoop(
            "relations-poll",
            LOG,
            "Relations poll failed",
            () -> check,
            () -> {
              int recorded = poll.pollDue();
              if (recorded > 0) {
                LOG.info(
                    "Relations poll recorded {} acceptance(s) the webhook had not reported",
                    recorded);
              }
              return check;
            });
  }

  @Override
  public void onApplicationEvent(ServerStartupEvent event) {
    loop.start();
  }

  @PreDestroy
  void stop() throws InterruptedException {
    loop.stop(DRAIN, false);
  }
}
