package com.outreach.bootstrap.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code campaigns list} and {@code campaigns stats ID}: the caller's campaigns as readable tables.
 */
@Command(
    name = "campaigns",
    mixinStandardHelpOptions = true,
    description = "Your campaigns, through the API.",
    subcommands = {CampaignCommands.ListCampaigns.class, CampaignCommands.CampaignStats.class})
public final class CampaignCommands {
  private static final DateTimeFormatter DAY_TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(ZoneOffset.UTC);

  /** Prints a refusal or an unreachable service; the exit status. */
  private static int failed(PrintWriter err, ServiceClient.Answer answer) {
    err.println(answer.message() + " (HTTP " + answer.status() + ")");
    return 1;
  }

  @Command(
      name = "list",
      mixinStandardHelpOptions = true,
      description =
          "List your campaigns, newest first: id, title, sequence, status, leads, created (UTC).")
  public static final class ListCampaigns implements Callable<Integer> {
    private final PrintWriter out;
    private final PrintWriter err;

    @Mixin ServiceOptions service;

    public ListCampaigns(PrintWriter out, PrintWriter err) {
      this.out = out;
      this.err = err;
    }

    @Override
    public Integer call() {
      TextTable table = new TextTable("ID", "TITLE", "SEQUENCE", "STATUS", "LEADS", "CREATED");
      ServiceClient client = service.client();
      String cursor = null;
      int count = 0;
      try {
        do {
          ServiceClient.Answer page =
              client.get(
                  "campaigns?limit=1000"
                      + (cursor == null ? "" : "&cursor=" + ServiceClient.encode(cursor)));
          if (!page.success()) {
            return failed(err, page);
          }
          for (Object item : (List<?>) page.body().get("data")) {
            Map<?, ?> campaign = (Map<?, ?>) item;
            Map<?, ?> counts = campaign.get("leadCounts") instanceof Map<?, ?> m ? m : Map.of();
            table.row(
                campaign.get("campaignId"),
                campaign.get("title"),
                campaign.get("sequence"),
                campaign.get("status"),
                counts.get("total"),
                time(campaign.get("createdAt")));
            count++;
          }
          cursor = (String) page.body().get("nextCursor");
        } while (cursor != null);
      } catch (UncheckedIOException unreachable) {
        err.println(unreachable.getMessage());
        return 3;
      }
      table.print(out);
      out.println(count + (count == 1 ? " campaign" : " campaigns"));
      return 0;
    }

    private static String time(Object epochMillis) {
      return epochMillis instanceof Number n
          ? DAY_TIME.format(Instant.ofEpochMilli(n.longValue()))
          : "";
    }
  }

  @Command(
      name = "stats",
      mixinStandardHelpOptions = true,
      description =
          "A campaign's statistics: its leads by status, the events, the rates, and each step's"
              + " figures by variant.")
  public static final class CampaignStats implements Callable<Integer> {
    private final PrintWriter out;
    private final PrintWriter err;

    @Mixin ServiceOptions service;

    @Parameters(index = "0", paramLabel = "ID", description = "The campaign's id.")
    String campaignId;

    public CampaignStats(PrintWriter out, PrintWriter err) {
      this.out = out;
      this.err = err;
    }

    @Override
    public Integer call() {
      ServiceClient.Answer answer;
      try {
        answer = service.client().get("campaigns/" + ServiceClient.encode(campaignId) + "/stats");
      } catch (UncheckedIOException unreachable) {
        err.println(unreachable.getMessage());
        return 3;
      }
      if (!answer.success()) {
        return failed(err, answer);
      }
      Map<?, ?> stats = (Map<?, ?>) answer.body().get("stats");
      out.println("Campaign " + campaignId);
      out.println();
      TextTable leads = new TextTable("LEADS", "COUNT");
      for (String figure : List.of("total", "processed", "queue", "completed", "failed")) {
        leads.row(figure, stats.get(figure));
      }
      ((Map<?, ?>) stats.get("leads")).forEach(leads::row);
      leads.print(out);
      out.println();
      TextTable events = new TextTable("EVENT", "COUNT");
      ((Map<?, ?>) stats.get("events")).forEach(events::row);
      if (stats.get("engineEvents") instanceof Map<?, ?> engine) {
        engine.forEach(events::row);
      }
      events.print(out);
      out.println();
      TextTable rates = new TextTable("RATE", "VALUE");
      for (String rate :
          List.of("acceptanceRate", "replyRate", "openRate", "clickRate", "bounceRate")) {
        rates.row(rate, percent(stats.get(rate)));
      }
      rates.print(out);
      ServiceClient.Answer steps;
      try {
        steps =
            service.client().get("campaigns/" + ServiceClient.encode(campaignId) + "/steps/stats");
      } catch (UncheckedIOException unreachable) {
        err.println(unreachable.getMessage());
        return 3;
      }
      if (!steps.success()) {
        return failed(err, steps);
      }
      out.println();
      stepTable((List<?>) steps.body().get("data")).print(out);
      return 0;
    }

    /** D-52: a row per step and variant (0-based, as the API numbers them). */
    private static TextTable stepTable(List<?> steps) {
      TextTable table =
          new TextTable(
              "STEP",
              "TYPE",
              "VARIANT",
              "SENT",
              "SKIPPED",
              "ACCEPTED",
              "OPENED",
              "CLICKED",
              "REPLIED",
              "BOUNCED",
              "REPLY RATE");
      for (Object entry : steps) {
        Map<?, ?> step = (Map<?, ?>) entry;
        List<?> variants = (List<?>) step.get("variants");
        for (int i = 0; i < variants.size(); i++) {
          Map<?, ?> v = (Map<?, ?>) variants.get(i);
          table.row(
              step.get("step"),
              step.get("type"),
              i,
              v.get("sent"),
              i == 0 ? step.get("skipped") : "",
              v.get("accepted"),
              v.get("opened"),
              v.get("clicked"),
              v.get("replied"),
              v.get("bounced"),
              percent(v.get("replyRate")));
        }
      }
      return table;
    }

    private static String percent(Object rate) {
      return rate instanceof Number n
          ? String.format(Locale.ROOT, "%.2f %%", n.doubleValue() * 100)
          : "";
    }
  }
}
