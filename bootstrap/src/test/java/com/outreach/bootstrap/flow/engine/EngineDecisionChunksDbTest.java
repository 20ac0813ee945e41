package com.outreach.bootstrap.flow.engine;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.application.service.engine.EngineSettings;
import com.outreach.application.service.engine.RunEngineService;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.user.UserId;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.lang.reflect.Proxy;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Decisions in chunks on PostgreSQL (docs/engine.md, step 2): a transaction holding senders never
 * waits for another sender (two chunks taking two senders in opposite orders pass each other
 * instead of deadlocking), and a stop that commits after the claim but before the chunk locks the
 * membership wins within the chunk. The engine's own threads are off; the tests run passes
 * themselves.
 */
@MicronautTest(transactional = false, environments = "engine")
@Property(name = "outreach.engine.enabled", value = "false")
@Property(name = "outreach.engine.batch-size", value = "20")
@Property(name = "outreach.engine.decision-chunk", value = "10")
class EngineDecisionChunksDbTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject EngineStore store;
  @Inject TransactionRunner transactions;
  @Inject EngineSettings settings;
  @Inject BlacklistRepository blacklists;
  @Inject EventLog events;
  @Inject WebhookOutbox outbox;
  @Inject LinkedInGateway linkedIn;
  @Inject Optional<MailGateway> mail;
  @Inject Clock clock;

  @Test
  void twoChunksTakingTwoSendersInOppositeOrdersPassEachOtherWithoutWaiting() throws Exception {
    Account user = accounts.member();
    UserId owner = new UserId(UUID.fromString(user.id()));
    UUID first = linkedAccount(user, "first", 100);
    UUID second = linkedAccount(user, "second", 100);
    Instant now = clock.instant();
    for (UUID sender : List.of(first, second)) { // their usage rows, created by a first lock
      transactions.inTransaction(
          () -> store.lockSender(owner, Channel.LINKEDIN, sender, Step.Kind.INVITE, now));
    }
    CountDownLatch bothHoldOne = new CountDownLatch(2);
    CountDownLatch bothTried = new CountDownLatch(2);
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      // Each chunk holds one sender, then tries the other's: waiting would never end (neither
      // commits before it has its answer), so an answer at all shows that neither waited.
      Future<Optional<SenderState>> a =
          threads.submit(
              () ->
                  transactions.inTransaction(
                      () -> {
                        lockIfFree(owner, first, now).orElseThrow();
                        bothHoldOne.countDown();
                        await(bothHoldOne);
                        Optional<SenderState> other = lockIfFree(owner, second, now);
                        bothTried.countDown();
                        await(bothTried); // neither commits before both have tried
                        return other;
                      }));
      Future<Optional<SenderState>> b =
          threads.submit(
              () ->
                  transactions.inTransaction(
                      () -> {
                        lockIfFree(owner, second, now).orElseThrow();
                        bothHoldOne.countDown();
                        await(bothHoldOne);
                        Optional<SenderState> other = lockIfFree(owner, first, now);
                        bothTried.countDown();
                        await(bothTried);
                        return other;
                      }));
      assertThat(a.get(60, TimeUnit.SECONDS))
          .as("the other's sender is busy: passed over")
          .isEmpty();
      assertThat(b.get(60, TimeUnit.SECONDS))
          .as("the other's sender is busy: passed over")
          .isEmpty();
    } finally {
      threads.shutdownNow();
    }
    assertThat(transactions.inTransaction(() -> lockIfFree(owner, first, now)))
        .as("free again after both commits")
        .isPresent();
  }

  @Test
  void aSenderWithoutAUsageRowYetIsLeftToADecisionAloneNotCreatedInTheChunk() {
    Account user = accounts.member();
    UUID fresh = linkedAccount(user, "fresh", 100);

    assertThat(
            transactions.inTransaction(
                () -> lockIfFree(new UserId(UUID.fromString(user.id())), fresh, clock.instant())))
        .isEmpty();
    assertThat(
            new TestSql(dataSource)
                .rows("SELECT 1 FROM engine_senders WHERE sender_id = ?::uuid", fresh.toString()))
        .isEmpty();
  }

  @Test
  void aStopCommittedAfterTheClaimWinsWithinTheChunkAndTheRestOfTheChunkIsSent() {
    TestSql sql = new TestSql(dataSource);
    sql.parkLeftoverLeads();
    Account user = accounts.member();
    UUID sender = linkedAccount(user, "sender", 100);
    String campaign =
        api.post(
                "/campaigns",
                user.token(),
                "{\"title\":\"Chunk\",\"sequence\":\"CONNECT\",\"content\":{\"longNote\":\"Hi\"}}")
            .text("campaignId");
    List<String> links =
        IntStream.range(0, 5)
            .mapToObj(
                i ->
                    "linkedin.com/in/chunk-"
                        + i
                        + "-"
                        + UUID.randomUUID().toString().substring(0, 6))
            .toList();
    assertThat(
            api.post(
                    "/leads/add-to-campaign",
                    user.token(),
                    "{\"campaignId\":\""
                        + campaign
                        + "\",\"leads\":"
                        + links.stream()
                            .map(l -> obj("profileLink", l))
                            .collect(Collectors.joining(",", "[", "]"))
                        + "}")
                .status())
        .isEqualTo(200);
    String stopped = links.get(2);
    // The reply is recorded (and committed) once the pass has claimed its leads, before its chunk
    // locks them.
    EngineStore replyAfterClaim =
        (EngineStore)
            Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {EngineStore.class},
                (proxy, method, args) -> {
                  Object answer = method.invoke(store, args);
                  if (method.getName().equals("claimDue")) {
                    assertThat(
                            api.post(
                                    "/events",
                                    user.token(),
                                    obj(
                                        "event",
                                        "REPLY_DETECTED",
                                        "campaignId",
                                        campaign,
                                        "profileLink",
                                        stopped))
                                .status())
                        .isEqualTo(201);
                  }
                  return answer;
                });
    RunEngineService engine =
        new RunEngineService(
            replyAfterClaim,
            blacklists,
            events,
            outbox,
            transactions,
            linkedIn,
            mail,
            () -> {},
            settings,
            clock,
            RandomGenerator.of("L64X128MixRandom"));

    assertThat(engine.runOnce()).isEqualTo(5);

    List<Map<String, Object>> rows =
        sql.rows(
            """
        SELECT l.profile_link AS link, m.status, (SELECT count(*) FROM engine_actions a WHERE a.membership_id = m.id) AS actions
        FROM memberships m JOIN leads l ON l.id = m.lead_id WHERE m.campaign_id = ?::uuid""",
            campaign);
    Map<String, Object> statusByLink =
        rows.stream()
            .collect(
                Collectors.toMap(
                    r -> (String) r.get("link"), r -> r.get("status") + "/" + r.get("actions")));
    assertThat(
            statusByLink.entrySet().stream()
                .filter(e -> e.getKey().contains(stopped.substring(stopped.lastIndexOf('/') + 1))))
        .extracting(Map.Entry::getValue)
        .as("nothing started after the committed stop")
        .containsExactly("REPLIED/0");
    assertThat(statusByLink.values())
        .as("the rest of the chunk sent its invites")
        .containsExactlyInAnyOrder(
            "REPLIED/0", "COMPLETED/1", "COMPLETED/1", "COMPLETED/1", "COMPLETED/1");
    assertThat(
            sql.rows(
                "SELECT count(*) AS n FROM engine_actions WHERE sender_id = ?::uuid",
                sender.toString()))
        .extracting(r -> ((Number) r.get("n")).intValue())
        .containsExactly(4);
  }

  @Test
  void aChunkTakesTheOwnersOneFreeSenderAndLeavesNoOneToADecisionAlone() throws Exception {
    TestSql sql = new TestSql(dataSource);
    sql.parkLeftoverLeads();
    Account user = accounts.member();
    UserId owner = new UserId(UUID.fromString(user.id()));
    List<UUID> senders =
        IntStream.range(0, 5)
            .mapToObj(i -> linkedAccount(user, "held-" + i, 100))
            .sorted()
            .toList();
    Instant now = clock.instant();
    for (UUID sender : senders) { // their usage rows, created by a first lock
      transactions.inTransaction(
          () -> store.lockSender(owner, Channel.LINKEDIN, sender, Step.Kind.INVITE, now));
    }
    UUID free = senders.get(4); // equal headroom: the last by the tie rule
    String campaign = connectCampaign(user, 2);
    CountDownLatch held = new CountDownLatch(1);
    CountDownLatch passOver = new CountDownLatch(1);
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      // Another transaction holds the four best until the pass is over: a membership left to a
      // decision alone would wait for one of them, and the pass would not end.
      Future<?> holder =
          threads.submit(
              () ->
                  transactions.inTransaction(
                      () -> {
                        senders
                            .subList(0, 4)
                            .forEach(
                                s ->
                                    store.lockSender(
                                        owner, Channel.LINKEDIN, s, Step.Kind.INVITE, now));
                        held.countDown();
                        await(passOver);
                      }));
      await(held);
      Future<Integer> pass = threads.submit(engine()::runOnce);

      assertThat(pass.get(30, TimeUnit.SECONDS)).isEqualTo(2);
      passOver.countDown();
      holder.get(30, TimeUnit.SECONDS);
    } finally {
      passOver.countDown();
      threads.shutdownNow();
    }
    assertThat(
            sql.rows(
                "SELECT a.sender_id::text AS sender FROM engine_actions a JOIN memberships m"
                    + " ON m.id = a.membership_id WHERE m.campaign_id = ?::uuid",
                campaign))
        .extracting(r -> r.get("sender"))
        .containsExactly(free.toString(), free.toString());
  }

  @Test
  void theChunkThatMeetsSendersWithoutUsageRowsHasThemAllCreatedForTheNextChunks() {
    TestSql sql = new TestSql(dataSource);
    sql.parkLeftoverLeads();
    Account user = accounts.member();
    List<UUID> senders =
        IntStream.range(0, 3).mapToObj(i -> linkedAccount(user, "new-" + i, 100)).toList();
    String campaign = connectCampaign(user, 2);

    assertThat(engine().runOnce()).isEqualTo(2);

    assertThat(
            sql.rows(
                "SELECT sender_id::text AS sender FROM engine_senders WHERE user_id = ?::uuid",
                user.id()))
        .extracting(r -> r.get("sender"))
        .as("two used by the decisions alone, the third created for the next chunks")
        .containsExactlyInAnyOrderElementsOf(senders.stream().map(UUID::toString).toList());
    assertThat(
            sql.rows(
                "SELECT a.status FROM engine_actions a JOIN memberships m ON m.id = a.membership_id"
                    + " WHERE m.campaign_id = ?::uuid",
                campaign))
        .extracting(r -> r.get("status"))
        .containsExactly("SENT", "SENT");
  }

  @Test
  void aChunksReservationsWrittenTogetherAreEachCountedOnItsSenderWithinItsLimit() {
    TestSql sql = new TestSql(dataSource);
    sql.parkLeftoverLeads();
    Account user = accounts.member();
    UserId owner = new UserId(UUID.fromString(user.id()));
    List<UUID> senders =
        IntStream.range(0, 2).mapToObj(i -> linkedAccount(user, "pair-" + i, 2)).toList();
    Instant now = clock.instant();
    for (UUID sender : senders) { // their usage rows, created by a first lock
      transactions.inTransaction(
          () -> store.lockSender(owner, Channel.LINKEDIN, sender, Step.Kind.INVITE, now));
    }
    String campaign = connectCampaign(user, 5);

    assertThat(engine().runOnce()).isEqualTo(5);

    assertThat(
            sql.rows(
                "SELECT invites_today, messages_today, usage_day IS NOT NULL AS dated, last_action_at IS NOT NULL"
                    + " AS acted FROM engine_senders WHERE user_id = ?::uuid",
                user.id()))
        .extracting(
            r ->
                r.get("invites_today")
                    + "/"
                    + r.get("messages_today")
                    + "/"
                    + r.get("dated")
                    + "/"
                    + r.get("acted"))
        .as("each sender at its limit of 2 invites")
        .containsExactly("2/0/true/true", "2/0/true/true");
    assertThat(
            sql.rows(
                "SELECT a.status, a.sender_id = m.sender_id AS held, a.user_id = m.user_id AS owned,"
                    + " a.started_at IS NOT NULL AS started FROM engine_actions a JOIN memberships m ON m.id = a.membership_id"
                    + " WHERE m.campaign_id = ?::uuid",
                campaign))
        .extracting(
            r ->
                r.get("status")
                    + "/"
                    + r.get("held")
                    + "/"
                    + r.get("owned")
                    + "/"
                    + r.get("started"))
        .as("four sent, each membership given its action's sender")
        .containsOnly("SENT/true/true/true")
        .hasSize(4);
    assertThat(
            sql.rows(
                "SELECT count(*) AS n FROM memberships WHERE campaign_id = ?::uuid AND status = 'PENDING'",
                campaign))
        .extracting(r -> ((Number) r.get("n")).intValue())
        .as("the fifth waits for tomorrow")
        .containsExactly(1);
  }

  private RunEngineService engine() {
    return new RunEngineService(
        store,
        blacklists,
        events,
        outbox,
        transactions,
        linkedIn,
        mail,
        () -> {},
        settings,
        clock,
        RandomGenerator.of("L64X128MixRandom"));
  }

  /** A CONNECT campaign of the user's with {@code leads} new leads, due now. */
  private String connectCampaign(Account user, int leads) {
    String campaign =
        api.post(
                "/campaigns",
                user.token(),
                "{\"title\":\"Chunk\",\"sequence\":\"CONNECT\",\"content\":{\"longNote\":\"Hi\"}}")
            .text("campaignId");
    List<String> links =
        IntStream.range(0, leads)
            .mapToObj(
                i ->
                    "linkedin.com/in/chunk-"
                        + i
                        + "-"
                        + UUID.randomUUID().toString().substring(0, 6))
            .toList();
    assertThat(
            api.post(
                    "/leads/add-to-campaign",
                    user.token(),
                    "{\"campaignId\":\""
                        + campaign
                        + "\",\"leads\":"
                        + links.stream()
                            .map(l -> obj("profileLink", l))
                            .collect(Collectors.joining(",", "[", "]"))
                        + "}")
                .status())
        .isEqualTo(200);
    return campaign;
  }

  private Optional<SenderState> lockIfFree(UserId owner, UUID sender, Instant now) {
    return store.lockSenderIfFree(owner, Channel.LINKEDIN, sender, Step.Kind.INVITE, now);
  }

  private UUID linkedAccount(Account user, String name, int invitesPerDay) {
    Reply added =
        api.post(
            "/linked-accounts",
            user.token(),
            "{\"email\":\""
                + name
                + "@acme.example\",\"profileLink\":"
                + "\"linkedin.com/in/"
                + name
                + "-"
                + UUID.randomUUID().toString().substring(0, 6)
                + "\",\"limits\":"
                + "{\"invitesPerDay\":"
                + invitesPerDay
                + "}}");
    assertThat(added.status()).as(added.toString()).isEqualTo(201);
    return UUID.fromString(added.text("_id"));
  }

  private static void await(CountDownLatch latch) {
    try {
      if (!latch.await(60, TimeUnit.SECONDS)) {
        throw new IllegalStateException("the other chunk never took its sender");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
