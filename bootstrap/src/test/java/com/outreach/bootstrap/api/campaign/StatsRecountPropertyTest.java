package com.outreach.bootstrap.api.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.in.user.CreateUserCommand;
import com.outreach.application.port.in.user.CreateUserUseCase;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.CampaignStatsRepository;
import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventRecount;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.stats.StatsRange;
import com.outreach.domain.user.UserId;
import io.micronaut.context.ApplicationContext;
import io.micronaut.inject.qualifiers.Qualifiers;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * D-29 and D-52: whatever events arrive (any kind, lead, time of day, order) and whichever leads
 * are deleted afterwards, the statistics read from the counters equal a recount of the raw events,
 * for all time and for any range; and each lead's ledger (a random number of carried-out steps)
 * decides which step its events count for, as a recount from the events and the ledger says (the
 * leads have carried out 0 to 3 steps each). Events go through the intake use case, the same code
 * path as POST /events: one by one, or from several threads at once through the group committer, so
 * batches of them share a transaction and the sharded counters (V024, V034) are bumped by batches
 * of mixed memberships.
 */
class StatsRecountPropertyTest {
  private static final LocalDate DAY0 = LocalDate.of(2026, 1, 1);

  /** A lead's carried-out steps, in order: the first n of these. */
  private static final List<String> LEDGER_TYPES = List.of("INVITE", "MESSAGE", "EMAIL");

  /** D-52: what each kind counts as; a kind not here counts for no step. */
  private static final Map<EventKind, String> STEP_FIGURES =
      Map.of(
          EventKind.CONNECT_INVITED, "SENT",
          EventKind.MESSAGE_SENT, "SENT",
          EventKind.EMAIL_SENT, "SENT",
          EventKind.INMAIL_SENT, "SENT",
          EventKind.ACCEPTS_REQUEST, "ACCEPTED",
          EventKind.OPENED, "OPENED",
          EventKind.CLICKED, "CLICKED",
          EventKind.REPLY_DETECTED, "REPLIED",
          EventKind.BOUNCED, "BOUNCED");

  /** The ledger type an event without a step counts for; absent: the latest step of any type. */
  private static final Map<EventKind, String> LEDGER_TYPE_OF =
      Map.of(
          EventKind.CONNECT_INVITED, "INVITE",
          EventKind.ACCEPTS_REQUEST, "INVITE",
          EventKind.MESSAGE_SENT, "MESSAGE",
          EventKind.INMAIL_SENT, "INMAIL",
          EventKind.EMAIL_SENT, "EMAIL",
          EventKind.OPENED, "EMAIL",
          EventKind.CLICKED, "EMAIL",
          EventKind.BOUNCED, "EMAIL");

  private static ApplicationContext context;

  record Happening(int lead, EventKind kind, int day, int secondOfDay) {}

  @BeforeContainer
  static void start() {
    context = ApplicationContext.run();
  }

  @AfterContainer
  static void stop() {
    context.close();
  }

  @Provide
  Arbitrary<Happening> happening() {
    return Combinators.combine(
            Arbitraries.integers().between(0, 5),
            Arbitraries.of(EventKind.class),
            Arbitraries.integers().between(0, 40),
            Arbitraries.integers().between(0, 86_399))
        .as(Happening::new);
  }

  @Property(tries = 25)
  void storedFigures_equalARecountOfTheRawEvents(
      @ForAll @Size(max = 40) List<@net.jqwik.api.From("happening") Happening> happenings,
      @ForAll @Size(max = 3) Set<@IntRange(min = 0, max = 5) Integer> deletedLeads,
      @ForAll @IntRange(min = 0, max = 40) int rangeStart,
      @ForAll @IntRange(min = 0, max = 10) int rangeDays) {
    checkRecount(happenings, deletedLeads, rangeStart, rangeDays, false);
  }

  @Property(tries = 25)
  void storedFigures_equalARecountOfTheRawEvents_whenRecordedConcurrentlyInGroupCommits(
      @ForAll @Size(max = 60) List<@net.jqwik.api.From("happening") Happening> happenings,
      @ForAll @Size(max = 3) Set<@IntRange(min = 0, max = 5) Integer> deletedLeads,
      @ForAll @IntRange(min = 0, max = 40) int rangeStart,
      @ForAll @IntRange(min = 0, max = 10) int rangeDays) {
    checkRecount(happenings, deletedLeads, rangeStart, rangeDays, true);
  }

  private void checkRecount(
      List<Happening> happenings,
      Set<Integer> deletedLeads,
      int rangeStart,
      int rangeDays,
      boolean concurrently) {
    EventSeed seed =
        new EventSeed(context.getBean(DataSource.class), context.getBean(CampaignRepository.class));
    Account owner = owner();
    String campaign = seed.campaign(owner);
    List<String> slugs = new ArrayList<>();
    List<String> memberships = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      slugs.add("lead-" + UUID.randomUUID());
      memberships.add(seed.lead(owner, campaign, slugs.get(i), "PENDING"));
      // Leads 0 to 5 have carried out 0, 1, 2, 3, 0 and 1 steps; the events fall on them at random.
      seed.carriedOut(
          owner, memberships.get(i), LEDGER_TYPES.subList(0, i % (LEDGER_TYPES.size() + 1)));
    }
    RecordEventUseCase intake =
        concurrently
            ? context.getBean(RecordEventUseCase.class, Qualifiers.byName("group-commit"))
            : context.getBean(RecordEventUseCase.class);
    List<Runnable> records = new ArrayList<>();
    for (Happening h : happenings) {
      Instant at =
          DAY0.plusDays(h.day())
              .atStartOfDay(ZoneOffset.UTC)
              .toInstant()
              .plusSeconds(h.secondOfDay());
      records.add(
          () ->
              intake.record(
                  RecordEventCommand.of(
                      new UserId(UUID.fromString(owner.id())),
                      h.kind().name(),
                      campaign,
                      "linkedin.com/in/" + slugs.get(h.lead()),
                      at.toString(),
                      null)));
    }
    if (concurrently) {
      runConcurrently(records);
    } else {
      records.forEach(Runnable::run);
    }
    deletedLeads.forEach(i -> seed.setMembershipStatus(memberships.get(i), "DELETED"));

