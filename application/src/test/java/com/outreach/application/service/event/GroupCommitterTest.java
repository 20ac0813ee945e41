package com.outreach.application.service.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.port.in.event.IntakeSaturatedException;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Group commit: callers share transactions, each answered with its own outcome, only after its
 * batch was written.
 */
class GroupCommitterTest {
  private final ExecutorService callers = Executors.newFixedThreadPool(64);
  private GroupCommitter committer;

  @AfterEach
  void stop() {
    callers.shutdownNow();
    if (committer != null) {
      committer.close();
    }
  }

  @Test
  void concurrentCallers_areWrittenInFewerTransactionsThanEvents_eachGettingItsOwnEvent()
      throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.holdFirstBatch = new CountDownLatch(1);
    committer = new GroupCommitter(writer, 64, Thread::new);
    List<Future<OutreachEvent>> answers = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      RecordEventCommand c = command("lead-" + i);
      answers.add(callers.submit(() -> committer.record(c)));
    }
    awaitQueued(writer, 1);
    Thread.sleep(200); // the other callers queue up while the first batch is held
    writer.holdFirstBatch.countDown();
    for (int i = 0; i < 40; i++) {
      assertThat(answers.get(i).get(5, TimeUnit.SECONDS).data())
          .isEqualTo("{\"lead\":\"lead-" + i + "\"}");
    }
    assertThat(writer.batchSizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(40);
    assertThat(writer.batchSizes).hasSizeLessThanOrEqualTo(3);
  }

  @Test
  void
      beyondMaxWaiting_anEventIsRefusedAtOnce_unwritten_andTakenAgainOnceTheWaitingOnesAreAnswered()
          throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.holdFirstBatch = new CountDownLatch(1);
    committer = new GroupCommitter(writer, 64, 1, 2, Thread::new);
    CompletableFuture<OutreachEvent> first = committer.submit(command("lead-0"));
    awaitQueued(writer, 1);
    CompletableFuture<OutreachEvent> second = committer.submit(command("lead-1"));

    CompletableFuture<OutreachEvent> third = committer.submit(command("lead-2"));

    assertThat(third).isCompletedExceptionally();
    assertThatThrownBy(third::join).hasCauseInstanceOf(IntakeSaturatedException.class);
    assertThat(committer.eventsInFlight()).isEqualTo(2);
    writer.holdFirstBatch.countDown();
    assertThat(first.get(5, TimeUnit.SECONDS).data()).isEqualTo("{\"lead\":\"lead-0\"}");
    assertThat(second.get(5, TimeUnit.SECONDS).data()).isEqualTo("{\"lead\":\"lead-1\"}");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (committer.eventsInFlight() > 0 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(committer.submit(command("lead-2")).get(5, TimeUnit.SECONDS).data())
        .isEqualTo("{\"lead\":\"lead-2\"}");
    assertThat(writer.written)
        .extracting(OutreachEvent::data)
        .containsExactly("{\"lead\":\"lead-0\"}", "{\"lead\":\"lead-1\"}", "{\"lead\":\"lead-2\"}");
  }

  @Test
  void eventsInFlight_areThoseHandedInAndNotYetAnswered() throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.holdFirstBatch = new CountDownLatch(1);
    committer = new GroupCommitter(writer, 64, Thread::new);
    assertThat(committer.eventsInFlight()).isZero();
    List<CompletableFuture<OutreachEvent>> answers = new ArrayList<>();
    answers.add(committer.submit(command("lead-0")));
    awaitQueued(writer, 1);
    for (int i = 1; i < 5; i++) {
      answers.add(committer.submit(command("lead-" + i)));
    }
    assertThat(committer.eventsInFlight()).as("one batch held, four waiting").isEqualTo(5);
    writer.holdFirstBatch.countDown();
    CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).get(5, TimeUnit.SECONDS);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (committer.eventsInFlight() > 0 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(committer.eventsInFlight()).as("all answered").isZero();
  }

  @Test
  void severalWriters_answerEveryCallerWithItsOwnEvent_eachCommandWrittenOnce() throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    committer = new GroupCommitter(writer, 16, 3, Thread::new);
    List<Future<OutreachEvent>> answers = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      RecordEventCommand c = command("lead-" + i);
      answers.add(callers.submit(() -> committer.record(c)));
    }
    for (int i = 0; i < 200; i++) {
      assertThat(answers.get(i).get(5, TimeUnit.SECONDS).data())
          .isEqualTo("{\"lead\":\"lead-" + i + "\"}");
    }
    assertThat(writer.written).hasSize(200);
    assertThat(writer.batchSizes).allMatch(size -> size <= 16);
  }

  @Test
  void severalWriters_neverWriteOneLeadInTwoBatchesAtOnce_butShareACampaign() throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.pauseMillis = 2;
    committer = new GroupCommitter(writer, 4, 3, Thread::new);
    List<UUID> campaigns = List.of(UUID.randomUUID(), UUID.randomUUID());
    List<Future<OutreachEvent>> answers = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      UUID campaign = campaigns.get(i % campaigns.size());
      // Half spelt in capitals, campaign id and link: still the same lead, so still its one writer.
      String id = i % 2 == 0 ? campaign.toString() : campaign.toString().toUpperCase(Locale.ROOT);
      String slug = "lead-" + (i % 16);
      RecordEventCommand c = command(i % 4 < 2 ? slug : slug.toUpperCase(Locale.ROOT), id);
      answers.add(callers.submit(() -> committer.record(c)));
    }
    for (Future<OutreachEvent> answer : answers) {
      answer.get(10, TimeUnit.SECONDS);
    }
    assertThat(writer.written).hasSize(400);
    assertThat(writer.leadsInTwoBatches).as("leads in two batches being written at once").isEmpty();
    assertThat(writer.writersOfCampaign.get(campaigns.get(0)))
        .as("writers of one campaign")
        .hasSizeGreaterThan(1);
  }

  @Test
  void severalWriters_writeAnotherLeadOfTheCampaignWhileOneLeadsBatchIsHeld() throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.holdFirstBatch = new CountDownLatch(1);
    committer = new GroupCommitter(writer, 64, 2, Thread::new);
    UUID campaign = UUID.randomUUID();
    String other = leadOfTheOtherLane(campaign, "lead-held");
    Future<OutreachEvent> first =
        callers.submit(() -> committer.record(command("lead-held", campaign.toString())));
    awaitQueued(writer, 1);
    OutreachEvent written =
        callers
            .submit(() -> committer.record(command(other, campaign.toString())))
            .get(5, TimeUnit.SECONDS);
    assertThat(written.data()).isEqualTo("{\"lead\":\"" + other + "\"}");
    assertThat(first.isDone()).isFalse();
    writer.holdFirstBatch.countDown();
    assertThat(first.get(5, TimeUnit.SECONDS).data()).isEqualTo("{\"lead\":\"lead-held\"}");
  }

  /**
   * With two writers a lead's lane is the parity of its campaign's and link's hashes: a lead of the
   * other one.
   */
  private static String leadOfTheOtherLane(UUID campaign, String slug) {
    for (int i = 0; ; i++) {
      String other = "lead-" + i;
      if (Math.floorMod(lane(campaign, other), 2) != Math.floorMod(lane(campaign, slug), 2)) {
        return other;
      }
    }
  }

  private static int lane(UUID campaign, String slug) {
    return 31 * campaign.hashCode() + ProfileLink.parse("linkedin.com/in/" + slug).hashCode();
  }

  @Test
  void noBatchIsLargerThanMaxBatch() throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.holdFirstBatch = new CountDownLatch(1);
    committer = new GroupCommitter(writer, 8, Thread::new);
    List<Future<OutreachEvent>> answers = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      RecordEventCommand c = command("lead-" + i);
      answers.add(callers.submit(() -> committer.record(c)));
    }
    awaitQueued(writer, 1);
    Thread.sleep(200);
    writer.holdFirstBatch.countDown();
    for (Future<OutreachEvent> answer : answers) {
      answer.get(5, TimeUnit.SECONDS);
    }
    assertThat(writer.batchSizes).allMatch(size -> size <= 8);
    assertThat(writer.batchSizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(30);
  }

  @Test
  void aCallerIsAnsweredOnlyOnceItsBatchIsWritten() throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.holdFirstBatch = new CountDownLatch(1);
    committer = new GroupCommitter(writer, 64, Thread::new);
    Future<OutreachEvent> answer = callers.submit(() -> committer.record(command("lead-a")));
    awaitQueued(writer, 1);
    Thread.sleep(100);
    assertThat(answer.isDone()).isFalse();
    writer.holdFirstBatch.countDown();
    assertThat(answer.get(5, TimeUnit.SECONDS)).isNotNull();
    assertThat(writer.written).hasSize(1);
  }

  @Test
  void aRefusedCommand_failsItsOwnCallerWithItsExactError_andTheOthersAreRecorded()
      throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.refused.add("lead-missing");
    writer.holdFirstBatch = new CountDownLatch(1);
    committer = new GroupCommitter(writer, 64, Thread::new);
    Future<OutreachEvent> first = callers.submit(() -> committer.record(command("lead-first")));
    awaitQueued(writer, 1);
    Future<OutreachEvent> ok = callers.submit(() -> committer.record(command("lead-ok")));
    Future<OutreachEvent> missing = callers.submit(() -> committer.record(command("lead-missing")));
    Thread.sleep(200);
    writer.holdFirstBatch.countDown();
    assertThat(first.get(5, TimeUnit.SECONDS)).isNotNull();
    assertThat(ok.get(5, TimeUnit.SECONDS)).isNotNull();
    assertThatThrownBy(() -> missing.get(5, TimeUnit.SECONDS))
        .cause()
        .isInstanceOf(DomainException.class)
        .hasMessage("Lead not found!");
    assertThat(writer.batchSizes).containsExactly(1, 2);
  }

  @Test
  void submit_returnsAtOnce_andCompletesWhenItsBatchIsWritten_withTheRefusalOfItsOwnCommand()
      throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.refused.add("lead-missing");
    writer.holdFirstBatch = new CountDownLatch(1);
    committer = new GroupCommitter(writer, 64, Thread::new);
    CompletableFuture<OutreachEvent> first = committer.submit(command("lead-first"));
    awaitQueued(writer, 1);
    CompletableFuture<OutreachEvent> missing = committer.submit(command("lead-missing"));
    assertThat(first).isNotDone();
    assertThat(missing).isNotDone();
    writer.holdFirstBatch.countDown();
    assertThat(first.get(5, TimeUnit.SECONDS).data()).isEqualTo("{\"lead\":\"lead-first\"}");
    assertThatThrownBy(() -> missing.get(5, TimeUnit.SECONDS))
        .cause()
        .isInstanceOf(DomainException.class)
        .hasMessage("Lead not found!");
    assertThat(writer.written).hasSize(1);
  }

  @Test
  void aBatchWhoseTransactionFails_isWrittenAgainOneByOne_soOnlyTheBadCommandFails()
      throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    writer.poison = "lead-poison";
    writer.holdFirstBatch = new CountDownLatch(1);
    committer = new GroupCommitter(writer, 64, Thread::new);
    Future<OutreachEvent> first = callers.submit(() -> committer.record(command("lead-first")));
    awaitQueued(writer, 1);
    List<Future<OutreachEvent>> good = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      RecordEventCommand c = command("lead-" + i);
      good.add(callers.submit(() -> committer.record(c)));
    }
    Future<OutreachEvent> poison = callers.submit(() -> committer.record(command("lead-poison")));
    Thread.sleep(200);
    writer.holdFirstBatch.countDown();
    first.get(5, TimeUnit.SECONDS);
    for (Future<OutreachEvent> answer : good) {
      assertThat(answer.get(5, TimeUnit.SECONDS)).isNotNull();
    }
    assertThatThrownBy(() -> poison.get(5, TimeUnit.SECONDS))
        .cause()
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("database refused lead-poison");
    assertThat(writer.written).hasSize(6).noneMatch(e -> e.data().contains("poison"));
  }

  @Test
  void afterClose_commandsAreWrittenDirectly_andThoseQueuedBeforeAreNotLost() throws Exception {
    ScriptedWriter writer = new ScriptedWriter();
    committer = new GroupCommitter(writer, 64, Thread::new);
    assertThat(committer.record(command("lead-before"))).isNotNull();
    committer.close();
    assertThat(committer.record(command("lead-after"))).isNotNull();
    assertThat(writer.written)
        .extracting(OutreachEvent::data)
        .containsExactly("{\"lead\":\"lead-before\"}", "{\"lead\":\"lead-after\"}");
  }

  private static void awaitQueued(ScriptedWriter writer, int batches) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (writer.started.size() < batches && System.nanoTime() < until) {
      Thread.sleep(5);
    }
    assertThat(writer.started).hasSizeGreaterThanOrEqualTo(batches);
  }

  private static RecordEventCommand command(String slug) {
    return command(slug, UUID.randomUUID().toString());
  }

  private static RecordEventCommand command(String slug, String campaignId) {
    return new RecordEventCommand(
        new UserId(UUID.randomUUID()),
        EventKind.OPENED,
        campaignId,
        ProfileLink.parse("linkedin.com/in/" + slug),
        null,
        "{\"lead\":\"" + slug + "\"}");
  }

  /**
   * A writer that records what it was given; it can hold its first batch, refuse leads, or fail a
   * whole batch.
   */
  private static final class ScriptedWriter implements EventBatchWriter {
    final List<Integer> started = Collections.synchronizedList(new ArrayList<>());
    final List<Integer> batchSizes = Collections.synchronizedList(new ArrayList<>());
    final List<OutreachEvent> written = Collections.synchronizedList(new ArrayList<>());
    final List<String> refused = new ArrayList<>();
    final Set<String> leadsInTwoBatches = ConcurrentHashMap.newKeySet();
    final Map<UUID, Set<String>> writersOfCampaign = new ConcurrentHashMap<>();
    private final Map<String, Integer> batchesWriting = new ConcurrentHashMap<>();
    CountDownLatch holdFirstBatch = new CountDownLatch(0);
    String poison;
    long pauseMillis;

    @Override
    public List<EventOutcome> recordAll(List<RecordEventCommand> commands) {
      Set<String> leads = new HashSet<>();
      for (RecordEventCommand c : commands) {
        UUID campaign = CampaignId.parse(c.campaignId()).orElseThrow().value();
        leads.add(campaign + " " + c.profileLink().canonical());
        writersOfCampaign
            .computeIfAbsent(campaign, k -> ConcurrentHashMap.newKeySet())
            .add(Thread.currentThread().getName());
      }
      leads.forEach(
          lead -> {
            if (batchesWriting.merge(lead, 1, Integer::sum) > 1) {
              leadsInTwoBatches.add(lead);
            }
          });
      try {
        Thread.sleep(pauseMillis);
        return recordHeld(commands);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      } finally {
        leads.forEach(lead -> batchesWriting.merge(lead, -1, Integer::sum));
      }
    }

    private List<EventOutcome> recordHeld(List<RecordEventCommand> commands) {
      started.add(commands.size());
      if (started.size() == 1) {
        try {
          holdFirstBatch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }
      if (commands.stream().anyMatch(c -> c.data().contains(String.valueOf(poison)))) {
        throw new IllegalStateException("batch rolled back");
      }
      batchSizes.add(commands.size());
      List<EventOutcome> outcomes = new ArrayList<>();
      for (RecordEventCommand c : commands) {
        if (refused.stream().anyMatch(c.data()::contains)) {
          outcomes.add(EventOutcome.failed(new DomainException(ErrorCode.LEAD_NOT_FOUND)));
        } else {
          outcomes.add(EventOutcome.recorded(write(c)));
        }
      }
      return outcomes;
    }

    @Override
    public OutreachEvent record(RecordEventCommand c) {
      if (poison != null && c.data().contains(poison)) {
        throw new IllegalStateException("database refused " + poison);
      }
      return write(c);
    }

    private OutreachEvent write(RecordEventCommand c) {
      Instant now = Instant.parse("2026-01-01T00:00:00Z");
      OutreachEvent event =
          new OutreachEvent(
              UUID.randomUUID(),
              c.kind(),
              c.owner(),
              CampaignId.parse(c.campaignId()).orElseThrow(),
              UUID.randomUUID(),
              UUID.randomUUID(),
              now,
              now,
              c.data());
      written.add(event);
      return event;
    }
  }
}
