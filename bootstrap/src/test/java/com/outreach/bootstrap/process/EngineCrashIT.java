package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.junit.jupiter.api.Test;

/**
 * The engine's concurrency and crash acceptance: three instances of the built jar run the engine on
 * one PostgreSQL over CONNECT campaigns, with the sandbox provider, zero delays and gaps, an
 * all-day schedule and small limits, while instances are SIGKILLed at random and started again, and
 * acceptances and replies ({@code POST /events}) arrive at random moments; each kill hits an
 * instance whose worker holds leases at the time, when one does within 30 s. From the ledger: no
 * limit exceeded, no (membership, step) sent twice, no action started after its membership's reply
 * had committed, and each killed instance's leased memberships taken over by another worker within
 * 45 s. The suite runs 20 senders, 1,000 memberships, 3 kills and 40 replies; {@code
 * bench/engine-crash.sh} runs 200 senders and 20,000 memberships through the system properties
 * below.
 */
class EngineCrashIT {
  private static final int SENDERS = RunSettings.integer("engine.senders", 20);
  private static final int MEMBERSHIPS = RunSettings.integer("engine.memberships", 1_000);
  private static final int CAMPAIGNS = RunSettings.integer("engine.campaigns", 10);
  private static final int KILLS = RunSettings.integer("engine.kills", 3);
  private static final int REPLIES = RunSettings.integer("engine.replies", 40);
  private static final long SEED = RunSettings.seed("engine.seed");

  /** Short, so that a killed instance's memberships fall due again soon (production: 30 s). */
  private static final String LEASE = RunSettings.text("engine.lease", "5s");

  private static final int INVITES_PER_DAY = 3;
  private static final int MESSAGES_PER_DAY = 5;
  private static final int INSTANCES = 3;

  /** The mixed program's mailboxes, shared by all memberships, and their daily limit. */
  private static final int MAILBOXES = 4;

  private static final int EMAILS_PER_DAY = 25;

  /**
   * Acceptances posted together, every 0.4 s on average (about one a second per 40 senders), from
   * the share each kill releases: messages then follow while the kill looks for an instance at
   * work.
   */
  private static final int ACCEPTANCES_AT_ONCE = Math.max(1, SENDERS / 40);

  private static final Duration TAKEOVER = Duration.ofSeconds(45);
  private static final Duration STALL = Duration.ofSeconds(120);

  /** Sender zones, so that "a day" is each sender's own calendar day (D-38). */
  private static final List<String> ZONES =
      List.of("UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe");

  /**
   * One SIGKILL: the instance, how many open memberships its worker held, how long until none was.
   */
  record Kill(int number, String session, long atMillis, int held, long takeoverMillis) {}

  private final Random random = new Random(SEED);

  /**
   * Requests hold it shared, a kill exclusively: no request is in flight at a kill, so each answer
   * is known.
   */
  private final ReentrantReadWriteLock killing = new ReentrantReadWriteLock();

  private final List<ServiceProcess> live = new CopyOnWriteArrayList<>();
  private final List<EngineLedgerAudit.Stop> stops =
      Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger acceptances = new AtomicInteger();

  /**
   * Acceptances the driver may still post: each kill releases a share first, so that it meets work.
   */
  private final AtomicInteger acceptanceBudget = new AtomicInteger();

  private final Map<Integer, AtomicInteger> refusedEvents = new HashMap<>();
  private volatile Exception driverFailure;

  @Test
  void
      threeInstancesKilledAtRandom_keepLimits_sendEachStepOnce_startNothingAfterAStop_andTakeOverWithin45s()
          throws Exception {
    run(CrashProgram.CONNECT);
  }

  /**
   * The same run on a program that mixes every LinkedIn action with email, guards and variants
   * (D-50 … D-53): every one of the linked accounts' six limits and the mailboxes' daily limit
   * hold, no step goes out twice, and nothing is carried out or skipped after a committed stop.
   */
  @Test
  void
      mixedProgram_threeInstancesKilledAtRandom_keepAllLimits_sendEachStepOnce_startNothingAfterAStop()
          throws Exception {
    run(CrashProgram.MIXED);
  }

