package com.outreach.application.service.network;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.out.network.NetworkRelations;
import com.outreach.application.port.out.network.NetworkSignalStore;
import com.outreach.application.port.out.network.RelationPolls;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The network provider's signals (D-44) at port level: what each records, and only once. */
class NetworkSignalServiceTest {
  private static final String ACCOUNT = "uni-account";
  private final MutableClock clock = MutableClock.at("2026-03-02T09:00:00Z");
  private final FakeStore store = new FakeStore();
  private final List<RecordEventCommand> recorded = new ArrayList<>();
  private final RecordingMembershipSchedule schedule = new RecordingMembershipSchedule();
  private final NetworkSignalService signals =
      new NetworkSignalService(
          store,
          command -> {
            recorded.add(command);
            return null;
          },
          schedule,
          new PassThroughTransactionRunner(),
          clock);
  private final UserId owner = UserId.random();
  private final UUID sender = UUID.randomUUID();

  @Test
  void anAcceptance_recordsAcceptsRequestForEachAwaitingMembership_once() {
    store.sender = new NetworkSignalStore.Sender(sender, owner);
    store.awaiting = List.of(target("https://www.linkedin.com/in/ada"));

    assertThat(signals.accepted(ACCOUNT, "ACoAAPada", "ada", clock.instant())).isEqualTo(1);
    assertThat(signals.accepted(ACCOUNT, "ACoAAPada", "ada", clock.instant())).isZero();

    assertThat(recorded)
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.kind()).isEqualTo(EventKind.ACCEPTS_REQUEST);
              assertThat(c.owner()).isEqualTo(owner);
              assertThat(c.profileLink().canonical()).isEqualTo("https://www.linkedin.com/in/ada");
            });
    assertThat(store.askedFor)
        .containsExactly(
            "ACoAAPada https://www.linkedin.com/in/ada",
            "ACoAAPada https://www.linkedin.com/in/ada");
  }

  @Test
  void aRelationThatIsNoLead_leavesNoReceipt_soItCountsWhenItBecomesOne() {
    store.sender = new NetworkSignalStore.Sender(sender, owner);
    assertThat(signals.accepted(ACCOUNT, "ACoAAPbob", "bob", clock.instant())).isZero();

    store.awaiting = List.of(target("https://www.linkedin.com/in/bob"));
    assertThat(signals.accepted(ACCOUNT, "ACoAAPbob", "bob", clock.instant())).isEqualTo(1);
  }

  @Test
  void anUnknownAccount_recordsNothing() {
    store.awaiting = List.of(target("https://www.linkedin.com/in/ada"));

    assertThat(signals.accepted("nobody", "ACoAAPada", "ada", clock.instant())).isZero();
    assertThat(
            signals.messageReceived(
                "nobody", "m1", "chat-1", "ACoAAPada", "ACoAAPsam", "Hi", clock.instant()))
        .isZero();
    assertThat(recorded).isEmpty();
    assertThat(store.receipts).isEmpty();
  }

  @Test
  void aMessageFromTheLead_isAReplyWithItsInMessage_theOwnersOwnIsNot() {
    store.sender = new NetworkSignalStore.Sender(sender, owner);
    NetworkSignalStore.Target ada = target("https://www.linkedin.com/in/ada");
    store.thread = List.of(ada);

    assertThat(
            signals.messageReceived(
                ACCOUNT,
                "m0",
                "chat-1",
                "ACoAAPsam",
                "ACoAAPsam",
                "From LinkedIn",
                clock.instant()))
        .isZero();
    assertThat(
            signals.messageReceived(
                ACCOUNT,
                "m1",
                "chat-1",
                "ACoAAPada",
                "ACoAAPsam",
                "Sounds good",
                clock.instant().minusSeconds(60)))
        .isEqualTo(1);
    assertThat(
            signals.messageReceived(
                ACCOUNT, "m1", "chat-1", "ACoAAPada", "ACoAAPsam", "Sounds good", clock.instant()))
        .isZero();

    assertThat(recorded)
        .extracting(RecordEventCommand::kind)
        .containsExactly(EventKind.REPLY_DETECTED);
    assertThat(recorded.get(0).occurredAt()).isEqualTo(clock.instant().minusSeconds(60));
    assertThat(store.incoming).containsExactly(ada.conversationId() + " Sounds good");
  }

  @Test
  void aFailingStatus_pausesTheSender_aRecoveryResumesIt_andWakesTheOwnersLeads() {
    store.sender = new NetworkSignalStore.Sender(sender, owner);

    signals.accountStatus(ACCOUNT, "CREDENTIALS");
    assertThat(store.pausedUntil).isEqualTo(clock.instant().plus(Duration.ofDays(30)));
    assertThat(store.pauseReason).isEqualTo("credentials");
    signals.accountStatus(ACCOUNT, "CONNECTING"); // neither failing nor healthy: nothing changes
    assertThat(store.pauseReason).isEqualTo("credentials");

    signals.accountStatus(ACCOUNT, "ok");
    assertThat(store.pausedUntil).isNull();
    assertThat(schedule.calls).hasSize(1);
  }

  @Test
  void aFailingStatus_tellsTheOwnerWithAccountPaused_onTheLeadOfTheSendersLatestAction_once() {
    store.sender = new NetworkSignalStore.Sender(sender, owner);
    store.latestAction = target("https://www.linkedin.com/in/dee");

    signals.accountStatus(ACCOUNT, "STOPPED");
    signals.accountStatus(ACCOUNT, "ERROR"); // still paused: the owner was told already

    assertThat(recorded)
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.kind()).isEqualTo(EventKind.ACCOUNT_PAUSED);
              assertThat(c.owner()).isEqualTo(owner);
              assertThat(c.profileLink().canonical()).isEqualTo("https://www.linkedin.com/in/dee");
              assertThat(c.occurredAt()).isEqualTo(clock.instant());
              assertThat(c.data())
                  .isEqualTo(
                      "{\"accountId\":\""
                          + sender
                          + "\",\"reason\":\"stopped\",\"senderId\":\""
                          + sender
                          + "\"}");
            });
    assertThat(store.pauseReason).isEqualTo("stopped");

    signals.accountStatus(ACCOUNT, "OK");
    signals.accountStatus(ACCOUNT, "CREDENTIALS"); // paused again after a recovery: told again
    assertThat(recorded)
        .extracting(RecordEventCommand::kind)
        .containsExactly(EventKind.ACCOUNT_PAUSED, EventKind.ACCOUNT_PAUSED);
  }

  @Test
  void aFailingStatus_ofASenderThatNeverActed_pausesIt_withNoEvent() {
    store.sender = new NetworkSignalStore.Sender(sender, owner);

    signals.accountStatus(ACCOUNT, "CREDENTIALS");

    assertThat(store.pauseReason).isEqualTo("credentials");
    assertThat(recorded).isEmpty();
  }

  @Test
  void thePoll_appliesEachRelationAsTheWebhookWould_andSchedulesTheNextTurn_evenWhenOneFails() {
    store.sender = new NetworkSignalStore.Sender(sender, owner);
    store.awaiting = List.of(target("https://www.linkedin.com/in/cy"));
    List<String> polled = new ArrayList<>();
    RelationPolls polls =
        new RelationPolls() {
          @Override
          public List<String> claimDue(Instant now, Instant leaseUntil, int limit) {
            return List.of("broken", ACCOUNT);
          }

          @Override
          public void polled(String account, Instant next) {
            polled.add(account + " " + next);
          }
        };
    NetworkRelations relations =
        account -> {
          if (account.equals("broken")) {
            throw new IllegalStateException("unreadable");
          }
          return List.of(new NetworkRelations.Relation("ACoAAPcy", "cy"));
        };
    PollRelationsService poll =
        new PollRelationsService(
            polls, relations, signals, Duration.ofMinutes(30), Duration.ofMinutes(2), clock);

    org.assertj.core.api.Assertions.assertThatThrownBy(poll::pollDue)
        .hasMessage("unreadable"); // the loop logs it
    assertThat(recorded)
        .extracting(RecordEventCommand::kind)
        .containsExactly(EventKind.ACCEPTS_REQUEST);
    assertThat(polled)
        .containsExactly("broken 2026-03-02T09:30:00Z", ACCOUNT + " 2026-03-02T09:30:00Z");
  }

  private static NetworkSignalStore.Target target(String link) {
    return new NetworkSignalStore.Target(
        UUID.randomUUID(), UUID.randomUUID().toString(), link, UUID.randomUUID());
  }

  /** The store's answers are set by each test; what the service wrote is kept. */
  private static final class FakeStore implements NetworkSignalStore {
    Sender sender;
    List<Target> awaiting = List.of();
    List<Target> thread = List.of();
    final Set<String> receipts = new HashSet<>();
    final List<String> askedFor = new ArrayList<>();
    final List<String> incoming = new ArrayList<>();
    Instant pausedUntil;
    String pauseReason;

    @Override
    public Optional<Sender> senderOf(String providerAccountId) {
      return ACCOUNT.equals(providerAccountId) || "broken".equals(providerAccountId)
          ? Optional.ofNullable(sender)
          : Optional.empty();
    }

    @Override
    public boolean firstReceipt(String key) {
      return receipts.add(key);
    }

    @Override
    public List<Target> awaitingAcceptance(
        UserId owner, UUID senderId, String providerId, String profileLink) {
      askedFor.add(providerId + " " + profileLink);
      return awaiting;
    }

    @Override
    public List<Target> inThread(UUID senderId, String chatId) {
      return thread;
    }

    @Override
    public void addIncomingMessage(UUID conversationId, String text, Instant at) {
      incoming.add(conversationId + " " + text);
    }

    Target latestAction;

    @Override
    public boolean pauseSender(UUID senderId, Instant until, String reason) {
      if (pausedUntil != null) {
        return false;
      }
      pausedUntil = until;
      pauseReason = reason;
      return true;
    }

    @Override
    public Optional<Target> latestActionOf(UUID senderId) {
      return Optional.ofNullable(latestAction);
    }

    @Override
    public void resumeSender(UUID senderId) {
      pausedUntil = null;
    }
  }
}
