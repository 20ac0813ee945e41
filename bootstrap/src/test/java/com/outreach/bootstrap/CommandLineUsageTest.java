package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * {@code java -jar outreach-service.jar --help}, {@code help} and an unknown command print the
 * commands and exit, 0 when asked for and 2 for a mistake, without starting anything: no context,
 * so no database and no server.
 */
class CommandLineUsageTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();
  private int contextsStarted;

  private final Supplier<ApplicationContext> noContext =
      () -> {
        contextsStarted++;
        throw new AssertionError("the command line started a context");
      };

  private int cli(String... args) {
    return OperatorCommandLine.run(
        noContext, new PrintWriter(out, true), new PrintWriter(err, true), args);
  }

  @Test
  void helpOptions_andTheServiceOptions_goWhereTheyBelong() {
    assertThat(Application.isCommand(new String[] {"--help"})).isTrue();
    assertThat(Application.isCommand(new String[] {"-h"})).isTrue();
    assertThat(Application.isCommand(new String[] {"help"})).isTrue();
    assertThat(Application.isCommand(new String[] {"no-such-command"})).isTrue();
    assertThat(Application.isCommand(new String[] {"users", "create"})).isTrue();

    assertThat(Application.isCommand(new String[] {})).isFalse();
    assertThat(Application.isCommand(new String[] {"--micronaut.server.port=8081"})).isFalse();
  }

  @Test
  void dashDashHelp_printsTheCommands_andExitsZero() {
    assertThat(cli("--help")).isZero();

    assertUsage(out.toString());
    assertThat(err.toString()).isEmpty();
    assertThat(contextsStarted).isZero();
  }

  @Test
  void help_printsTheCommands_andExitsZero() {
    assertThat(cli("help")).isZero();

    assertUsage(out.toString());
    assertThat(err.toString()).isEmpty();
    assertThat(contextsStarted).isZero();
  }

  @Test
  void anUnknownCommand_isNamed_withTheCommands_andExitsTwo() {
    assertThat(cli("no-such-command")).isEqualTo(2);

    assertThat(err.toString()).contains("Unmatched argument at index 0: 'no-such-command'");
    assertUsage(err.toString());
    assertThat(out.toString()).isEmpty();
    assertThat(contextsStarted).isZero();
  }

  @Test
  void helpOfACommand_printsItsOptions() {
    assertThat(cli("help", "users")).isZero();

    assertThat(out.toString()).contains("Usage: outreach-service users", "create");
    assertThat(contextsStarted).isZero();
  }

  private static void assertUsage(String printed) {
    assertThat(printed)
        .contains("Usage: outreach-service")
        .containsPattern("Without arguments the jar\\s+starts the service\\.")
        .containsPattern("(?m)^\\s+users\\s+Manage accounts\\.")
        .containsPattern("(?m)^\\s+leads\\s+Leads of your campaigns")
        .containsPattern("(?m)^\\s+campaigns\\s")
        .containsPattern("(?m)^\\s+help\\s");
  }
}
