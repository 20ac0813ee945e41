package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.secret.PersonDigests;
import com.outreach.application.port.in.user.CreateUserCommand;
import com.outreach.application.port.in.user.CreateUserUseCase;
import com.outreach.application.port.out.retention.RetentionStore;
import com.outreach.application.port.out.retention.RetentionTarget;
import com.outreach.application.service.retention.ApplyRetentionService;
import com.outreach.application.service.retention.RetentionPolicy;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * D-54 retention on PostgreSQL: rows older than their age go and younger ones stay, in every table
 * the job covers; clear suppressions become digests; and two job instances on one database never
 * run batches at once, the lease passing from one to the other only when it has run out. The
 * application is not started (no server, so no background loop runs): the tests run rounds
 * themselves, and the rows are written by SQL with ids and times of their own.
 */
@MicronautTest(transactional = false, startApplication = false)
class RetentionDbTest {
  private static final Duration AGE = Duration.ofSeconds(3600);
  private static final String OLD = "now() - interval '7200 seconds'";
  private static final String YOUNG = "now() - interval '60 seconds'";

  private DataSource dataSource;
  @Inject RetentionStore store;
  @Inject PersonDigests digests;
  @Inject CreateUserUseCase users;
  @Inject Clock clock;

  @Inject
  void database(DataSource pooled) {
    this.dataSource = DelegatingDataSource.unwrapDataSource(pooled);
  }

  @Test
  void oldRowsOfEveryKindGo_youngOnesStay_andUnfinishedDeliveriesAndOtherReceiptsAreKept()
      throws Exception {
    ApplyRetentionService job = job("one", 2);
    drain(job); // what earlier runs on this database left old, so the counts below are this test's
    UUID webhook = UUID.randomUUID();
    UUID action = UUID.randomUUID();
    String mailbox = UUID.randomUUID().toString();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      for (String status : List.of("DELIVERED", "FAILED", "PENDING", "DELIVERING")) {
        deliveries(s, webhook, status, 3, OLD);
        deliveries(s, webhook, status, 2, YOUNG);
      }
      long low = lowestId(s, "webhook_delivery_attempts");
      attempts(s, webhook, low - 1000, 7, OLD);
      attempts(s, webhook, low - 993, 4, YOUNG);
      long lowHit = lowestId(s, "tracking_hits");
      hits(s, action, lowHit - 1000, 5, OLD);
      hits(s, action, lowHit - 995, 3, YOUNG);
      windows(s, action, 6, OLD);
      windows(s, action, 2, YOUNG);
      receipts(s, "imap:" + mailbox, 4, OLD);
      receipts(s, "imap:" + mailbox + "-young", 3, YOUNG);
      receipts(s, "relation:" + mailbox, 2, OLD); // not mail: it keeps the poll from re-recording
    }

    int rounds = 0;
    int[] deleted = new int[RetentionTarget.values().length];
    ApplyRetentionService.Round round;
    do {
      round = job.runOnce();
      assertThat(round.leaseHeld()).isTrue();
      round.deleted().forEach((t, n) -> deleted[t.ordinal()] += n);
      rounds++;
    } while (round.more(2) && rounds < 50);
    job.release();