  private void run(CrashProgram program) throws Exception {
    System.out.printf(
        "EngineCrashIT (%s): %d senders, %d memberships, %d kills, %d replies, seed %d (repeat with "
            + "-Dengine.seed=%d)%n",
        program, SENDERS, MEMBERSHIPS, KILLS, REPLIES, SEED, SEED);
    Files.deleteIfExists(program.figures());
    try (DeliveryRig rig =
            DeliveryRig.start("engine-crash-" + program.name().toLowerCase(Locale.ROOT));
        CrashMail mail = program.mixesEmail() ? CrashMail.start() : CrashMail.none()) {
      EngineLedgerAudit audit = new EngineLedgerAudit(rig.database);
      long setupStart = System.nanoTime();
      setUp(rig, program, mail);
      long setupMillis = millisSince(setupStart);

      List<ServiceProcess> instances = new ArrayList<>();
      for (char name = 'a'; name < 'a' + INSTANCES; name++) {
        instances.add(rig.instance("engine-" + name, engineSettings(program)));
      }
      long start = System.nanoTime();
      instances.forEach(ServiceProcess::launch);
      AtomicBoolean driving = new AtomicBoolean(true);
      Thread driver = new Thread(() -> drive(rig, audit, driving), "events-driver");
      List<Kill> kills = new ArrayList<>();
      List<Long> restarts = new ArrayList<>();
      try {
        for (ServiceProcess instance : instances) {
          instance.awaitHealthy();
          live.add(instance);
        }
        driver.start();
        for (int k = 1; k <= KILLS; k++) {
          acceptanceBudget.addAndGet(Math.max(1, SENDERS * INVITES_PER_DAY / (KILLS + 1)));
          kills.add(killOne(k, audit, start, restarts));
        }
        acceptanceBudget.set(Integer.MAX_VALUE);
        Waiting.until(
            REPLIES + " replies posted",
            () -> stops.size() >= REPLIES || !driver.isAlive(),
            stops::size,
            STALL,
            () -> "replies " + stops.size());
      } finally {
        driving.set(false);
        driver.join(60_000);
      }
      if (driverFailure != null) {
        throw new AssertionError("posting events failed", driverFailure);
      }
      assertThat(stops).as("replies answered 201").hasSize(REPLIES);
      Waiting.until(
          "the engine idle",
          audit::idle,
          audit::progress,
          STALL,
          () ->
              "memberships "
                  + audit.membershipsByStatus()
                  + ", ledger "
                  + audit.actionsByTypeAndStatus()
                  + ", in flight "
                  + audit.inFlight());
      long wallMillis = millisSince(start);

      List<String> overLimit = audit.limitViolations();
      List<String> twice = audit.duplicateSends();
      List<String> afterStop = audit.startedAfterStop(stops);
      long inDoubt = audit.startedDuringStop(stops);
      Map<String, Long> ledger = audit.actionsByTypeAndStatus();
      report(
          program.figures(),
          figures(
              program,
              setupMillis,
              wallMillis,
              kills,
              restarts,
              ledger,
              audit,
              overLimit,
              twice,
              afterStop,
              inDoubt));

      assertThat(kills).hasSize(KILLS);
      assertThat(overLimit).as("limit violations").isEmpty();
      assertThat(twice).as("duplicate sends of one (membership, step)").isEmpty();
      assertThat(afterStop).as("actions started after a committed stop").isEmpty();
      assertThat(kills)
          .as("kills whose held memberships were not taken over within " + TAKEOVER)
          .allSatisfy(
              kill -> assertThat(kill.takeoverMillis()).isLessThanOrEqualTo(TAKEOVER.toMillis()));
      assertThat(kills.stream().mapToInt(Kill::held).sum())
          .as("memberships held by the killed workers")
          .isPositive();
      // The run did the work it is about: every sender used its invites, messages followed
      // acceptances.
      assertThat(audit.sendersAtCap("INVITE"))
          .as("senders whose invites today reached invitesPerDay")
          .isGreaterThanOrEqualTo(SENDERS);
      assertThat(ledger.getOrDefault("MESSAGE SENT", 0L)).as("messages sent").isPositive();
      assertThat(audit.membershipsByStatus().getOrDefault("REPLIED", 0L))
          .as("memberships REPLIED")
          .isPositive();
      if (program == CrashProgram.MIXED) {
        // Every kind of step was carried out, and guards both held and skipped.
        for (String done : List.of("VISIT SENT", "LIKE_POST SENT", "EMAIL SENT", "INMAIL SENT")) {
          assertThat(ledger.getOrDefault(done, 0L)).as(done).isPositive();
        }
        assertThat(ledger.keySet()).as("skipped steps").anyMatch(k -> k.endsWith(" SKIPPED"));
        assertThat(mail.received()).as("emails received by the SMTP server").isPositive();
      }
    }
  }

