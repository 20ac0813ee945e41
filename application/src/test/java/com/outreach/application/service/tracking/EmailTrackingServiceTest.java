package com.outreach.application.service.tracking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.outreach.application.fake.InMemoryTrackingHitWindows;
import com.outreach.application.fake.InMemoryTrackingHits;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.TrackingTokens;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.application.port.out.tracking.TrackingHitWindows.Key;
import com.outreach.application.port.out.tracking.TrackingHits.TrackingHit;
import com.outreach.application.service.event.EventBatchWriter;
import com.outreach.application.service.event.EventOutcome;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The public links of an email at port level (D-46): opens and clicks answered at once and recorded
 * behind the answer, once each, with the bot window; forged tokens; one unsubscribe that outlives
 * the lead.
 */
class EmailTrackingServiceTest {
  private final MutableClock clock = MutableClock.at("2026-03-02T09:00:00Z");
  private final UUID action = UUID.randomUUID();
  private final UUID membership = UUID.randomUUID();
  private final TrackedEmails.TrackedEmail email =
      new TrackedEmails.TrackedEmail(
          membership,
          UserId.random(),
          UUID.randomUUID().toString(),
          "https://www.linkedin.com/in/ada",
          clock.instant(),
          2);
  private final List<RecordEventCommand> recorded = new ArrayList<>();
  private final Set<UUID> unsubscribed = new HashSet<>();
  private final List<TrackedEmails.Recipient> suppressed = new ArrayList<>();
  private final TrackedEmails.Recipient ada =
      new TrackedEmails.Recipient(email.owner(), "ada@example.com");
  private final Set<Instant> refusedAt = new HashSet<>();
  private final InMemoryTrackingHits hits = new InMemoryTrackingHits();
  private final InMemoryTrackingHitWindows windows = new InMemoryTrackingHitWindows();
  private final RollingBackTransactions transactions = new RollingBackTransactions();
  private boolean leadDeleted;

  private final TrackedEmails emails =
      new TrackedEmails() {
        @Override
        public Optional<TrackedEmail> byAction(UUID actionId) {
          return actionId.equals(action) && !leadDeleted ? Optional.of(email) : Optional.empty();
        }

        @Override
        public Optional<TrackedEmail> byMembership(UUID membershipId) {
          return membershipId.equals(membership) && !leadDeleted
              ? Optional.of(email)
              : Optional.empty();
        }

        @Override
        public boolean firstUnsubscribe(UUID membershipId) {
          return unsubscribed.add(membershipId);
        }

        @Override
        public Optional<Recipient> recipient(UUID membershipId) {
          return membershipId.equals(membership) ? Optional.of(ada) : Optional.empty();
        }

        @Override
        public void suppress(Recipient recipient) {
          suppressed.add(recipient);
        }
      };

  private final EmailTrackingService tracking =
      new EmailTrackingService(
          new Tokens(),
          emails,
          hits,
          command -> {
            if (refusedAt.contains(command.occurredAt())) {
              throw new DomainException(
                  ErrorCode.LEAD_NOT_FOUND); // deleted between the read and the record
            }
            recorded.add(command);
            return null;
          },
          new PassThroughTransactionRunner(),
          clock);
  private final TrackingHitRecorder recorder =
      new TrackingHitRecorder(
          hits,
          windows,
          emails,
          new EventBatchWriter() {
            @Override
            public List<EventOutcome> recordAll(List<RecordEventCommand> commands) {
              batches.add(commands.size());
              if (failNextPass) {
                failNextPass = false;
                throw new IllegalStateException("deadlock detected"); // the whole pass rolls back
              }
              List<EventOutcome> outcomes = new ArrayList<>();
              for (RecordEventCommand command : commands) {
                try {
                  outcomes.add(EventOutcome.recorded(record(command)));
                } catch (DomainException refused) {
                  outcomes.add(
                      EventOutcome.failed(
                          refused)); // as the real intake: a refusal is that command's answer
                }
              }
              return outcomes;
            }

            @Override
            public OutreachEvent record(RecordEventCommand command) {
              if (refusedAt.contains(command.occurredAt())) {
                throw new DomainException(ErrorCode.LEAD_NOT_FOUND);
              }
              recorded.add(command);
              return new OutreachEvent(
                  UUID.randomUUID(),
                  command.kind(),
                  command.owner(),
                  CampaignId.parse(command.campaignId()).orElseThrow(),
                  UUID.randomUUID(),
                  UUID.randomUUID(),
                  command.occurredAt(),
                  command.occurredAt(),
                  command.data());
            }
          },
          transactions,
          Duration.ofSeconds(10),
          2);

