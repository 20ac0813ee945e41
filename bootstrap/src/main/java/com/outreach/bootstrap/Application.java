package com.outreach.bootstrap;

import com.outreach.adapter.out.persistence.embedded.EmbeddedPostgresServer;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.Micronaut;
import java.time.Duration;
import java.util.Set;

/**
 * Starts the service, or, with arguments such as {@code users create ...}, runs one operator
 * command against the same database and exits (D-2). {@code --help}, {@code help} and an unknown
 * command print the commands and exit without starting anything.
 */
public final class Application {
  /** How long the embedded database waits for the context to stop before it stops anyway. */
  private static final Duration SHUTDOWN_PATIENCE = Duration.ofSeconds(30);

  private Application() {}

  /** Options that ask the command line about itself rather than configure the service. */
  private static final Set<String> COMMAND_LINE_OPTIONS = Set.of("--help", "-h");

  public static void main(String[] args) {
    if (isCommand(args)) {
      System.exit(OperatorCommandLine.run(args));
    }
    ApplicationContext context =
        Micronaut.build(args).mainClass(Application.class).banner(false).start();
    // On SIGTERM the embedded database (when it is ours) stops only after Micronaut's own shutdown
    // hook has closed the context's pools and loops. Calling stop() here instead would
    // deadlock with that hook, which holds the HTTP server's lock while it waits for the context's.
    EmbeddedPostgresServer.beforeStopping(() -> awaitStopped(context));
  }

  /**
   * Whether the arguments are a command (or a question about the commands) rather than the
   * service's own options, such as {@code --micronaut.server.port=8081}.
   */
  static boolean isCommand(String[] args) {
    return args.length > 0 && (!args[0].startsWith("-") || COMMAND_LINE_OPTIONS.contains(args[0]));
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
