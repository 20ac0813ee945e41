package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Webhook delivery by two instances on one database: both jars deliver the same backlog to one
 * receiver, and share it. No delivery is made twice or lost, and neither instance does more than 70
 * % of the work. The suite runs 2,000 events; {@code bench/webhook-two-instances.sh} runs 50,000
 * through {@code -Dtwo.events}.
 */
class WebhookTwoInstancesIT {
  private static final int EVENTS = RunSettings.integer("two.events", 2_000);
  private static final int CLIENTS = 8;
  private static final int LEADS = 50;
  private static final double MOST_ONE_MAY_DO = 0.70;

  /** Below the sender's 15 s timeout, so that a held answer never becomes a retry. */
  private static final Duration LONGEST_HOLD = Duration.ofSeconds(10);

  private static final Duration STALL = Duration.ofSeconds(90);
  private static final Path FIGURES = Path.of("target", "webhook-two-instances-figures.txt");

  @Test
  void twoInstancesDeliverOneBacklog_eachEventOnce_andShareTheWork() throws Exception {
    Files.deleteIfExists(FIGURES);
    try (DeliveryRig rig = DeliveryRig.start("webhook-two-instances")) {
      ServiceProcess intake = rig.startIntake();
      WebhookScenario scenario =
          WebhookScenario.create(rig.api(intake), rig.receiver.url("/hooks"), LEADS);
      long postStart = System.nanoTime();
      List<String> recorded =
          EventPoster.start(scenario, List.of(rig.api(intake)), EVENTS, CLIENTS)
              .await(30, TimeUnit.MINUTES);
      long postingMillis = millisSince(postStart);
      intake.close();

      ServiceProcess a = rig.deliverer("instance-a", Map.of());
      ServiceProcess b = rig.deliverer("instance-b", Map.of());
      long heldMillis = startTogether(rig, a, b);
      long start = System.nanoTime();
      Waiting.until(
          "all " + EVENTS + " deliveries settled",
          () ->
              rig.receiver.distinct() >= EVENTS
                  && rig.tables.countByStatus().equals(Map.of("DELIVERED", (long) EVENTS)),
          rig.receiver::requests,
          STALL,
          () ->
              "outbox "
                  + rig.tables.countByStatus()
                  + "; instance-a log:\n"
                  + a.logTail()
                  + "\ninstance-b log:\n"
                  + b.logTail());
      long deliveryMillis = millisSince(start);

      Map<String, Integer> timesById = rig.receiver.timesById();
      report(deliveryFigures(postingMillis, heldMillis, deliveryMillis, timesById));
      Set<String> missing = new HashSet<>(recorded);
      missing.removeAll(timesById.keySet());
      assertThat(missing).as("events recorded but never received").isEmpty();
      assertThat(timesById.keySet())
          .as("webhook-ids received")
          .containsExactlyInAnyOrderElementsOf(recorded);
      assertThat(repeated(timesById)).as("webhook-ids received more than once").isEmpty();

      Map<String, Long> byInstance = byInstance(rig.tables.successesByWorker(), a, b);
      report(shareFigures(byInstance));
      assertThat(byInstance.values().stream().mapToLong(Long::longValue).sum())
          .as("successful attempts")
          .isEqualTo(EVENTS);
      assertThat(byInstance.values())
          .as("deliveries per instance, of " + EVENTS)
          .allSatisfy(n -> assertThat(n).isLessThanOrEqualTo((long) (EVENTS * MOST_ONE_MAY_DO)));
    }
  }

  /**
   * Starts both and holds the receiver's answers until both have claimed deliveries, so that each
   * starts on the backlog at the same moment: otherwise the JVM that happens to start a second
   * earlier delivers alone meanwhile, which on the suite's 2,000 events could be all of them.
   * Returns how long the first request was held.
   */
  private static long startTogether(DeliveryRig rig, ServiceProcess a, ServiceProcess b)
      throws InterruptedException {
    rig.receiver.holdAnswers(LONGEST_HOLD);
    a.launch();
    b.launch();
    a.awaitHealthy();
    b.awaitHealthy();
    Waiting.until(
        "a first request",
        () -> rig.receiver.requests() > 0,
        rig.receiver::requests,
        STALL,
        () -> "");
    long held = System.nanoTime();
    long deadline = held + LONGEST_HOLD.toNanos();
    while (claimHolders(rig).size() < 2 && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    rig.receiver.releaseAnswers();
    return millisSince(held);
  }

  private static Set<String> claimHolders(DeliveryRig rig) {
    return rig.tables.claimed().stream()
        .map(DeliveryTables.Claim::leasedBy)
        .collect(Collectors.toSet());
  }

  /**
   * Successful attempts per instance. The service adds a suffix of its own to the configured worker
   * name at every start, so a worker belongs to the instance whose name it starts with; a worker of
   * neither would be a third party in the run, and is kept under its own name to fail the check.
   */
  private static Map<String, Long> byInstance(
      Map<String, Long> byWorker, ServiceProcess... instances) {
    Map<String, Long> shares = new TreeMap<>();
    for (ServiceProcess instance : instances) {
      shares.put(instance.sessionName(), 0L);
    }
    byWorker.forEach(
        (worker, n) -> {
          String owner =
              Arrays.stream(instances)
                  .map(ServiceProcess::sessionName)
                  .filter(name -> worker.startsWith(name + "-"))
                  .findFirst()
                  .orElse(worker);
          shares.merge(owner, n, Long::sum);
        });
    return shares;
  }

  private static Map<String, Integer> repeated(Map<String, Integer> timesById) {
    return timesById.entrySet().stream()
        .filter(e -> e.getValue() > 1)
        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
  }

  private static String deliveryFigures(
      long postingMillis, long heldMillis, long deliveryMillis, Map<String, Integer> timesById) {
    long received = timesById.values().stream().mapToLong(Integer::longValue).sum();
    return String.format(
        Locale.ROOT,
        "Webhook delivery by two instances: %,d events (posted in %.1f s); answers held %.1f s until both had "
            + "claimed, then delivered in %.1f s, %,.0f events/s%n"
            + "received %,d requests: %,d distinct webhook-ids, %,d duplicates, %,d lost%n",
        EVENTS,
        postingMillis / 1000.0,
        heldMillis / 1000.0,
        deliveryMillis / 1000.0,
        EVENTS * 1000.0 / deliveryMillis,
        received,
        timesById.size(),
        received - timesById.size(),
        EVENTS - timesById.size());
  }

  private static String shareFigures(Map<String, Long> byInstance) {
    StringBuilder out = new StringBuilder();
    byInstance.forEach(
        (worker, n) ->
            out.append(
                String.format(
                    Locale.ROOT,
                    "  %-14s %,8d deliveries  %5.1f %%%n",
                    worker,
                    n,
                    100.0 * n / EVENTS)));
    return out.toString();
  }

  /**
   * Prints and appends to target/webhook-two-instances-figures.txt, which the bench script shows.
   */
  private static void report(String figures) throws Exception {
    System.out.print(figures);
    Files.writeString(
        FIGURES,
        figures,
        StandardCharsets.UTF_8,
        StandardOpenOption.CREATE,
        StandardOpenOption.APPEND);
  }

  private static long millisSince(long nanos) {
    return (System.nanoTime() - nanos) / 1_000_000;
  }
}