  /** The size of each batch handed to the intake: a batch of hits is one intake pass. */
  private final List<Integer> batches = new ArrayList<>();

  private boolean failNextPass;

  @Test
  void opensAndClicks_areAnsweredBeforeTheyAreRecorded_thenRecordedOnce_atTheMomentTheyHappened() {
    tracking.opened("open");
    clock.advance(Duration.ofSeconds(30));
    assertThat(tracking.clicked("click")).contains("https://acme.example/a?b=\"c\"");
    assertThat(recorded).isEmpty();
    assertThat(hits.stored())
        .extracting(TrackingHit::kind)
        .containsExactly(EventKind.OPENED, EventKind.CLICKED);

    clock.advance(Duration.ofMinutes(5));
    assertThat(recorder.recordStored()).isEqualTo(2);
    assertThat(recorder.recordStored()).isZero();

    assertThat(batches).as("commands per intake pass").containsExactly(2);
    assertThat(recorded)
        .extracting(RecordEventCommand::kind)
        .containsExactly(EventKind.OPENED, EventKind.CLICKED);
    assertThat(recorded)
        .extracting(RecordEventCommand::occurredAt)
        .containsExactly(
            Instant.parse("2026-03-02T09:00:00Z"), Instant.parse("2026-03-02T09:00:30Z"));
    assertThat(recorded).extracting(RecordEventCommand::owner).containsOnly(email.owner());
    assertThat(hits.stored()).isEmpty();
  }

  @Test
  void aBatch_recordsTheOldestHitsOfOneTransaction_andSaysWhetherMoreMayBeWaiting() {
    tracking.opened("open");
    clock.advance(Duration.ofMinutes(10));
    tracking.opened("open");
    clock.advance(Duration.ofMinutes(10));
    tracking.opened("open");

    assertThat(recorder.recordBatch()).as("a full batch of two").isTrue();
    assertThat(recorded)
        .extracting(RecordEventCommand::occurredAt)
        .containsExactly(
            Instant.parse("2026-03-02T09:00:00Z"), Instant.parse("2026-03-02T09:10:00Z"));
    assertThat(recorder.recordBatch()).isFalse();
    assertThat(recorder.recordBatch()).isFalse();

    assertThat(batches).containsExactly(2, 1);
    assertThat(hits.stored()).isEmpty();
  }

  @Test
  void
      anOpenAtOnce_takesTheHitWhileThereIsRoom_andOtherwiseTakesNothing_soTheCallerCanWaitElsewhere() {
    hits.roomFor(1);

    assertThat(tracking.openedAtOnce("open")).isTrue();
    assertThat(tracking.openedAtOnce("open")).isFalse();
    assertThat(tracking.openedAtOnce("forged")).isTrue(); // nothing to take: answered at once
    assertThat(hits.stored()).hasSize(1);
    tracking.opened("open"); // the caller's waiting path
    assertThat(hits.stored()).hasSize(2);
  }

  @Test
  void
      anOpenOrClickWithinTheBotWindow_isASuspectedBot_laterOnesAreNot_howeverLateTheyAreRecorded() {
    clock.advance(Duration.ofSeconds(9));
    tracking.opened("open");
    tracking.clicked("click");
    clock.advance(Duration.ofSeconds(1));
    tracking.opened("open");
    clock.advance(Duration.ofHours(1));
    recorder.recordStored();

    assertThat(recorded)
        .extracting(RecordEventCommand::kind)
        .containsExactly(EventKind.OPENED, EventKind.CLICKED, EventKind.OPENED);
    assertThat(recorded)
        .extracting(RecordEventCommand::data)
        .containsExactly(
            "{\"step\":2,\"suspectedBot\":true}",
            "{\"url\":\"https://acme.example/a?b=\\\"c\\\"\",\"step\":2,\"suspectedBot\":true}",
            "{\"step\":2,\"suspectedBot\":false}");
  }