    assertThat(deleted[RetentionTarget.WEBHOOK_DELIVERIES.ordinal()]).isEqualTo(6);
    assertThat(deleted[RetentionTarget.WEBHOOK_ATTEMPTS.ordinal()]).isEqualTo(7);
    assertThat(deleted[RetentionTarget.TRACKING_HITS.ordinal()]).isEqualTo(5);
    assertThat(deleted[RetentionTarget.TRACKING_HIT_WINDOWS.ordinal()]).isEqualTo(6);
    assertThat(deleted[RetentionTarget.INBOUND_MAIL_RECEIPTS.ordinal()]).isEqualTo(4);
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      assertThat(
              count(
                  s,
                  "SELECT status, count(*) FROM webhook_deliveries WHERE webhook_id = '"
                      + webhook
                      + "' GROUP BY status ORDER BY status"))
          .containsExactly("DELIVERED=2", "DELIVERING=5", "FAILED=2", "PENDING=5");
      assertThat(
              count(
                  s,
                  "SELECT 'attempts', count(*) FROM webhook_delivery_attempts WHERE webhook_id = '"
                      + webhook
                      + "'"))
          .containsExactly("attempts=4");
      assertThat(
              count(
                  s,
                  "SELECT 'hits', count(*) FROM tracking_hits WHERE action_id = '" + action + "'"))
          .containsExactly("hits=3");
      assertThat(
              count(
                  s,
                  "SELECT 'windows', count(*) FROM tracking_hit_windows WHERE action_id = '"
                      + action
                      + "'"))
          .containsExactly("windows=2");
      assertThat(
              count(
                  s,
                  "SELECT split_part(key, ':', 1) || (key LIKE '%-young:%')::text, count(*)"
                      + " FROM signal_receipts WHERE key LIKE '%"
                      + mailbox
                      + "%' GROUP BY 1 ORDER BY 1"))
          .containsExactly("imaptrue=3", "relationfalse=2");
    }
  }

  @Test
  void clearSuppressionsBecomeTheirDigest_onceEach_andNothingInClearIsLeft() throws Exception {
    UUID owner = user();
    String address = "clear-" + UUID.randomUUID() + "@example.com";
    String both = "both-" + UUID.randomUUID() + "@example.com";
    try (Connection c = dataSource.getConnection()) {
      try (PreparedStatement clear =
          c.prepareStatement(
              "INSERT INTO email_suppressions (user_id, address, created_at) VALUES (?, ?, now() - interval '3 days')")) {
        for (String a : List.of(address, both)) {
          clear.setObject(1, owner);
          clear.setString(2, a);
          clear.executeUpdate();
        }
      }
      try (PreparedStatement digest =
          c.prepareStatement(
              "INSERT INTO email_suppressions (user_id, address_digest) VALUES (?, ?)")) {
        digest.setObject(1, owner);
        digest.setBytes(2, digests.address(both)); // an erasure kept this one as its digest already
        digest.executeUpdate();
      }
    }

    ApplyRetentionService job = job("digests", 1000);
    int digested = 0;
    ApplyRetentionService.Round round;
    do {
      round = job.runOnce();
      digested += round.digested();
    } while (round.digested() > 0);
    job.release();

    assertThat(digested).isGreaterThanOrEqualTo(2);
    try (Connection c = dataSource.getConnection();
        PreparedStatement rows =
            c.prepareStatement(
                "SELECT address, address_digest, created_at < now() - interval '2 days'"
                    + " FROM email_suppressions WHERE user_id = ? ORDER BY created_at")) {
      rows.setObject(1, owner);
      List<String> found = new ArrayList<>();
      try (ResultSet r = rows.executeQuery()) {
        while (r.next()) {
          byte[] d = r.getBytes(2);
          found.add(
              r.getString(1)
                  + " "
                  + (java.util.Arrays.equals(d, digests.address(address))
                      ? "digest-of-clear"
                      : java.util.Arrays.equals(d, digests.address(both)) ? "digest-of-both" : "?")
                  + " "
                  + r.getBoolean(3));
        }
      }
      assertThat(found)
          .containsExactlyInAnyOrder("null digest-of-clear true", "null digest-of-both false");
    }
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      assertThat(
              count(
                  s, "SELECT 'clear', count(*) FROM email_suppressions WHERE address IS NOT NULL"))
          .containsExactly("clear=0");
    }
  }

  @Test
  void twoInstancesRunningTogether_neverRunBatchesAtOnce_andDeleteEachOldRowOnce()
      throws Exception {
    UUID webhook = UUID.randomUUID();
    int old = 2_000;
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      long low = lowestId(s, "webhook_delivery_attempts");
      attempts(s, webhook, low - 10_000, old, OLD);
      attempts(s, webhook, low - 10_000 + old, 100, YOUNG);
    }
    Duration lease = Duration.ofMillis(500);
    List<long[]> batches = Collections.synchronizedList(new ArrayList<>());
    AtomicInteger deleted = new AtomicInteger();
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      List<Future<Integer>> runs = new ArrayList<>();
      for (int instance = 0; instance < 2; instance++) {
        int id = instance;
        RetentionStore recording = recording(id, batches, deleted);
        ApplyRetentionService job =
            new ApplyRetentionService(
                recording,
                RetentionPolicy.of(AGE, Duration.ZERO, Duration.ZERO, 25, lease),
                clock,
                "instance-" + id);
        runs.add(
            threads.submit(
                () -> {
                  try {
                    return runUntilNoOldAttempts(job, webhook);
                  } finally {
                    job.release();
                  }
                }));
      }
      for (Future<Integer> run : runs) {
        assertThat(run.get()).as("batches each instance ran").isPositive();
      }
    } finally {
      threads.shutdownNow();
    }

    assertThat(deleted).hasValue(old);
    List<long[]> sorted = new ArrayList<>(batches);
    sorted.sort((a, b) -> Long.compare(a[1], b[1]));
    for (int i = 1; i < sorted.size(); i++) {
      assertThat(sorted.get(i)[1])
          .as("batch %s of instance %s starts after the one before it ends", i, sorted.get(i)[0])
          .isGreaterThanOrEqualTo(sorted.get(i - 1)[2]);
    }
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      assertThat(
              count(
                  s,
                  "SELECT 'attempts', count(*) FROM webhook_delivery_attempts WHERE webhook_id = '"
                      + webhook
                      + "'"))
          .containsExactly("attempts=100");
    }
  }

  /**
   * Runs rounds until no old attempt of {@code webhook} is left, resting longer than the lease
   * after every fifth batch of its own so the other instance takes the job over. @return batches
   * that deleted
   */
  private int runUntilNoOldAttempts(ApplyRetentionService job, UUID webhook) throws Exception {
    int own = 0;
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (oldAttempts(webhook) > 0) {
      assertThat(System.nanoTime()).as("old attempts left").isLessThan(deadline);
      ApplyRetentionService.Round round = job.runOnce();
      if (round.leaseHeld()
          && round.deleted().getOrDefault(RetentionTarget.WEBHOOK_ATTEMPTS, 0) > 0) {
        own++;
        if (own % 5 == 0) {
          Thread.sleep(700);
        }
      } else {
        Thread.sleep(20);
      }
    }
    return own;
  }

  private static void drain(ApplyRetentionService job) {
    for (int i = 0; i < 10_000 && job.runOnce().more(2); i++) {
      // a round per batch
    }
  }

  private int oldAttempts(UUID webhook) throws SQLException {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      return Integer.parseInt(
          count(
                  s,
                  "SELECT 'n', count(*) FROM webhook_delivery_attempts WHERE webhook_id = '"
                      + webhook
                      + "' AND created_at < now() - interval '3600 seconds'")
              .get(0)
              .substring(2));
    }
  }

  /** The store, noting when each batch that deleted began and ended, and by whom. */
  private RetentionStore recording(int instance, List<long[]> batches, AtomicInteger deleted) {
    return new RetentionStore() {
      @Override
      public boolean holdLease(String holder, Duration lease) {
        return store.holdLease(holder, lease);
      }

      @Override
      public void releaseLease(String holder) {
        store.releaseLease(holder);
      }

      @Override
      public OptionalInt deleteBatch(
          RetentionTarget target, Instant olderThan, int limit, String holder, Duration lease) {
        long start = System.nanoTime();
        OptionalInt n = store.deleteBatch(target, olderThan, limit, holder, lease);
        long end = System.nanoTime();
        if (target == RetentionTarget.WEBHOOK_ATTEMPTS && n.isPresent() && n.getAsInt() > 0) {
          batches.add(new long[] {instance, start, end});
          deleted.addAndGet(n.getAsInt());
        }
        return n;
      }

      @Override
      public OptionalInt digestClearSuppressions(int limit, String holder, Duration lease) {
        return store.digestClearSuppressions(limit, holder, lease);
      }
    };
  }

  private ApplyRetentionService job(String name, int batchSize) {
    return new ApplyRetentionService(
        store,
        RetentionPolicy.of(AGE, AGE, AGE, batchSize, Duration.ofSeconds(30)),
        clock,
        name + "-" + UUID.randomUUID());
  }

  private UUID user() {
    return users
        .create(
            CreateUserCommand.of(
                "retention-" + UUID.randomUUID() + "@example.com",
                "Retention",
                false,
                null,
                null,
                null))
        .id()
        .value();
  }

  private static void deliveries(Statement s, UUID webhook, String status, int n, String at)
      throws SQLException {
    s.executeUpdate(
        "INSERT INTO webhook_deliveries (webhook_id, event_id, status, next_attempt_at, created_at,"
            + " updated_at) SELECT '"
            + webhook
            + "', gen_random_uuid(), '"
            + status
            + "', "
            + at
            + ", "
            + at
            + ", "
            + at
            + " FROM generate_series(1, "
            + n
            + ")");
  }

  /** Attempts with ids from {@code firstId}: older rows have lower ids, as written in order. */
  private static void attempts(Statement s, UUID webhook, long firstId, int n, String at)
      throws SQLException {
    s.executeUpdate(
        "INSERT INTO webhook_delivery_attempts (id, webhook_id, event_id, attempt, outcome,"
            + " duration_ms, created_at) OVERRIDING SYSTEM VALUE SELECT "
            + firstId
            + " + i - 1, '"
            + webhook
            + "', gen_random_uuid(), 1, 'SUCCEEDED', 5, "
            + at
            + " FROM generate_series(1, "
            + n
            + ") i");
  }

  private static void hits(Statement s, UUID action, long firstId, int n, String at)
      throws SQLException {
    s.executeUpdate(
        "INSERT INTO tracking_hits (id, action_id, kind, hit_at) OVERRIDING SYSTEM VALUE SELECT "
            + firstId
            + " + i - 1, '"
            + action
            + "', 'OPENED', "
            + at
            + " FROM generate_series(1, "
            + n
            + ") i");
  }

  private static void windows(Statement s, UUID action, int n, String at) throws SQLException {
    s.executeUpdate(
        "INSERT INTO tracking_hit_windows (action_id, kind, link, suspected_bot, last_recorded_at,"
            + " hits) SELECT '"
            + action
            + "', 'CLICKED', md5(gen_random_uuid()::text), false, "
            + at
            + ", 3 FROM generate_series(1, "
            + n
            + ")");
  }

  private static void receipts(Statement s, String prefix, int n, String at) throws SQLException {
    s.executeUpdate(
        "INSERT INTO signal_receipts (key, received_at) SELECT '"
            + prefix
            + ":1:' || i, "
            + at
            + " FROM generate_series(1, "
            + n
            + ") i");
  }

  /** The lowest id so far (or 1), so a test's rows go below every other test's. */
  private static long lowestId(Statement s, String table) throws SQLException {
    try (ResultSet r = s.executeQuery("SELECT coalesce(min(id), 1) FROM " + table)) {
      r.next();
      return Math.min(r.getLong(1), 1);
    }
  }

  private static List<String> count(Statement s, String sql) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (ResultSet r = s.executeQuery(sql)) {
      while (r.next()) {
        rows.add(r.getString(1) + "=" + r.getLong(2));
      }
    }
    return rows;
  }
}
