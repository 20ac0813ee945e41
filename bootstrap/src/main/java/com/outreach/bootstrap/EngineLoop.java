package com.outreach.bootstrap;

import com.outreach.application.port.in.engine.RunEngineUseCase;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the outreach engine once the HTTP server is up, beside the webhook delivery loop: each of
 * {@code outreach.engine.threads} threads claims due memberships and carries them out, and rests
 * {@code outreach.engine.poll-interval} when nothing was due. Claims skip what other threads and
 * instances hold, so threads and instances simply add up. {@code outreach.engine.enabled: false}
 * makes an API-only instance. Operator commands start no server, so they run no engine.
 */
@Singleton
@Requires(property = "outreach.engine.enabled", notEquals = "false")
final class EngineLoop implements ApplicationEventListener<ServerStartupEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(EngineLoop.class);
  private static final Duration DRAIN = Duration.ofSeconds(5);

  private final BackgroundLoop loop;

  EngineLoop(
      RunEngineUseCase engine,
      @Value("${outreach.engine.poll-interval}") Duration pollInterval,
      @Value("${outreach.engine.threads}") int threads) {
    // A failed pass (a database hiccup) leaves what it held to fall due again when its lease ends.
    this.loop =
        new BackgroundLoop(
                "engine",
                LOG,
                "Engine pass failed",
                () -> pollInterval,
                () -> engine.runOnce() == 0 ? pollInterval : Duration.ZERO)
            .threads(threads);
  }

  @Override
  public void onApplicationEvent(ServerStartupEvent event) {
    loop.start();
  }

  /**
   * Stops claiming and lets the actions under way finish, so their outcomes are written: never
   * interrupted, as a provider call cut short would leave its outcome unknown.
   */
  @PreDestroy
  void stop() throws InterruptedException {
    loop.stop(DRAIN, false);
  }
}