  @Test
  void aHitThatCannotBeRecorded_isDropped_andTheOthersOfItsBatchAreRecordedOnce() {
    tracking.opened("open");
    clock.advance(Duration.ofMinutes(10));
    Instant refused = clock.instant();
    refusedAt.add(refused);
    tracking.opened("open");
    clock.advance(Duration.ofMinutes(10));
    tracking.opened("open");

    assertThat(recorder.recordStored()).isEqualTo(3);

    assertThat(recorded)
        .extracting(RecordEventCommand::occurredAt)
        .containsExactly(
            Instant.parse("2026-03-02T09:00:00Z"), Instant.parse("2026-03-02T09:20:00Z"));
    assertThat(hits.stored()).isEmpty();
    // The refused hit gets its refusal as its own answer inside the batch's one intake pass: no
    // rollback.
    assertThat(batches).containsExactly(2, 1);
    assertThat(transactions.rolledBack).isZero();
  }

  @Test
  void aPassThatFailsAsAWhole_isRecordedAgainHitByHit_eachOnce() {
    tracking.opened("open");
    clock.advance(Duration.ofMinutes(10));
    tracking.opened("open");
    failNextPass = true;

    assertThat(recorder.recordStored()).isEqualTo(2);

    assertThat(transactions.rolledBack).isEqualTo(1);
    assertThat(recorded)
        .extracting(RecordEventCommand::occurredAt)
        .containsExactly(
            Instant.parse("2026-03-02T09:00:00Z"), Instant.parse("2026-03-02T09:10:00Z"));
    assertThat(hits.stored()).isEmpty();
  }

  @Test
  void opens_becomeOneOpenedPerTenMinutes_theHitsBetweenAreOnlyCounted() {
    clock.advance(Duration.ofMinutes(1)); // past the bot window: a reader's opens
    for (int i = 0; i < 300; i++) {
      tracking.opened("open");
      clock.advance(Duration.ofMillis(1_500)); // 300 hits over seven and a half minutes
    }
    clock.advance(Duration.ofMinutes(2).plusSeconds(30)); // ten minutes after the first
    tracking.opened("open");
    tracking.opened("open");

    assertThat(recorder.recordStored()).isEqualTo(302);

    assertThat(recorded)
        .extracting(RecordEventCommand::kind, RecordEventCommand::occurredAt)
        .containsExactly(
            tuple(EventKind.OPENED, Instant.parse("2026-03-02T09:01:00Z")),
            tuple(EventKind.OPENED, Instant.parse("2026-03-02T09:11:00Z")));
    assertThat(windows.hits(new Key(action, EventKind.OPENED, null, false))).isEqualTo(302);
    assertThat(hits.stored()).isEmpty();
  }

  @Test
  void clicks_becomeOneClickedPerLinkPerTenMinutes_apartFromOpens() {
    clock.advance(Duration.ofMinutes(1));
    tracking.opened("open");
    for (int i = 0; i < 5; i++) {
      assertThat(tracking.clicked("click")).contains("https://acme.example/a?b=\"c\"");
      assertThat(tracking.clicked("other")).contains("https://acme.example/other");
    }
    clock.advance(Duration.ofMinutes(9).plusSeconds(59));
    tracking.clicked("click");

    recorder.recordStored();

    assertThat(recorded)
        .extracting(RecordEventCommand::kind)
        .containsExactly(EventKind.OPENED, EventKind.CLICKED, EventKind.CLICKED);
    assertThat(recorded.get(1).data()).contains("https://acme.example/a");
    assertThat(recorded.get(2).data()).contains("https://acme.example/other");
    assertThat(
            windows.hits(
                new Key(action, EventKind.CLICKED, "https://acme.example/a?b=\"c\"", false)))
        .isEqualTo(6);
  }

