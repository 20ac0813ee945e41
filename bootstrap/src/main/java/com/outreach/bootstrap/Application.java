package com.outreach.bootstrap;

import com.outreach.adapter.out.persistence.embedded.EmbeddedPostgresServer;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.Micronaut;
import java.time.Duration;

/**
 * Starts the service, or, with arguments such as {@code users create ...}, runs one operator
 * command against the same database and exits (D-2).
 */
public final class Application {
  /** How long the embedded database waits for the context to stop before it stops anyway. */
  private static final Duration SHUTDOWN_PATIENCE = Duration.ofSeconds(30);

  private Application() {}

  public static void main(String[] args) {
    if (args.length > 0 && !args[0].startsWith("-")) {
      System.exit(OperatorCommandLine.run(args));
    }
    ApplicationContext context =
        Micronaut.build(args).mainClass(Application.class).banner(false).start();
    // On SIGTERM the embedded database (when it is ours) stops only after Micronaut's own shutdown
    // hook has closed the context's pools and loops. Calling stop() here instead would
    // deadlock with that hook, which holds the HTTP server's lock while it waits for the context's.
    EmbeddedPostgresServer.beforeStopping(() -> awaitStopped(context));
  }

  private static void awaitStopped(ApplicationContext context) {
    long deadline = System.nanoTime() + SHUTDOWN_PATIENCE.toNanos();
    while (context.isRunning() && System.nanoTime() < deadline) {
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
