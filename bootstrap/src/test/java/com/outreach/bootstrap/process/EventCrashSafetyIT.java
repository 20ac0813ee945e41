package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Crash safety of group commit: the built jar records events from concurrent clients through {@code
 * POST /events} and is SIGKILLed while batches are being written, then started again. In the end
 * every acknowledged event (201 with its {@code eventId}) is stored under that id with its webhook
 * delivery, and every stored event was either acknowledged or in flight at a kill (its client saw
 * the connection drop, never an answer), so no event was acknowledged without being written. The
 * counters still equal the events. The suite runs 2,000 events and 3 kills; {@code
 * bench/event-crash.sh} runs 100,000 and 10 through the system properties below.
 */
class EventCrashSafetyIT {
  private static final int EVENTS = RunSettings.integer("eventcrash.events", 2_000);
  private static final int KILLS = RunSettings.integer("eventcrash.kills", 3);
  private static final int CLIENTS = RunSettings.integer("eventcrash.clients", 32);
  private static final int LEADS = 50;

  private final Map<Integer, String> acknowledged = new ConcurrentHashMap<>();
  private final Set<Integer> inFlightAtAKill = ConcurrentHashMap.newKeySet();
  private final AtomicInteger next = new AtomicInteger();
  private volatile boolean down;

  @Test
  void killedWhileWritingBatches_noAcknowledgedEventIsLost_andNoneIsAcknowledgedUnwritten()
      throws Exception {
    System.out.printf(
        "EventCrashSafetyIT: %d events, %d kills, %d clients%n", EVENTS, KILLS, CLIENTS);
    try (DeliveryRig rig = DeliveryRig.start("event-crash")) {
      ServiceProcess intake = rig.instance("intake", Map.of("OUTREACH_WEBHOOKS_DELIVER", "false"));
      intake.start();
      ServiceApi api = rig.api(intake);
      WebhookScenario scenario = WebhookScenario.create(api, rig.receiver.url("/hooks"), LEADS);

      long start = System.nanoTime();
      ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
      List<Future<?>> work = new ArrayList<>();
      for (int c = 0; c < CLIENTS; c++) {
        work.add(
            clients.submit(
                () -> {
                  post(api, scenario);
                  return null;
                }));
      }
      for (int k = 1; k <= KILLS; k++) {
        int target = EVENTS * k / (KILLS + 1);
        Waiting.until(
            target + " acknowledged",
            () -> acknowledged.size() >= target,
            acknowledged::size,
            java.time.Duration.ofSeconds(90),
            intake::logTail);
        down = true;
        intake.kill();
        intake.start();
        down = false;
      }
      for (Future<?> client : work) {
        client.get(30, TimeUnit.MINUTES);
      }
      clients.shutdown();
      long millis = (System.nanoTime() - start) / 1_000_000;

      Map<Integer, String> stored = new HashMap<>();
      Map<String, Long> deliveries = new HashMap<>();
      long counted;
      try (Connection c = rig.database.connect()) {
        query(
            c,
            "SELECT (data->>'n')::int, id::text FROM events WHERE campaign_id = ?::uuid",
            scenario.campaignId(),
            r -> stored.put(r.getInt(1), r.getString(2)));
        query(
            c,
            "SELECT event_id::text, count(*) FROM webhook_deliveries GROUP BY 1",
            null,
            r -> deliveries.put(r.getString(1), r.getLong(2)));
        counted =
            single(
                c,
                "SELECT coalesce(sum(events), 0) FROM campaign_event_days WHERE campaign_id = ?::uuid",
                scenario.campaignId());
      }
      Set<Integer> lost = new HashSet<>();
      acknowledged.forEach(
          (n, id) -> {
            if (!id.equals(stored.get(n))) {
              lost.add(n);
            }
          });
      Set<Integer> unacknowledgedStored = new HashSet<>(stored.keySet());
      unacknowledgedStored.removeAll(acknowledged.keySet());
      Set<Integer> unexplained = new HashSet<>(unacknowledgedStored);
      unexplained.removeAll(inFlightAtAKill);
      String figures =
          String.format(
              "events posted %d, acknowledged %d, stored %d, in flight at a kill %d "
                  + "(of which stored %d), kills %d, lost 0 expected: %d, unexplained 0 expected: %d, %d ms%n",
              EVENTS,
              acknowledged.size(),
              stored.size(),
              inFlightAtAKill.size(),
              unacknowledgedStored.size(),
              KILLS,
              lost.size(),
              unexplained.size(),
              millis);
      System.out.print(figures);
      Files.writeString(
          Path.of("target", "event-crash-figures.txt"), figures, StandardCharsets.UTF_8);

      assertThat(acknowledged.size() + inFlightAtAKill.size())
          .as("every event acknowledged or cut off by a kill")
          .isEqualTo(EVENTS);
      assertThat(lost).as("acknowledged events not stored under their id").isEmpty();
      assertThat(unexplained)
          .as("stored events neither acknowledged nor in flight at a kill")
          .isEmpty();
      assertThat(stored.values())
          .as("each stored event has its webhook delivery (outbox in its transaction)")
          .allMatch(id -> deliveries.getOrDefault(id, 0L) == 1L);
      assertThat(counted)
          .as("the counters count exactly the stored events")
          .isEqualTo(stored.size());
    }
  }

  /**
   * Posts until every event number is taken. A dropped connection (the kill) leaves that event's
   * fate open: it is noted, and the client waits for the service to be back before the next.
   */
  private void post(ServiceApi api, WebhookScenario scenario) throws InterruptedException {
    for (int n = next.getAndIncrement(); n < EVENTS; n = next.getAndIncrement()) {
      String body = scenario.event(n).replace("}", ",\"data\":{\"n\":" + n + "}}");
      try {
        ServiceApi.Answer answer = api.post("/events", body);
        if (answer.status() != 201) {
          throw new AssertionError(
              "event " + n + " answered " + answer.status() + " " + answer.body());
        }
        acknowledged.put(n, answer.text("eventId"));
      } catch (IOException cutOff) {
        inFlightAtAKill.add(n);
        awaitBack(api);
      }
    }
  }

  private void awaitBack(ServiceApi api) throws InterruptedException {
    while (true) {
      Thread.sleep(50);
      if (down) {
        continue;
      }
      try {
        if (api.get("/health").status() == 200) {
          return;
        }
      } catch (IOException stillDown) {
        // the restart is not listening yet
      }
    }
  }

  private interface Row {
    void read(ResultSet r) throws SQLException;
  }

  private static void query(Connection c, String sql, String arg, Row row) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      if (arg != null) {
        s.setString(1, arg);
      }
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          row.read(r);
        }
      }
    }
  }

  private static long single(Connection c, String sql, String arg) throws SQLException {
    long[] value = new long[1];
    query(c, sql, arg, r -> value[0] = r.getLong(1));
    return value[0];
  }
}
