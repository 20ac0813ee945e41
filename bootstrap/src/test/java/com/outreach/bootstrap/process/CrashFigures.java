package com.outreach.bootstrap.process;

import java.util.Locale;
import java.util.Map;

/** The printed result of a crash run: one line per kill, the totals, and the run's rates. */
final class CrashFigures {
  private CrashFigures() {}

  record Run(
      int events,
      int kills,
      long seed,
      String lease,
      long postingMillis,
      long wallMillis,
      long medianRestartMillis,
      Map<String, Long> attempts) {}

  static String of(Run run, CrashAudit audit) {
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "Webhook crash safety: %,d events, %d SIGKILLs, seed %d, lease %s%n",
            run.events(),
            run.kills(),
            run.seed(),
            run.lease()));
    out.append(
        String.format(
            Locale.ROOT,
            "%6s %12s %16s %10s %11s%n",
            "kill",
            "at (ms)",
            "received before",
            "in flight",
            "duplicates"));
    for (int k = 0; k < audit.kills().size(); k++) {
      KillRecord kill = audit.kills().get(k);
      out.append(
          String.format(
              Locale.ROOT,
              "%6d %,12d %,16d %,10d %,11d%n",
              kill.number(),
              kill.atMillis(),
              kill.receivedBefore(),
              kill.inFlight().size(),
              audit.duplicatesOf(k)));
    }
    out.append(
        String.format(
            Locale.ROOT,
            "%6s %12s %16s %,10d %,11d%n",
            "total",
            "",
            "",
            audit.inFlight(),
            audit.duplicates()));
    out.append(
        String.format(
            Locale.ROOT,
            "received %,d deliveries for %,d events: %,d lost, %,d duplicates, %,d not explained by a kill%n",
            audit.received(),
            run.events(),
            audit.lost().size(),
            audit.duplicates(),
            audit.unexplained().size()));
    out.append(
        String.format(
            Locale.ROOT,
            "wall time %.1f s from the first event posted to the last delivery settled: %,.0f events/s end to end, "
                + "restarts included (posting took %.1f s, %,.0f events/s); median restart to healthy %.1f s%n",
            run.wallMillis() / 1000.0,
            run.events() * 1000.0 / run.wallMillis(),
            run.postingMillis() / 1000.0,
            run.events() * 1000.0 / run.postingMillis(),
            run.medianRestartMillis() / 1000.0));
    out.append("attempts logged by outcome: ")
        .append(run.attempts())
        .append(System.lineSeparator());
    return out.toString();
  }
}