  /**
   * Senders, campaigns and leads through the API of an instance that runs no engine, so that the
   * three engine instances start together on the whole backlog.
   */
  private void setUp(DeliveryRig rig, CrashProgram program, CrashMail mail) throws Exception {
    ServiceProcess setup =
        rig.instance(
            "setup",
            Map.of(
                "OUTREACH_ENGINE_ENABLED",
                "false",
                "OUTREACH_WEBHOOKS_DELIVER",
                "false",
                "OUTREACH_ENGINE_MINIMUM_DELAY",
                "PT0S"));
    setup.start();
    ServiceApi api = rig.api(setup);
    for (int s = 0; s < SENDERS; s++) {
      api.postExpecting(
          201,
          "/linked-accounts",
          String.format(
              Locale.ROOT,
              "{\"email\":\"sender-%d@crash.example\",\"profileLink\":\"linkedin.com/in/crash-sender-%d\","
                  + "\"timeZone\":\"%s\",\"limits\":%s}",
              s,
              s,
              ZONES.get(s % ZONES.size()),
              program.limits(INVITES_PER_DAY, MESSAGES_PER_DAY)));
    }
    if (program.mixesEmail()) {
      for (int m = 0; m < MAILBOXES; m++) {
        api.postExpecting(201, "/email-accounts", mail.mailbox(m, EMAILS_PER_DAY));
      }
    }
    List<String> campaigns = new ArrayList<>();
    for (int c = 0; c < CAMPAIGNS; c++) {
      campaigns.add(
          api.postExpecting(201, "/campaigns", program.campaign("Crash " + c)).text("campaignId"));
    }
    int perCampaign = (MEMBERSHIPS + CAMPAIGNS - 1) / CAMPAIGNS;
    int made = 0;
    for (int c = 0; c < CAMPAIGNS && made < MEMBERSHIPS; c++) {
      int n = Math.min(perCampaign, MEMBERSHIPS - made);
      for (int from = 0; from < n; from += 1_000) {
        StringBuilder body =
            new StringBuilder("{\"campaignId\":\"" + campaigns.get(c) + "\",\"leads\":[");
        for (int i = from; i < Math.min(n, from + 1_000); i++) {
          body.append(i == from ? "" : ",")
              .append("{\"profileLink\":\"linkedin.com/in/crash-lead-")
              .append(made + i)
              .append("\",\"firstName\":\"Lead")
              .append(made + i)
              .append('"');
          if (program.mixesEmail() && (made + i) % 3 != 0) {
            // A third of the leads have no address: their EMAIL step is skipped (NO_EMAIL).
            body.append(",\"email\":\"lead-").append(made + i).append("@crash.example\"");
          }
          body.append('}');
        }
        api.postExpecting(200, "/leads/add-to-campaign", body.append("]}").toString());
      }
      made += n;
    }
    setup.close();
  }

