package com.outreach.bootstrap.api.event;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.CampaignStatsRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventRecount;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.LoopbackReceiver;
import com.outreach.bootstrap.support.Reply;
import com.outreach.domain.campaign.CampaignId;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Group commit over HTTP: many concurrent POST /events into ONE campaign are group-committed
 * (several events per transaction), each caller gets exactly its own answer, the statistics read
 * from the sharded counters equal a recount of the raw events, and every event's webhook is
 * delivered once.
 */
@MicronautTest(transactional = false, environments = "fast-webhook-retries")
// The receiver is on loopback, which D-26 refuses unless allowed: the embedded default allows it,
// a PostgreSQL server configuration (.ci/run's second stage) does not.
@Property(name = "outreach.webhooks.allow-private-targets", value = "true")
class ConcurrentEventsApiTest extends HttpTest {
  private static final String[] KINDS = {
    "OPENED",
    "CLICKED",
    "CONNECT_INVITED",
    "ACCEPTS_REQUEST",
    "OPENED",
    "REPLY_DETECTED",
    "EMAIL_SENT",
    "OPENED"
  };
  private static final int POSTERS = 16;
  private static final int EVENTS = 400;
  private static final int LEADS = 40;

  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;
  @Inject CampaignStatsRepository stats;

  record Posted(int n, String kind, Reply reply) {}

  @Test
  void concurrentEventsIntoOneCampaign_areEachAnswered_counted_andDeliveredOnce() throws Exception {
    try (LoopbackReceiver receiver = new LoopbackReceiver(n -> 200)) {
      EventSeed seed = new EventSeed(dataSource, campaigns);
      Account user = accounts.member();
      String campaign = seed.campaign(user);
      List<String> slugs = new ArrayList<>();
      for (int i = 0; i < LEADS; i++) {
        slugs.add("conc-" + UUID.randomUUID().toString().substring(0, 12));
        seed.lead(user, campaign, slugs.get(i), "PENDING");
      }
      assertThat(
              api.post(
                      "/webhooks",
                      user.token(),
                      obj("title", "Opens", "callbackUrl", receiver.url("/in"), "event", "OPENED"))
                  .status())
          .isEqualTo(201);

      ExecutorService posters = Executors.newFixedThreadPool(POSTERS);
      List<Future<Posted>> answers = new ArrayList<>();
      for (int n = 0; n < EVENTS; n++) {
        int i = n;
        String kind = KINDS[n % KINDS.length];
        // Every 25th names a lead the campaign does not have: refused alone, the rest of its batch
        // recorded.
        String slug = n % 25 == 24 ? "nobody-" + n : slugs.get(n % LEADS);
        String at = Instant.parse("2026-02-01T00:00:00Z").plusSeconds(3_600L * (n % 72)).toString();
        answers.add(
            posters.submit(
                () ->
                    new Posted(
                        i,
                        kind,
                        api.post(
                            "/events",
                            user.token(),
                            obj(
                                "event",
                                kind,
                                "campaignId",
                                campaign,
                                "profileLink",
                                "linkedin.com/in/" + slug,
                                "occurredAt",
                                at)))));
      }
      List<Posted> posted = new ArrayList<>();
      for (Future<Posted> answer : answers) {
        posted.add(answer.get());
      }
      posters.shutdown();

      List<Posted> refused = posted.stream().filter(p -> p.n() % 25 == 24).toList();
      List<Posted> recorded = posted.stream().filter(p -> p.n() % 25 != 24).toList();
      assertThat(refused)
          .allSatisfy(
              p -> {
                assertThat(p.reply().status()).isEqualTo(404);
                assertThat(p.reply().raw()).isEqualTo(failure("Lead not found!"));
              });
      assertThat(recorded)
          .allSatisfy(p -> assertThat(p.reply().status()).as(p.reply().toString()).isEqualTo(201));
      Set<String> answeredIds =
          recorded.stream().map(p -> p.reply().text("eventId")).collect(Collectors.toSet());
      List<java.util.Map<String, Object>> stored = seed.events(campaign);
      assertThat(stored)
          .extracting(r -> (String) r.get("id"))
          .containsExactlyInAnyOrderElementsOf(answeredIds);
      // Each answered id is the caller's own event: its kind is the one that caller sent.
      java.util.Map<Object, Object> kindById =
          stored.stream().collect(Collectors.toMap(r -> r.get("id"), r -> r.get("kind")));
      assertThat(recorded)
          .allSatisfy(p -> assertThat(kindById.get(p.reply().text("eventId"))).isEqualTo(p.kind()));
      assertThat(
              seed.count(
                  "SELECT count(DISTINCT recorded_at) FROM events WHERE campaign_id = ?",
                  UUID.fromString(campaign)))
          .as("events shared transactions (one recordedAt per batch)")
          .isLessThan(recorded.size());

      CampaignId id = CampaignId.parse(campaign).orElseThrow();
      EventRecount recount = new EventRecount(seed);
      assertThat(stats.figures(id, null))
          .isEqualTo(
              recount.figures(campaign, LocalDate.of(1970, 1, 1), LocalDate.of(9999, 12, 31)));
      assertThat(
              stats.figures(
                  id,
                  new com.outreach.domain.stats.StatsRange(
                      LocalDate.of(2026, 2, 2), LocalDate.of(2026, 2, 3))))
          .isEqualTo(recount.figures(campaign, LocalDate.of(2026, 2, 2), LocalDate.of(2026, 2, 3)));

      Set<String> opened =
          stored.stream()
              .filter(r -> r.get("kind").equals("OPENED"))
              .map(r -> (String) r.get("id"))
              .collect(Collectors.toSet());
      for (int i = 0; i < 500 && receiver.received.size() < opened.size(); i++) {
        Thread.sleep(20);
      }
      Thread.sleep(200); // a duplicate would arrive now
      List<String> deliveredIds =
          receiver.received.stream().map(r -> r.header("webhook-id")).toList();
      assertThat(deliveredIds).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(opened);
    }
  }
}
