package com.outreach.application.service.engine;

import static com.outreach.domain.event.EventKind.BOUNCED;
import static com.outreach.domain.event.EventKind.CONNECT_INVITED;
import static com.outreach.domain.event.EventKind.REPLY_DETECTED;
import static com.outreach.domain.event.EventKind.UNSUBSCRIBED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.fake.InMemoryEngineWorld.SenderRow;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.domain.blacklist.BlacklistEntry;
import com.outreach.domain.blacklist.BlacklistKeyword;
import com.outreach.domain.blacklist.BlacklistType;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What stops the engine, what makes it wait, and how it fails (D-37, D-38, D-40, D-41), port level.
 */
class EngineStopsAndWaitsTest {
  private static final Map<String, String> MESSAGES =
      Map.of("message1", "Hi {{firstName}}", "message2", "Second", "message3", "Third");
  private static final List<Duration> ONE_DAY = List.of(Duration.ofDays(1), Duration.ofDays(1));

  private final EngineHarness h = new EngineHarness();

  private Campaign messageCampaign() {
    return h.campaign("MESSAGE", MESSAGES, ONE_DAY);
  }

  private List<ActionType> sentTypes(MembershipRow lead) {
    return h.world.actionsOf(lead).stream()
        .filter(a -> a.status() == ActionStatus.SENT)
        .map(EngineAction::type)
        .toList();
  }

  @Test
  void bounce_and_unsubscribe_end_the_sequence_like_a_reply() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow bounced = h.lead(campaign, "bo", "Bo");
    MembershipRow unsubscribed = h.lead(campaign, "un", "Un");
    MembershipRow replied = h.lead(campaign, "re", "Re");
    h.runUntilIdle();

    h.report(BOUNCED, campaign, bounced);
    h.report(UNSUBSCRIBED, campaign, unsubscribed);
    h.report(REPLY_DETECTED, campaign, replied);
    h.runFor(Duration.ofDays(5), Duration.ofHours(6));

