package com.outreach.application.service.engine;

import static com.outreach.domain.event.EventKind.ACCEPTS_REQUEST;
import static com.outreach.domain.event.EventKind.CONNECT_INVITED;
import static com.outreach.domain.event.EventKind.MESSAGE_SENT;
import static com.outreach.domain.event.EventKind.REPLY_DETECTED;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A CONNECT campaign over a fake clock (D-34, D-35, D-41, D-42): invite, acceptance, three
 * messages, done.
 */
class ConnectSequenceTest {
  private static final Map<String, String> CONTENT =
      Map.of(
          "longNote",
          "Hi {{firstName}}, let's connect",
          "message1",
          "Thanks {{firstName}}!",
          "message2",
          "Any thoughts?",
          "message3",
          "Last note");
  private static final List<Duration> DELAYS =
      List.of(Duration.ofDays(1), Duration.ofDays(3), Duration.ofDays(4));

  private final EngineHarness h = new EngineHarness();

  @Test
  void invite_acceptance_three_messages_then_completed() {
    h.linkedAccount().premium = true;
    Campaign campaign = h.campaign("CONNECT", CONTENT, DELAYS);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");

    h.runUntilIdle();

    LinkedInAction.Invite invite = h.linkedIn.calls(LinkedInAction.Invite.class).get(0);
    assertThat(invite.note()).contains("Hi Jane, let's connect");
    assertThat(invite.profileLink()).isEqualTo("https://www.linkedin.com/in/jane-doe");
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.IN_PROGRESS);
    assertThat(jane.state.currentStep()).isEqualTo(1);
    assertThat(jane.nextActionAt)
        .isEqualTo(EngineHarness.START.plus(Duration.ofDays(21))); // the invite's expiry

    h.clock.advance(Duration.ofHours(5));
    h.report(ACCEPTS_REQUEST, campaign, jane);
    h.runFor(Duration.ofHours(23), Duration.ofHours(1));
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .isEmpty(); // message1 waits a day after acceptance

