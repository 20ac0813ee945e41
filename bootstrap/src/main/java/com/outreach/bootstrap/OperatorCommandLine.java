package com.outreach.bootstrap;

import com.outreach.application.port.in.lead.EraseLeadUseCase;
import com.outreach.application.port.in.lead.EraseLeadsCommand;
import com.outreach.application.port.in.user.CreateUserCommand;
import com.outreach.application.port.in.user.CreateUserUseCase;
import com.outreach.application.port.in.user.CreatedUser;
import com.outreach.bootstrap.cli.CampaignCommands;
import com.outreach.bootstrap.cli.ImportLeadsCommand;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.user.UserId;
import io.micronaut.context.ApplicationContext;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The operator's command line (D-2): {@code users create --email .. --name .. [--agency] [--plan
 * ..]} prints the new account's token. Runs against the configured database, or joins the embedded
 * one of a running service. The people's commands ({@code leads import}, {@code campaigns
 * list|stats}) start no context: they call a running service over HTTP with a token.
 */
@Command(
    name = "outreach-service",
    mixinStandardHelpOptions = true,
    subcommands = {
      OperatorCommandLine.Users.class,
      OperatorCommandLine.Leads.class,
      CampaignCommands.class,
      CommandLine.HelpCommand.class
    },
    description =
        "Operator commands (users), and commands for people that call a running service through its API "
            + "(leads, campaigns; docs/cli.md). Without arguments the jar starts the service.")
public final class OperatorCommandLine {
  private OperatorCommandLine() {}

  public static int run(String... args) {
    // Keep the console to what the operator asked for: the new account and its token.
    Supplier<ApplicationContext> quiet =
        () -> ApplicationContext.builder().properties(Map.of("logger.levels.root", "WARN")).start();
    // System.console() is null unless both ends are a terminal: then a live bar, else plain lines.
    return run(
        quiet,
        new PrintWriter(System.out, true),
        new PrintWriter(System.err, true),
        System.console() != null,
        PLAIN_PROGRESS_INTERVAL,
        args);
  }

  /** How often plain progress lines are printed. */
  static final Duration PLAIN_PROGRESS_INTERVAL = Duration.ofSeconds(2);

  /** For tests: the context to run against, and where to print (not a terminal). */
  public static int run(
      Supplier<ApplicationContext> context, PrintWriter out, PrintWriter err, String... args) {
    return run(context, out, err, false, PLAIN_PROGRESS_INTERVAL, args);
  }

  /**
   * The context to run against, where to print, whether that is a terminal, and how often plain
   * lines come.
   */
  public static int run(
      Supplier<ApplicationContext> context,
      PrintWriter out,
      PrintWriter err,
      boolean terminal,
      Duration plainInterval,
      String... args) {
    CommandLine cli =
        new CommandLine(
            new OperatorCommandLine(),
            new CommandLine.IFactory() {
              @Override
              public <K> K create(Class<K> type) throws Exception {
                if (type == CreateUser.class) {
                  return type.cast(new CreateUser(context, out, err));
                }
                if (type == EraseLeads.class) {
                  return type.cast(new EraseLeads(context, out, err));
                }
                if (type == ImportLeadsCommand.class) {
                  return type.cast(new ImportLeadsCommand(out, err, terminal, plainInterval));
                }
                if (type == CampaignCommands.ListCampaigns.class) {
                  return type.cast(new CampaignCommands.ListCampaigns(out, err));
                }
                if (type == CampaignCommands.CampaignStats.class) {
                  return type.cast(new CampaignCommands.CampaignStats(out, err));
                }
                return CommandLine.defaultFactory().create(type);
              }
            });
    return cli.setOut(out).setErr(err).execute(args);
  }

  @Command(
      name = "leads",
      description =
          "Leads of your campaigns, through the API; erase (operators, against the database).",
      subcommands = {ImportLeadsCommand.class, OperatorCommandLine.EraseLeads.class},
      mixinStandardHelpOptions = true)
  static final class Leads {}

  @Command(
      name = "users",
      description = "Manage accounts.",
      subcommands = CreateUser.class,
      mixinStandardHelpOptions = true)
  static final class Users {}

  @Command(
      name = "create",
      mixinStandardHelpOptions = true,
      description = "Create an account and print its token (shown once).")
  static final class CreateUser implements Callable<Integer> {
    private final Supplier<ApplicationContext> context;
    private final PrintWriter out;
    private final PrintWriter err;

    @Option(names = "--email", required = true, description = "The account's email (unique).")
    String email;

    @Option(names = "--name", required = true, description = "The account's full name.")
    String name;

    @Option(
        names = "--agency",
        description = "Make it an agency owner, which can register sub-accounts.")
    boolean agency;

    @Option(names = "--plan", description = "Plan label (default CUSTOMER).")
    String plan;

    @Option(
        names = "--plan-expires",
        description = "Last day of the plan, YYYY-MM-DD (UTC); none by default.")
    LocalDate planExpires;

    @Option(
        names = "--token",
        description = "Use this token (at least 32 characters) instead of a random one.")
    String token;

    CreateUser(Supplier<ApplicationContext> context, PrintWriter out, PrintWriter err) {
      this.context = context;
      this.out = out;
      this.err = err;
    }

    @Override
    public Integer call() {
      try (ApplicationContext ctx = context.get()) {
        var expires =
            planExpires == null
                ? null
                : planExpires.plusDays(1).atStartOfDay().toInstant(ZoneOffset.UTC);
        CreatedUser created =
            ctx.getBean(CreateUserUseCase.class)
                .create(CreateUserCommand.of(email, name, agency, plan, expires, token));
        out.println(
            "Created "
                + (agency ? "agency owner" : "user")
                + " "
                + email
                + " with id "
                + created.id());
        out.println("token: " + created.token());
        return 0;
      } catch (DomainException | IllegalArgumentException refused) {
        err.println(refused.getMessage());
        return 2;
      }
    }
  }

  @Command(
      name = "erase",
      mixinStandardHelpOptions = true,
      description =
          "Erase every lead of a user with this email or profile link (D-54), for a request that"
              + " arrived by mail; runs against the database like users create.")
  static final class EraseLeads implements Callable<Integer> {
    private final Supplier<ApplicationContext> context;
    private final PrintWriter out;
    private final PrintWriter err;

    @Option(names = "--user", required = true, description = "The id of the user whose leads go.")
    String user;

    @Option(names = "--email", description = "The person's email address (any case).")
    String email;

    @Option(names = "--profile-link", description = "The person's profile link.")
    String profileLink;

    EraseLeads(Supplier<ApplicationContext> context, PrintWriter out, PrintWriter err) {
      this.context = context;
      this.out = out;
      this.err = err;
    }

    @Override
    public Integer call() {
      UserId owner;
      try {
        owner = new UserId(java.util.UUID.fromString(user));
      } catch (IllegalArgumentException notAnId) {
        err.println("Invalid user id!");
        return 2;
      }
      try (ApplicationContext ctx = context.get()) {
        int erased =
            ctx.getBean(EraseLeadUseCase.class)
                .eraseMatching(EraseLeadsCommand.of(owner, email, profileLink));
        out.println("Erased " + erased + (erased == 1 ? " lead" : " leads"));
        return 0;
      } catch (DomainException refused) {
        err.println(refused.getMessage());
        return 2;
      }
    }
  }
}