    CampaignStatsRepository stats = context.getBean(CampaignStatsRepository.class);
    EventRecount recount = new EventRecount(seed);
    CampaignId id = CampaignId.parse(campaign).orElseThrow();
    StatsRange range =
        new StatsRange(DAY0.plusDays(rangeStart), DAY0.plusDays(rangeStart + rangeDays));
    assertThat(stats.figures(id, null))
        .isEqualTo(recount.figures(campaign, LocalDate.of(1970, 1, 1), LocalDate.of(9999, 12, 31)));
    assertThat(stats.figures(id, range))
        .isEqualTo(recount.figures(campaign, range.from(), range.to()));
    // Each counter, summed over its shards (V034: a shard is the slot of the transaction that wrote
    // it).
    assertThat(
            seed.count(
                """
        SELECT count(*) FROM (SELECT campaign_id, day, kind, sum(events) AS events FROM campaign_event_days
                              GROUP BY 1, 2, 3) d
        WHERE d.campaign_id = ? AND d.kind NOT LIKE '%_SUSPECTED_BOT'
          AND d.events <> (SELECT count(*) FROM events e WHERE e.campaign_id = d.campaign_id AND e.kind = d.kind
            AND (e.occurred_at AT TIME ZONE 'UTC')::date = d.day)""",
                id.value()))
        .as("daily counters that differ from their events")
        .isZero();
    assertThat(
            seed.count(
                """
        SELECT count(*) FROM (SELECT campaign_id, status, processed, sum(memberships) AS memberships
                              FROM campaign_membership_counts GROUP BY 1, 2, 3) c
        WHERE c.campaign_id = ?
          AND c.memberships <> (SELECT count(*) FROM memberships m WHERE m.campaign_id = c.campaign_id
            AND m.status = c.status
            AND EXISTS (SELECT 1 FROM membership_activity a WHERE a.membership_id = m.id) = c.processed)""",
                id.value()))
        .as("membership counts that differ from their memberships")
        .isZero();
    assertThat(
            seed.count(
                "SELECT coalesce(sum(memberships), 0) FROM campaign_membership_counts WHERE campaign_id = ?",
                id.value()))
        .as("memberships counted")
        .isEqualTo(
            seed.count("SELECT count(*) FROM memberships WHERE campaign_id = ?", id.value()));
    assertStepCountersMatchARecount(seed, id);
  }

  /** D-52: the step counters equal what the events and the ledger say, counter by counter. */
  private static void assertStepCountersMatchARecount(EventSeed seed, CampaignId id) {
    Map<String, Long> expected = new TreeMap<>();
    for (Map<String, Object> event :
        seed.rows(
            """
            SELECT kind, membership_id::text AS membership_id,
                   (occurred_at AT TIME ZONE 'UTC')::date::text AS day
            FROM events WHERE campaign_id = ?""",
            id.value())) {
      EventKind kind = EventKind.valueOf((String) event.get("kind"));
      String figure = STEP_FIGURES.get(kind);
      if (figure == null) {
        continue;
      }
      String type = LEDGER_TYPE_OF.getOrDefault(kind, "");
      Integer step = null;
      for (Map<String, Object> action :
          seed.rows(
              "SELECT step, type FROM engine_actions WHERE membership_id = ?::uuid ORDER BY step",
              event.get("membership_id"))) {
        if (type.isEmpty() || type.equals(action.get("type"))) {
          step = (Integer) action.get("step");
        }
      }
      if (step != null) {
        expected.merge(event.get("day") + " " + step + " 0 " + figure, 1L, Long::sum);
      }
    }
    Map<String, Long> stored = new TreeMap<>();
    for (Map<String, Object> row :
        seed.rows(
            """
            SELECT day::text AS day, step, variant, figure, sum(count) AS n FROM campaign_step_days
            WHERE campaign_id = ? GROUP BY 1, 2, 3, 4""",
            id.value())) {
      stored.put(
          row.get("day")
              + " "
              + row.get("step")
              + " "
              + row.get("variant")
              + " "
              + row.get("figure"),
          ((Number) row.get("n")).longValue());
    }
    assertThat(stored).as("step counters").isEqualTo(expected);
  }

  private static void runConcurrently(List<Runnable> records) {
    ExecutorService threads = Executors.newFixedThreadPool(8);
    try {
      for (Future<?> done : threads.invokeAll(records.stream().map(Executors::callable).toList())) {
        done.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    } catch (ExecutionException e) {
      throw new AssertionError("an event was refused", e.getCause());
    } finally {
      threads.shutdown();
    }
  }

  private static Account owner() {
    String email = Accounts.uniqueEmail("recount");
    var user =
        context
            .getBean(CreateUserUseCase.class)
            .create(CreateUserCommand.of(email, "Recount Owner", false, null, null, null));
    return new Account(user.id().toString(), email, user.token());
  }
}
