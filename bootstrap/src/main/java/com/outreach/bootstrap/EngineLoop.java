package com.outreach.bootstrap;

import com.outreach.application.port.in.engine.RunEngineUseCase;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the outreach engine once the HTTP server is up, beside the webhook delivery loop: each of
 * {@code outreach.engine.threads} threads claims due memberships and carries them out, and sleeps
 * {@code outreach.engine.poll-interval} when nothing was due. Claims skip what other threads and
 * instances hold, so threads and instances simply add up. {@code outreach.engine.enabled: false}
 * makes an API-only instance. Operator commands start no server, so they run no engine.
 */
@Singleton
@Requires(property = "outreach.engine.enabled", notEquals = "false")
final class EngineLoop implements ApplicationEventListener<ServerStartupEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(EngineLoop.class);
  private static final Duration DRAIN = Duration.ofSeconds(5);

  private final RunEngineUseCase engine;
  private final Duration pollInterval;
  private final int threads;
  private final List<Thread> workers = new ArrayList<>();
  private volatile boolean running;

  EngineLoop(
      RunEngineUseCase engine,
      @Value("${outreach.engine.poll-interval}") Duration pollInterval,
      @Value("${outreach.engine.threads}") int threads) {
    this.engine = engine;
    this.pollInterval = pollInterval;
    this.threads = threads;
  }

  @Override
  public synchronized void onApplicationEvent(ServerStartupEvent event) {
    if (running) {
      return;
    }
    running = true;
    for (int i = 1; i <= threads; i++) {
      Thread t = new Thread(this::run, "engine-" + i);
      t.setDaemon(true);
      t.start();
      workers.add(t);
    }
  }

  private void run() {
    while (running) {
      try {
        if (engine.runOnce() == 0) {
          Thread.sleep(pollInterval.toMillis());
        }
      } catch (InterruptedException e) {
        return;
      } catch (Exception e) {
        // A database hiccup must not stop the engine; what it held falls due again when its lease
        // ends. Exception, not RuntimeException: JDBC code can pass an SQLException on undeclared,
        // and a thread that dies of it stops a quarter of the engine for good.
        LOG.warn("Engine pass failed", e);
        sleepQuietly();
      }
    }
  }

  private void sleepQuietly() {
    try {
      Thread.sleep(pollInterval.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Stops claiming and lets the actions under way finish, so their outcomes are written. */
  @PreDestroy
  synchronized void stop() throws InterruptedException {
    running = false;
    for (Thread t : workers) {
      t.join(DRAIN.toMillis());
    }
  }
}
