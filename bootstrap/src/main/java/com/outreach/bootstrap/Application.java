package com.outreach.bootstrap;

import io.micronaut.runtime.Micronaut;

/**
 * Starts the service, or, with arguments such as {@code users create ...}, runs one operator
 * command against the same database and exits (D-2).
 */
public final class Application {
  private Application() {}

  public static void main(String[] args) {
    if (args.length > 0 && !args[0].startsWith("-")) {
      System.exit(OperatorCommandLine.run(args));
    }
    Micronaut.build(args).mainClass(Application.class).banner(false).start();
  }
}
