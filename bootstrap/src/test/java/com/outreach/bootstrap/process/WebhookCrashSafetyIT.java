package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Webhook crash safety (D-26: "an event recorded is never lost ... also after a crash"): the built
 * jar delivers to a loopback receiver and is SIGKILLed at random moments and started again, while a
 * second, non-delivering instance keeps recording events through {@code POST /events}. In the end
 * every event arrived at least once, and every repeat was a delivery the killed instance had
 * claimed and not settled. The suite runs 2,000 events and 3 kills; {@code bench/webhook-crash.sh}
 * runs 100,000 and 20 through the system properties below.
 */
class WebhookCrashSafetyIT {
  private static final int EVENTS = RunSettings.integer("crash.events", 2_000);
  private static final int KILLS = RunSettings.integer("crash.kills", 3);
  private static final long SEED = RunSettings.seed("crash.seed");

  /**
   * Short, so that a killed instance's claims are due again soon (production's default is 30 s); a
   * restart takes longer than that anyway, so the run does not wait for it. Not shorter, so that
   * even on a starved machine no live worker's claim of a loopback delivery runs out under it.
   */
  private static final String LEASE = RunSettings.text("crash.lease", "5s");

  private static final int CLIENTS = 8;
  private static final int LEADS = 50;
  private static final Duration STALL = Duration.ofSeconds(90);

  @Test
  void killedAtRandomWhileDelivering_everyEventArrives_andOnlyDeliveriesInFlightAtAKillArriveTwice()
      throws Exception {
    System.out.printf(
        "WebhookCrashSafetyIT: %d events, %d kills, seed %d (repeat with -Dcrash.seed=%d)%n",
        EVENTS, KILLS, SEED, SEED);
    try (DeliveryRig rig = DeliveryRig.start("webhook-crash")) {
      ServiceProcess intake = rig.startIntake();
      WebhookScenario scenario =
          WebhookScenario.create(rig.api(intake), rig.receiver.url("/hooks"), LEADS);
      ServiceProcess deliverer =
          rig.deliverer("deliverer", Map.of("OUTREACH_WEBHOOKS_LEASE", LEASE));
      deliverer.start();

      long start = System.nanoTime();
      EventPoster poster = EventPoster.start(scenario, List.of(rig.api(intake)), EVENTS, CLIENTS);
      List<Long> restartMillis = new ArrayList<>();
      List<KillRecord> kills = killRepeatedly(rig, deliverer, start, restartMillis);
      List<String> recorded = poster.await(30, TimeUnit.MINUTES);
      long postingMillis = poster.finishedMillisAfter(start);
      awaitAllDelivered(rig, deliverer, recorded.size());
      long wallMillis = millisSince(start);

      CrashAudit audit = new CrashAudit(recorded, rig.receiver.timesById(), kills);
      Map<String, Long> attempts = rig.tables.attemptsByOutcome();
      report(
          CrashFigures.of(
              new CrashFigures.Run(
                  EVENTS,
                  KILLS,
                  SEED,
                  LEASE,
                  postingMillis,
                  wallMillis,
                  median(restartMillis),
                  attempts),
              audit));

      assertThat(kills).hasSize(KILLS);
      assertThat(audit.lost()).as("events recorded but never received").isEmpty();
      assertThat(audit.unknown()).as("webhook-ids received that no recorded event has").isEmpty();
      // Each kill takes at most one duplicate per delivery it had in flight, so none left over
      // means that every kill's duplicates are at most its deliveries in flight.
      assertThat(audit.unexplained())
          .as("duplicates beyond the kills their delivery was in flight at")
          .isEmpty();
      assertThat(attempts)
          .as("one logged success per delivery; the receiver never fails")
          .isEqualTo(Map.of("SUCCEEDED", (long) EVENTS));
    }
  }

  private List<KillRecord> killRepeatedly(
      DeliveryRig rig, ServiceProcess deliverer, long start, List<Long> restartMillis)
      throws InterruptedException {
    OrphanedClaims orphans = new OrphanedClaims();
    List<KillRecord> kills = new ArrayList<>();
    int[] targets = KillSchedule.targets(SEED, KILLS, EVENTS);
    for (int k = 0; k < targets.length; k++) {
      // Each kill hits an instance that has delivered since it started, so it is never idle at the
      // time.
      int target = Math.max(targets[k], Math.min(EVENTS, rig.receiver.distinct() + 1));
      Waiting.until(
          "delivery " + target,
          () -> rig.receiver.distinct() >= target,
          rig.receiver::requests,
          STALL,
          () -> state(rig, deliverer));
      int received = rig.receiver.distinct();
      deliverer.kill();
      long at = millisSince(start);
      rig.tables.awaitDisconnected(deliverer.sessionName(), Duration.ofSeconds(30));
      kills.add(new KillRecord(k + 1, at, received, orphans.newSince(rig.tables.claimed())));
      long restart = System.nanoTime();
      deliverer.start();
      restartMillis.add(millisSince(restart));
    }
    return kills;
  }

  private static void awaitAllDelivered(DeliveryRig rig, ServiceProcess deliverer, int events)
      throws InterruptedException {
    Waiting.until(
        "all " + events + " deliveries settled",
        // The receiver first: the outbox is read only once every event has arrived.
        () ->
            rig.receiver.distinct() >= events
                && rig.tables.countByStatus().equals(Map.of("DELIVERED", (long) events)),
        rig.receiver::requests,
        STALL,
        () -> state(rig, deliverer));
  }

  private static String state(DeliveryRig rig, ServiceProcess deliverer) {
    return "outbox "
        + rig.tables.countByStatus()
        + ", receiver "
        + rig.receiver.distinct()
        + " distinct of "
        + rig.receiver.requests()
        + " requests; deliverer log:\n"
        + deliverer.logTail();
  }

  private static void report(String figures) throws Exception {
    System.out.print(figures);
    Files.writeString(
        Path.of("target", "webhook-crash-figures.txt"), figures, StandardCharsets.UTF_8);
  }

  private static long median(List<Long> values) {
    List<Long> sorted = values.stream().sorted().toList();
    return sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
  }

  private static long millisSince(long nanos) {
    return (System.nanoTime() - nanos) / 1_000_000;
  }
}