    h.runFor(Duration.ofDays(10), Duration.ofHours(1));

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactly("Thanks Jane!", "Any thoughts?", "Last note");
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(jane.state.currentStep()).isEqualTo(4);
    assertThat(jane.nextActionAt).isNull();
    assertThat(h.eventKinds(jane))
        .containsExactly(
            CONNECT_INVITED, ACCEPTS_REQUEST, MESSAGE_SENT, MESSAGE_SENT, MESSAGE_SENT);
    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::step, EngineAction::type, EngineAction::status)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(1, ActionType.INVITE, ActionStatus.SENT),
            org.assertj.core.groups.Tuple.tuple(2, ActionType.MESSAGE, ActionStatus.SENT),
            org.assertj.core.groups.Tuple.tuple(3, ActionType.MESSAGE, ActionStatus.SENT),
            org.assertj.core.groups.Tuple.tuple(4, ActionType.MESSAGE, ActionStatus.SENT));
    // message1 a day after the acceptance, message2 three days after message1, message3 four after
    // that (D-35)
    List<EngineAction> sent = h.world.actionsOf(jane);
    assertThat(Duration.between(sent.get(1).sentAt(), sent.get(2).sentAt()))
        .isEqualTo(Duration.ofDays(3));
    assertThat(Duration.between(sent.get(2).sentAt(), sent.get(3).sentAt()))
        .isEqualTo(Duration.ofDays(4));
    assertThat(h.outbox.enqueued())
        .hasSize(5); // the engine's four events and the reported acceptance go to webhooks (D-42)
    assertThat(h.world.sentMessages)
        .extracting(java.util.Map.Entry::getValue) // the conversation shows them (D-21)
        .containsExactly("Thanks Jane!", "Any thoughts?", "Last note");
    assertThat(h.world.events.get(0).data())
        .contains("\"step\":1")
        .contains("\"actionId\":\"" + sent.get(0).id());
  }

  @Test
  void follow_ups_stay_in_the_first_messages_chat() {
    h.linkedAccount();
    Campaign campaign =
        h.campaign("CONNECT", CONTENT, List.of(Duration.ZERO, Duration.ZERO, Duration.ZERO));
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.runUntilIdle();
    h.report(ACCEPTS_REQUEST, campaign, jane);
    h.runUntilIdle();

    List<LinkedInAction.Message> messages = h.linkedIn.calls(LinkedInAction.Message.class);
    assertThat(messages).hasSize(3);
    assertThat(messages.get(0).threadReference()).isEmpty();
    assertThat(messages.get(1).threadReference()).isEqualTo(Optional.of("ref-2"));
    assertThat(messages.get(2).threadReference()).isEqualTo(Optional.of("ref-2"));
  }

  @Test
  void an_invite_reported_through_events_expires_from_when_the_engine_first_sees_it() {
    h.linkedAccount();
    Campaign campaign = h.campaign("CONNECT", CONTENT, DELAYS);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.report(
        com.outreach.domain.event.EventKind.CONNECT_INVITED,
        campaign,
        jane); // an integration sent it

    h.runUntilIdle();
    assertThat(h.linkedIn.calls).isEmpty(); // step 1 is done: no second invite
    assertThat(jane.nextActionAt).isEqualTo(EngineHarness.START.plus(Duration.ofDays(21)));

    h.runFor(Duration.ofDays(21), Duration.ofHours(6));
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.FAILED);
    assertThat(jane.statusReason).isEqualTo("INVITE_EXPIRED");
  }

  @Test
  void a_lead_already_accepted_before_any_invite_gets_no_invite_and_message1_after_its_delay() {
    h.linkedAccount();
    Campaign campaign = h.campaign("CONNECT", CONTENT, DELAYS);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.report(ACCEPTS_REQUEST, campaign, jane); // connected already, reported by an integration

    h.runUntilIdle();
    assertThat(h.linkedIn.calls).isEmpty(); // inviting a connection would be refused, or worse
    assertThat(jane.state.currentStep()).isEqualTo(1);
    assertThat(jane.nextActionAt).isEqualTo(EngineHarness.START.plus(Duration.ofDays(1)));

    h.runFor(Duration.ofDays(1), Duration.ofHours(1));
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactly("Thanks Jane!");
    assertThat(h.linkedIn.calls(LinkedInAction.Invite.class)).isEmpty();
    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::step, EngineAction::type)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(2, ActionType.MESSAGE));
  }

  @Test
  void a_reply_ends_the_sequence_and_nothing_more_is_sent() {
    h.linkedAccount();
    Campaign campaign = h.campaign("CONNECT", CONTENT, DELAYS);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.runUntilIdle();
    h.report(ACCEPTS_REQUEST, campaign, jane);
    h.runFor(Duration.ofDays(1), Duration.ofHours(1));
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class)).hasSize(1);

    h.report(REPLY_DETECTED, campaign, jane);
    h.runFor(Duration.ofDays(30), Duration.ofHours(6));

    assertThat(h.linkedIn.calls).hasSize(2);
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.REPLIED);
    assertThat(jane.nextActionAt).isNull();
    assertThat(h.eventKinds(jane))
        .containsExactly(CONNECT_INVITED, ACCEPTS_REQUEST, MESSAGE_SENT, REPLY_DETECTED);
  }

  @Test
  void an_invite_not_accepted_in_time_is_withdrawn_and_the_lead_failed_invite_expired() {
    h.linkedAccount();
    Campaign campaign = h.campaign("CONNECT", CONTENT, DELAYS);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.runUntilIdle();

    h.runFor(Duration.ofDays(21), Duration.ofHours(6));

    assertThat(h.linkedIn.calls(LinkedInAction.Withdraw.class)).hasSize(1);
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.FAILED);
    assertThat(jane.statusReason).isEqualTo("INVITE_EXPIRED");
    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::type, EngineAction::status)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(ActionType.INVITE, ActionStatus.SENT),
            org.assertj.core.groups.Tuple.tuple(ActionType.WITHDRAW, ActionStatus.SENT));
    assertThat(h.eventKinds(jane)).containsExactly(CONNECT_INVITED);
  }
}