  @Test
  void aProxysFetchAtDelivery_neverHidesTheReadersOwnOpen() {
    tracking.opened("open"); // the image proxy, within the bot window
    clock.advance(Duration.ofMinutes(2));
    tracking.opened("open"); // the reader
    tracking.opened("open");

    recorder.recordStored();

    assertThat(recorded)
        .extracting(RecordEventCommand::data)
        .containsExactly(
            "{\"step\":2,\"suspectedBot\":true}", "{\"step\":2,\"suspectedBot\":false}");
  }

  @Test
  void hitsOfAnEmailWhoseLeadWasDeleted_recordNothing_andLeaveNothingBehind() {
    tracking.opened("open");
    assertThat(tracking.clicked("click")).contains("https://acme.example/a?b=\"c\"");
    leadDeleted = true;

    recorder.recordStored();

    assertThat(recorded).isEmpty();
    assertThat(hits.stored()).isEmpty();
  }

  @Test
  void tokensTheServiceDidNotSign_recordNothing_andLeadNowhere() {
    tracking.opened("forged");
    assertThat(tracking.clicked("forged")).isEmpty();
    assertThat(tracking.canUnsubscribe("forged")).isFalse();
    assertThat(tracking.unsubscribe("forged")).isFalse();
    recorder.recordStored();
    assertThat(hits.stored()).isEmpty();
    assertThat(recorded).isEmpty();
    assertThat(suppressed).isEmpty();
  }

  @Test
  void unsubscribing_recordsOneUnsubscribed_howeverOftenItIsPosted_andThePageChangesNothing() {
    assertThat(tracking.canUnsubscribe("unsubscribe")).isTrue();
    assertThat(recorded).isEmpty();

    assertThat(tracking.unsubscribe("unsubscribe")).isTrue();
    assertThat(tracking.unsubscribe("unsubscribe")).isTrue();
    assertThat(recorded)
        .extracting(RecordEventCommand::kind)
        .containsExactly(EventKind.UNSUBSCRIBED);
    assertThat(recorded.get(0).owner()).isEqualTo(email.owner());
    assertThat(suppressed).containsOnly(ada);
  }

  @Test
  void unsubscribingAfterTheLeadWasDeleted_stillSuppressesTheAddress_withoutAnEvent() {
    leadDeleted = true;

    assertThat(tracking.canUnsubscribe("unsubscribe")).isTrue();
    assertThat(tracking.unsubscribe("unsubscribe")).isTrue();

    assertThat(suppressed).containsExactly(ada);
    assertThat(recorded).isEmpty();
  }

  /**
   * Like the database: a transaction that throws leaves the hits and the recorded events as they
   * were.
   */
  private final class RollingBackTransactions implements TransactionRunner {
    private int depth;
    int rolledBack;

    @Override
    public <T> T inTransaction(Supplier<T> work) {
      if (depth > 0) {
        return work.get();
      }
      TreeMap<Long, TrackingHit> before = hits.snapshot();
      Runnable windowsBefore = windows.snapshot();
      int recordedBefore = recorded.size();
      depth++;
      try {
        return work.get();
      } catch (RuntimeException e) {
        hits.restore(before);
        windowsBefore.run();
        recorded.subList(recordedBefore, recorded.size()).clear();
        rolledBack++;
        throw e;
      } finally {
        depth--;
      }
    }
  }

  /** "open", "click" and "unsubscribe" are this email's tokens; anything else is forged. */
  private final class Tokens implements TrackingTokens {
    @Override
    public String unsubscribe(UUID membershipId) {
      return "unsubscribe";
    }

    @Override
    public Optional<UUID> readUnsubscribe(String token) {
      return token.equals("unsubscribe") ? Optional.of(membership) : Optional.empty();
    }

    @Override
    public String open(UUID actionId) {
      return "open";
    }

    @Override
    public Optional<UUID> readOpen(String token) {
      return token.equals("open") ? Optional.of(action) : Optional.empty();
    }

    @Override
    public String click(UUID actionId, String url) {
      return "click";
    }

    @Override
    public Optional<Click> readClick(String token) {
      return switch (token) {
        case "click" -> Optional.of(new Click(action, "https://acme.example/a?b=\"c\""));
        case "other" -> Optional.of(new Click(action, "https://acme.example/other"));
        default -> Optional.empty();
      };
    }
  }
}