  private static Map<String, String> engineSettings(CrashProgram program) {
    Map<String, String> env = DemoEngine.environment("50ms");
    env.put("OUTREACH_ENGINE_LEASE", LEASE);
    env.put("OUTREACH_WEBHOOKS_DELIVER", "true");
    if (program.mixesEmail()) {
      env.put("OUTREACH_MAIL_ALLOW_PRIVATE_HOSTS", "true"); // the SMTP server is on 127.0.0.1
    }
    return env;
  }

  /**
   * Kills a live instance at a random moment (0.5 to 3 s on), choosing at random among those whose
   * worker holds leases then (waiting up to 30 s for one, else any), restarts it at once, and
   * measures how long until no open membership its worker held is still leased by it: the time for
   * the others (or the new start) to take its work over.
   */
  private Kill killOne(int number, EngineLedgerAudit audit, long start, List<Long> restarts)
      throws Exception {
    Thread.sleep(500 + random.nextInt(2_500));
    List<ServiceProcess> busy = List.of();
    long lookUntil = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (busy.isEmpty() && System.nanoTime() < lookUntil) {
      List<String> holders = audit.leaseHolders();
      busy =
          live.stream()
              .filter(p -> holders.stream().anyMatch(h -> h.startsWith(p.sessionName() + "-")))
              .toList();
      Thread.sleep(busy.isEmpty() ? 2 : 0);
    }
    ServiceProcess victim =
        busy.isEmpty()
            ? live.get(random.nextInt(live.size()))
            : busy.get(random.nextInt(busy.size()));
    String session = victim.sessionName();
    killing.writeLock().lock();
    long killedAt;
    try {
      live.remove(victim);
      victim.kill();
      killedAt = System.nanoTime();
    } finally {
      killing.writeLock().unlock();
    }
    List<UUID> held = audit.leasedBy(session);
    long at = (killedAt - start) / 1_000_000;
    long restart = System.nanoTime();
    victim.launch();
    long deadline = killedAt + TAKEOVER.toNanos() * 3;
    while (audit.stillLeased(session, held) > 0 && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    long takeover = audit.stillLeased(session, held) == 0 ? millisSince(killedAt) : Long.MAX_VALUE;
    victim.awaitHealthy();
    restarts.add(millisSince(restart));
    live.add(victim);
    return new Kill(number, session, at, held.size(), takeover);
  }

  /**
   * The customers' side while the engine runs: acceptances of invited leads (a few at a time, so
   * that messages keep following) and replies at random moments, more often to leads the engine is
   * working on (where a stop races an action) than to waiting ones. Each reply's commit is bounded
   * by the database time read right after its 201.
   */
  private void drive(DeliveryRig rig, EngineLedgerAudit audit, AtomicBoolean driving) {
    Random own = new Random(SEED + 1);
    try {
      while (driving.get()) {
        int accepting =
            own.nextBoolean() ? Math.min(ACCEPTANCES_AT_ONCE, acceptanceBudget.get()) : 0;
        for (String[] target : audit.invitedNotAccepted(accepting)) {
          if (post(rig, "ACCEPTS_REQUEST", target) == 201) {
            acceptances.incrementAndGet();
            acceptanceBudget.decrementAndGet();
          }
        }
        if (stops.size() < REPLIES && own.nextInt(5) == 0) {
          for (String[] target : audit.openMemberships(own.nextInt(4) != 0, 1)) {
            java.sql.Timestamp before = audit.databaseNow();
            int status = post(rig, "REPLY_DETECTED", target);
            if (status == 201) {
              stops.add(
                  new EngineLedgerAudit.Stop(
                      UUID.fromString(target[0]), before, audit.databaseNow()));
            }
          }
        }
        Thread.sleep(own.nextInt(400));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException | RuntimeException e) {
      driverFailure = e;
    }
  }

  /** Posts one event for {@code target} (membership, campaign, profile link) to a live instance. */
  private int post(DeliveryRig rig, String event, String[] target)
      throws IOException, InterruptedException {
    killing.readLock().lock();
    try {
      ServiceProcess instance = live.get(Math.floorMod(target[0].hashCode(), live.size()));
      int status =
          rig.api(instance)
              .post(
                  "/events",
                  "{\"event\":\""
                      + event
                      + "\",\"campaignId\":\""
                      + target[1]
                      + "\",\"profileLink\":\""
                      + target[2]
                      + "\"}")
              .status();
      if (status != 201) {
        synchronized (refusedEvents) {
          refusedEvents.computeIfAbsent(status, s -> new AtomicInteger()).incrementAndGet();
        }
      }
      return status;
    } finally {
      killing.readLock().unlock();
    }
  }

  private String figures(
      CrashProgram program,
      long setupMillis,
      long wallMillis,
      List<Kill> kills,
      List<Long> restarts,
      Map<String, Long> ledger,
      EngineLedgerAudit audit,
      List<String> overLimit,
      List<String> twice,
      List<String> afterStop,
      long inDoubt) {
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "Engine crash run: %d instances, %,d senders (limits %s), %,d memberships in %d %s"
                + " campaigns, %d SIGKILLs, seed %d, lease %s%n",
            INSTANCES,
            SENDERS,
            program.limits(INVITES_PER_DAY, MESSAGES_PER_DAY),
            MEMBERSHIPS,
            CAMPAIGNS,
            program,
            KILLS,
            SEED,
            LEASE));
    out.append(
        String.format(
            Locale.ROOT,
            "%6s %-12s %12s %14s %14s%n",
            "kill",
            "instance",
            "at (ms)",
            "held leases",
            "takeover (ms)"));
    for (Kill kill : kills) {
      out.append(
          String.format(
              Locale.ROOT,
              "%6d %-12s %,12d %,14d %,14d%n",
              kill.number(),
              kill.session(),
              kill.atMillis(),
              kill.held(),
              kill.takeoverMillis()));
    }
    out.append(
        String.format(
            Locale.ROOT,
            "longest takeover %.1f s (limit %d s); median restart to healthy %.1f s%n",
            kills.stream().mapToLong(Kill::takeoverMillis).max().orElse(0) / 1000.0,
            TAKEOVER.toSeconds(),
            median(restarts) / 1000.0));
    out.append("ledger: ").append(ledger).append(System.lineSeparator());
    out.append("memberships: ").append(audit.membershipsByStatus()).append(System.lineSeparator());
    out.append(
        String.format(
            Locale.ROOT,
            "senders at their daily cap: invites %d, messages %d (of %d)%n",
            audit.sendersAtCap("INVITE"),
            audit.sendersAtCap("MESSAGE"),
            SENDERS));
    out.append(
        String.format(
            Locale.ROOT,
            "events posted: %d acceptances, %d replies (201); other answers %s%n",
            acceptances.get(),
            stops.size(),
            refusedEvents));
    out.append(
        String.format(
            Locale.ROOT,
            "limit violations %d, duplicate sends %d, actions started after a committed stop %d "
                + "(started while the stop was being posted, in doubt: %d)%n",
            overLimit.size(),
            twice.size(),
            afterStop.size(),
            inDoubt));
    out.append(
        String.format(
            Locale.ROOT,
            "set-up %.1f s; wall time %.1f s from the instances' launch to idle%n",
            setupMillis / 1000.0,
            wallMillis / 1000.0));
    for (String line : concat(overLimit, twice, afterStop)) {
      out.append("  ").append(line).append(System.lineSeparator());
    }
    return out.toString();
  }

  @SafeVarargs
  private static List<String> concat(List<String>... lists) {
    List<String> all = new ArrayList<>();
    for (List<String> list : lists) {
      all.addAll(list);
    }
    return all;
  }

  /** Prints and writes {@code figures}' file, which the bench script shows. */
  private static void report(Path file, String figures) throws IOException {
    System.out.print(figures);
    Files.writeString(file, figures, StandardCharsets.UTF_8);
  }

  private static long median(List<Long> values) {
    List<Long> sorted = values.stream().sorted().toList();
    return sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
  }

  private static long millisSince(long nanos) {
    return (System.nanoTime() - nanos) / 1_000_000;
  }
}