    assertThat(bounced.state.status()).isEqualTo(MembershipStatus.BOUNCED);
    assertThat(unsubscribed.state.status()).isEqualTo(MembershipStatus.UNSUBSCRIBED);
    assertThat(replied.state.status()).isEqualTo(MembershipStatus.REPLIED);
    assertThat(h.linkedIn.calls).hasSize(3); // each got message1, nobody message2
  }

  @Test
  void a_blacklisted_lead_gets_no_action_and_is_BLACKLISTED() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.blacklists.addIfAbsent(
        BlacklistEntry.create(
            h.owner,
            null,
            new BlacklistKeyword(BlacklistType.PROFILE_URL, "linkedin.com/in/jane-doe"),
            h.clock.instant()));

    h.runUntilIdle();

    assertThat(jane.state.status()).isEqualTo(MembershipStatus.BLACKLISTED);
    assertThat(h.linkedIn.calls).isEmpty();
    assertThat(h.world.actionsOf(jane)).isEmpty();
    assertThat(h.world.events).isEmpty();
  }

  @Test
  void a_paused_lead_waits_and_resumes_where_it_stopped() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.runUntilIdle();
    jane.state = jane.state.pause();

    h.runFor(Duration.ofDays(5), Duration.ofHours(6));
    assertThat(h.linkedIn.calls).hasSize(1);

    jane.state = jane.state.resume();
    h.world.wake(jane.id, h.clock.instant());
    h.runUntilIdle();

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactly("Hi Jane", "Second");
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.IN_PROGRESS);
  }

  @Test
  void a_paused_campaign_parks_its_leads_and_resuming_it_continues_them() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.runUntilIdle();
    campaign.changeStatus(CampaignStatus.PAUSED, h.clock.instant());
    h.world.campaigns.put(
        campaign.id(), EngineHarness.plan(campaign, ONE_DAY, Duration.ofDays(21), List.of()));

    h.runFor(Duration.ofDays(5), Duration.ofHours(6));
    assertThat(h.linkedIn.calls).hasSize(1);
    assertThat(jane.nextActionAt).isNull(); // parked: the scan no longer sees it

    campaign.changeStatus(CampaignStatus.ACTIVE, h.clock.instant());
    h.world.campaigns.put(
        campaign.id(), EngineHarness.plan(campaign, ONE_DAY, Duration.ofDays(21), List.of()));
    h.world.wakeCampaign(campaign.id(), h.clock.instant());
    h.runUntilIdle();

    assertThat(h.linkedIn.calls).hasSize(2);
  }

  @Test
  void a_paused_owner_sends_nothing_until_resumed() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.world.pausedOwners.add(h.owner);

    h.runUntilIdle();
    assertThat(h.linkedIn.calls).isEmpty();
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.PENDING);

    h.world.pausedOwners.clear();
    h.world.wakeOwner(h.owner, h.clock.instant());
    h.runUntilIdle();
    assertThat(h.linkedIn.calls).hasSize(1);
  }

  @Test
  void without_a_sender_leads_stay_PENDING_and_a_new_sender_starts_them() {
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");

    h.runFor(Duration.ofDays(1), Duration.ofHours(6));
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.PENDING);
    assertThat(jane.statusReason).isNull();
    assertThat(h.world.actionsOf(jane)).isEmpty();

    h.linkedAccount();
    h.world.wakeOwner(h.owner, h.clock.instant());
    h.runUntilIdle();
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.IN_PROGRESS);
  }

  @Test
  void a_new_lead_gets_the_sender_with_most_headroom_today_and_ties_go_to_the_lowest_id() {
    SenderRow first = h.linkedAccount();
    SenderRow second = h.linkedAccount();
    SenderRow lower = first.id.compareTo(second.id) < 0 ? first : second;
    SenderRow higher = lower == first ? second : first;
    Campaign campaign = messageCampaign();
    MembershipRow a = h.lead(campaign, "lead-a", "A");
    h.runUntilIdle();
    MembershipRow b = h.lead(campaign, "lead-b", "B");
    h.runUntilIdle();
    MembershipRow c = h.lead(campaign, "lead-c", "C");
    h.runUntilIdle();

    assertThat(a.senderId).as("a tie: the lowest id").isEqualTo(lower.id);
    assertThat(b.senderId).as("one more left on the other").isEqualTo(higher.id);
    assertThat(c.senderId).as("a tie again").isEqualTo(lower.id);
  }

  @Test
  void a_sender_whose_settings_leave_no_working_window_is_never_chosen_even_with_more_headroom() {
    SenderRow windowless = h.linkedAccount();
    SenderRow working = h.linkedAccount();
    working.dailyLimits.put(Step.Kind.MESSAGE, 1);
    windowless.start = "18:00";
    windowless.end = "09:00";
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");

    h.runUntilIdle();

    assertThat(jane.senderId).isEqualTo(working.id);
    assertThat(h.linkedIn.calls).hasSize(1);
  }

  @Test
  void a_sender_removed_after_the_first_step_leaves_the_lead_waiting_SENDER_UNAVAILABLE() {
    SenderRow account = h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.runUntilIdle();
    h.linkedAccount(); // another account exists, but the lead keeps its sender for life (D-37)
    h.world.senders.remove(account.id);

    h.runFor(Duration.ofDays(2), Duration.ofHours(6));

    assertThat(jane.state.status()).isEqualTo(MembershipStatus.IN_PROGRESS);
    assertThat(jane.statusReason).isEqualTo("SENDER_UNAVAILABLE");
    assertThat(jane.senderId).isEqualTo(account.id);
    assertThat(h.linkedIn.calls).hasSize(1);
  }

  @Test
  void the_daily_limit_stops_the_day_at_exactly_the_limit_and_the_next_day_continues() {
    SenderRow account = h.linkedAccount();
    account.dailyLimits.put(Step.Kind.INVITE, 2);
    Campaign campaign = h.campaign("CONNECT", Map.of("longNote", "Hi"), List.of());
    for (int i = 0; i < 5; i++) {
      h.lead(campaign, "lead-" + i, "L" + i);
    }

    h.runUntilIdle();
    assertThat(h.linkedIn.calls(LinkedInAction.Invite.class)).hasSize(2);

    h.runFor(Duration.ofHours(15), Duration.ofMinutes(30)); // to the end of the (UTC) day
    assertThat(h.linkedIn.calls(LinkedInAction.Invite.class)).hasSize(2);

    h.runFor(Duration.ofHours(2), Duration.ofMinutes(30)); // into the next day
    assertThat(h.linkedIn.calls(LinkedInAction.Invite.class)).hasSize(4);
  }

  @Test
  void a_temporary_failure_is_retried_then_FAILED_after_the_third_attempt() {
    h.linkedAccount();
    h.linkedIn.answer(
        new ProviderOutcome.Temporary("HTTP_503"),
        new ProviderOutcome.Temporary("HTTP_503"),
        new ProviderOutcome.Temporary("HTTP_503"));
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");

    h.runFor(Duration.ofHours(1), Duration.ofMinutes(1));

    assertThat(h.linkedIn.calls).hasSize(3);
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.FAILED);
    assertThat(jane.statusReason).isEqualTo("HTTP_503");
    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::status, EngineAction::attempts, EngineAction::error)
        .containsExactly(tuple(ActionStatus.FAILED, 3, "HTTP_503"));
    assertThat(h.world.events).isEmpty();
  }

  @Test
  void a_temporary_failure_then_success_sends_once() {
    h.linkedAccount();
    h.linkedIn.answer(new ProviderOutcome.Temporary("TIMEOUT_BEFORE_SENDING"));
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");

    h.runFor(Duration.ofMinutes(2), Duration.ofMinutes(1));

    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::status, EngineAction::attempts)
        .containsExactly(tuple(ActionStatus.SENT, 2));
    assertThat(jane.state.currentStep()).isEqualTo(1);
  }

  @Test
  void an_unknown_outcome_is_never_sent_again_and_the_sequence_goes_on() {
    h.linkedAccount();
    h.linkedIn.answer(new ProviderOutcome.Unknown("TIMEOUT_AFTER_SENDING"));
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");

    h.runFor(Duration.ofDays(3), Duration.ofHours(1));

    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::step, EngineAction::status)
        .containsExactly(
            tuple(1, ActionStatus.UNKNOWN),
            tuple(2, ActionStatus.SENT),
            tuple(3, ActionStatus.SENT));
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactly("Hi Jane", "Second", "Third");
  }

  @Test
  void a_worker_that_died_with_an_action_at_the_provider_leaves_it_UNKNOWN_never_resent() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    killDuringTheNextProviderCall();
    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::status)
        .containsExactly(ActionStatus.SENDING);

    h.clock.advance(
        h.settings.lease().plusSeconds(1)); // the lease runs out; the membership falls due again
    h.runUntilIdle();

    assertThat(h.world.actionsOf(jane).get(0).status()).isEqualTo(ActionStatus.UNKNOWN);
    assertThat(h.world.actionsOf(jane).get(0).error()).isEqualTo("INTERRUPTED");
    assertThat(h.linkedIn.calls).hasSize(1); // message1 was not sent a second time
    assertThat(jane.state.currentStep()).isEqualTo(1);
  }

  @Test
  void a_dead_workers_invite_is_settled_from_the_provider_as_sent_and_never_sent_again() {
    h.linkedAccount();
    Campaign campaign =
        h.campaign(
            "CONNECT",
            Map.of("longNote", "Hi {{firstName}}", "message1", "Thanks"),
            List.of(Duration.ofDays(1), Duration.ofDays(1), Duration.ofDays(1)));
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    killDuringTheNextProviderCall();
    h.linkedIn.settles(new ProviderOutcome.Sent("invitation-7"));

    h.clock.advance(h.settings.lease().plusSeconds(1));
    h.runUntilIdle();

    assertThat(h.linkedIn.settleCalls).singleElement().isInstanceOf(LinkedInAction.Invite.class);
    assertThat(h.linkedIn.calls(LinkedInAction.Invite.class)).hasSize(1); // asked, not sent again
    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::status, EngineAction::reference)
        .containsExactly(tuple(ActionStatus.SENT, "invitation-7"));
    assertThat(h.eventKinds(jane)).containsExactly(CONNECT_INVITED);
    assertThat(jane.state.currentStep()).isEqualTo(1);
  }

  @Test
  void a_dead_workers_invite_the_provider_cannot_account_for_stays_UNKNOWN() {
    h.linkedAccount();
    Campaign campaign =
        h.campaign(
            "CONNECT",
            Map.of("longNote", "Hi {{firstName}}", "message1", "Thanks"),
            List.of(Duration.ofDays(1), Duration.ofDays(1), Duration.ofDays(1)));
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    killDuringTheNextProviderCall();

    h.clock.advance(h.settings.lease().plusSeconds(1));
    h.runUntilIdle();

    assertThat(h.linkedIn.settleCalls).hasSize(1);
    assertThat(h.linkedIn.calls(LinkedInAction.Invite.class)).hasSize(1);
    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::status, EngineAction::error)
        .containsExactly(tuple(ActionStatus.UNKNOWN, "INTERRUPTED"));
    assertThat(h.eventKinds(jane)).isEmpty();
  }

  @Test
  void a_dead_workers_membership_is_taken_over_before_an_older_backlog() {
    h.linkedAccount().dailyLimits.put(Step.Kind.MESSAGE, 150);
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    killDuringTheNextProviderCall();
    for (int i = 0; i < 120; i++) {
      h.lead(campaign, "backlog-" + i, "B"); // due since now, before the dead worker's lease ends
    }

    h.clock.advance(h.settings.lease().plusSeconds(1));
    h.engine.runOnce(); // one claim of 50: the expired lease comes first (takeover within a lease)

    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::status)
        .containsExactly(ActionStatus.UNKNOWN);
  }

  @Test
  void a_dead_workers_action_is_settled_even_when_a_stop_ended_the_membership_meanwhile() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    killDuringTheNextProviderCall();
    h.report(REPLY_DETECTED, campaign, jane);

    h.clock.advance(h.settings.lease().plusSeconds(1));
    h.runUntilIdle();

    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::status)
        .containsExactly(ActionStatus.UNKNOWN);
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.REPLIED);
    assertThat(jane.leasedBy).isNull();
    assertThat(h.linkedIn.calls).hasSize(1);
  }

  private void killDuringTheNextProviderCall() {
    h.linkedIn.during(
        action -> {
          throw new WorkerKilled();
        });
    try {
      h.engine.runOnce();
    } catch (WorkerKilled expected) {
      // the instance died while the provider had the action
    }
    h.linkedIn.during(action -> {});
  }

  @Test
  void
      a_stop_committed_while_an_action_is_at_the_provider_lets_that_one_finish_and_nothing_after() {
    h.linkedAccount();
    Campaign campaign =
        h.campaign(
            "CONNECT", Map.of("longNote", "Hi", "message1", "Thanks"), List.of(Duration.ZERO));
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    h.linkedIn.during(
        action -> {
          // The reply commits while the invite is with the provider (D-40: it started before the
          // stop).
          if (action instanceof LinkedInAction.Invite) {
            jane.state = jane.state.replied();
          }
        });

    h.runFor(Duration.ofDays(2), Duration.ofHours(6));

    assertThat(h.linkedIn.calls).hasSize(1);
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.REPLIED);
    assertThat(h.eventKinds(jane)).containsExactly(CONNECT_INVITED);
    assertThat(sentTypes(jane)).containsExactly(ActionType.INVITE);
  }

  @Test
  void throttling_pauses_that_kind_on_that_sender_and_emits_ACCOUNT_PAUSED() {
    SenderRow account = h.linkedAccount();
    h.linkedIn.answer(new ProviderOutcome.Throttled("limit_exceeded"));
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");

    h.runFor(Duration.ofHours(23), Duration.ofHours(1));
    assertThat(h.linkedIn.calls).hasSize(1);
    assertThat(account.kindPausedUntil.get(Step.Kind.MESSAGE))
        .isEqualTo(EngineHarness.START.plus(Duration.ofHours(24)));
    assertThat(h.eventKinds(jane))
        .containsExactly(com.outreach.domain.event.EventKind.ACCOUNT_PAUSED);

    h.runFor(Duration.ofHours(2), Duration.ofHours(1));
    assertThat(h.linkedIn.calls).hasSize(2);
    assertThat(h.world.actionsOf(jane))
        .extracting(EngineAction::status)
        .containsExactly(ActionStatus.SENT);
  }

  /** Stands for the instance being killed in the middle of a provider call. */
  private static final class WorkerKilled extends Error {}

  @Test
  void a_membership_that_cannot_be_read_does_not_hold_up_the_rest_of_its_batch() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow broken = h.lead(campaign, "broken-row", "Bo");
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    MembershipRow john = h.lead(campaign, "john-roe", "John");
    h.world.makeUnreadable(broken.id);

    assertThatThrownBy(h.engine::runOnce)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(broken.id.toString());

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactlyInAnyOrder("Hi Jane", "Hi John");
    assertThat(broken.state.status()).isEqualTo(MembershipStatus.PENDING);
    assertThat(broken.nextActionAt)
        .as("due again when its lease ends")
        .isEqualTo(h.clock.instant().plusSeconds(30));
  }

  @Test
  void a_pass_records_its_outcomes_together_and_one_that_cannot_be_recorded_loses_no_other() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    MembershipRow broken = h.lead(campaign, "broken-row", "Bo");
    MembershipRow john = h.lead(campaign, "john-roe", "John");
    // Bo's row turns unreadable while his message is with the provider: the pass's common record
    // fails, and each outcome is then recorded alone.
    h.linkedIn.during(
        action -> {
          if (action instanceof LinkedInAction.Message m && m.text().equals("Hi Bo")) {
            h.world.makeUnreadable(broken.id);
          }
        });

    assertThatThrownBy(h.engine::runOnce)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(broken.id.toString());

    assertThat(h.world.events)
        .extracting(e -> e.membershipId())
        .containsExactlyInAnyOrder(jane.id, john.id);
    assertThat(h.world.sentMessages)
        .extracting(Map.Entry::getValue)
        .containsExactlyInAnyOrder("Hi Jane", "Hi John");
    assertThat(sentTypes(jane)).containsExactly(ActionType.MESSAGE);
    assertThat(sentTypes(john)).containsExactly(ActionType.MESSAGE);
    assertThat(h.world.actionsOf(broken))
        .extracting(EngineAction::status)
        .as("left SENDING: the next holder settles it, never sends it again")
        .containsExactly(ActionStatus.SENDING);
  }

  @Test
  void the_outcomes_of_one_pass_are_written_in_one_transaction() {
    h.linkedAccount();
    Campaign campaign = messageCampaign();
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    MembershipRow john = h.lead(campaign, "john-roe", "John");
    MembershipRow joan = h.lead(campaign, "joan-poe", "Joan");

    h.engine.runOnce();

    assertThat(h.transactions.transactionCount())
        .as("one decision for the chunk, one record for all")
        .isEqualTo(2);
    assertThat(h.world.passWrites)
        .as("each kind of write once for the pass")
        .containsExactly(
            Map.entry("transitionAll", 3),
            Map.entry("addSentMessages", 3),
            Map.entry("releaseAll", 3));
    assertThat(h.world.events)
        .extracting(e -> e.membershipId())
        .containsExactlyInAnyOrder(jane.id, john.id, joan.id);
    assertThat(List.of(jane, john, joan))
        .allSatisfy(m -> assertThat(m.state.status()).isEqualTo(MembershipStatus.IN_PROGRESS));
  }
}
