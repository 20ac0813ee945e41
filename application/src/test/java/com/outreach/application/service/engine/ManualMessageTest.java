package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.fake.InMemoryEngineWorld.SenderRow;
import com.outreach.application.port.in.conversation.SendMessageCommand;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.application.service.conversation.ConversationService;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Manual messages go out (D-48) at port level: through the membership's sender, once, on its
 * channel, written in the ledger first and read back SENT or FAILED; limits and working hours never
 * hold them back, but they count; a dead instance's manual message is settled, never sent again; a
 * worker holding the membership is queued behind, never taken over while its lease lasts.
 */
class ManualMessageTest {
  private final EngineHarness h = new EngineHarness();

  /** How many of the next looks without a lock see the membership free whoever holds it. */
  private int blindLooks;

  private final ManualMessageSender sender =
      new ManualMessageSender(
          new BlindLooks(),
          h.world,
          h.world,
          h.outbox,
          h.transactions,
          () -> h.linkedIn,
          Optional.of(h.mail),
          () -> h.doorbellRings++,
          h.settings,
          h.clock,
          new Random(3),
          this::pause);
  private Runnable onPause = () -> {};

  /** The sender's wait: the clock moves, and whatever the test lets happen meanwhile happens. */
  private void pause(Duration wait) {
    h.clock.advance(wait);
    onPause.run();
  }

  /** The in-memory store, but its look without a lock may miss a lease taken just after it. */
  private final class BlindLooks implements ManualMessageStore {
    @Override
    public Optional<ManualMessageStore.ManualWork> lockConversation(
        com.outreach.domain.user.UserId owner, ConversationId conversation) {
      return h.world.lockConversation(owner, conversation);
    }

    @Override
    public Optional<java.time.Instant> heldUntil(
        com.outreach.domain.user.UserId owner, ConversationId conversation) {
      if (blindLooks > 0) {
        blindLooks--;
        return Optional.empty();
      }
      return h.world.heldUntil(owner, conversation);
    }

    @Override
    public void lease(
        java.util.UUID membershipId,
        String holder,
        java.time.Instant leaseUntil,
        java.util.UUID senderId,
        java.util.UUID messageId,
        java.util.UUID actionId) {
      h.world.lease(membershipId, holder, leaseUntil, senderId, messageId, actionId);
    }

    @Override
    public void settleMessage(java.util.UUID messageId, MessageStatus status, String error) {
      h.world.settleMessage(messageId, status, error);
    }

    @Override
    public void endLease(
        java.util.UUID membershipId, String holder, boolean handBack, java.time.Instant now) {
      h.world.endLease(membershipId, holder, handBack, now);
    }
  }

  private final ConversationService conversations =
      new ConversationService(h.world, h.transactions, Optional.of(sender), h.clock);

  private Message send(MembershipRow lead, String text) {
    return conversations.send(SendMessageCommand.of(h.owner, lead.conversationId.toString(), text));
  }

  private List<Message> messages(MembershipRow lead) {
    return h.world.messages(h.owner, new ConversationId(lead.conversationId));
  }

  private List<EngineAction> manualActions(MembershipRow lead) {
    return h.world.actionsOf(lead).stream().filter(EngineAction::manual).toList();
  }

  private Campaign messageCampaign() {
    return h.campaign(
        "MESSAGE",
        Map.of("message1", "Hi {{firstName}}", "message2", "Any news?"),
        List.of(Duration.ofDays(3)));
  }

  @Test
  void a_linkedin_manual_message_goes_once_into_the_lead_s_chat_and_reads_back_sent() {
    SenderRow account = h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    h.runUntilIdle(); // message1 opens the chat ref-1

    Message sent = send(ada, "Thanks Ada, how about Tuesday?");

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text, LinkedInAction.Message::threadReference)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("Hi Ada", Optional.empty()),
            org.assertj.core.groups.Tuple.tuple(
                "Thanks Ada, how about Tuesday?", Optional.of("ref-1")));
    assertThat(messages(ada))
        .filteredOn(m -> m.id().equals(sent.id()))
        .extracting(Message::status, Message::error)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(MessageStatus.SENT, null));
    assertThat(manualActions(ada))
        .extracting(
            EngineAction::type, EngineAction::status, EngineAction::senderId, EngineAction::step)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                ActionType.MESSAGE, ActionStatus.SENT, account.id, 1));
    OutreachEvent event = h.world.events.get(h.world.events.size() - 1);
    assertThat(event.kind()).isEqualTo(EventKind.MESSAGE_SENT);
    assertThat(event.data())
        .startsWith("{\"manual\":true,\"actionId\":\"" + manualActions(ada).get(0).id() + "\"");
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(ada.statusReason).isEqualTo("MANUAL_REPLY");
    assertThat(ada.leasedBy).isNull();
    assertThat(ada.nextActionAt).isNull();
    assertThat(account.usedOnUsageDay.get(Step.Kind.MESSAGE)).isEqualTo(2);

    h.runFor(Duration.ofDays(5), Duration.ofHours(6)); // the sequence stopped: no message2
    assertThat(h.linkedIn.calls).hasSize(2);
  }

  @Test
  void an_email_manual_message_replies_in_the_last_email_s_thread_without_tracking() {
    h.world.sender(h.owner, Channel.EMAIL).address = "sam@acme.example";
    Campaign campaign =
        h.campaign(
            "EMAIL",
            Map.of("subject1", "Hello {{firstName}}", "content1", "Hi", "content2", "Again"),
            List.of(Duration.ofDays(1)));
    h.world.campaigns.put(
        campaign.id(),
        new com.outreach.application.port.out.engine.CampaignPlan(
            campaign.id(),
            campaign.title(),
            campaign.status(),
            campaign.content(),
            List.of(Duration.ofDays(1)),
            Duration.ofDays(21),
            List.of(),
            true,
            true));
    MembershipRow ada = h.lead(campaign, "ada", "Ada", "ada@lead.example", EmailStatus.VALID);
    h.runFor(Duration.ofDays(1), Duration.ofHours(6)); // both steps out, the second as a reply

    Message sent = send(ada, "Ada, one more thing.");

    assertThat(h.mail.sent).hasSize(3);
    OutgoingEmail manual = h.mail.sent.get(2);
    assertThat(manual.to()).isEqualTo("ada@lead.example");
    assertThat(manual.subject()).isEqualTo("Re: Hello Ada");
    assertThat(manual.body()).isEqualTo("Ada, one more thing.");
    assertThat(manual.inReplyTo()).contains("<1@mail.test>");
    assertThat(manual.trackOpens()).isFalse();
    assertThat(manual.trackClicks()).isFalse();
    assertThat(messages(ada))
        .filteredOn(m -> m.id().equals(sent.id()))
        .extracting(Message::status)
        .containsExactly(MessageStatus.SENT);
    assertThat(manualActions(ada))
        .extracting(EngineAction::type, EngineAction::status)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(ActionType.EMAIL, ActionStatus.SENT));
    assertThat(h.eventKinds(ada))
        .containsExactly(EventKind.EMAIL_SENT, EventKind.EMAIL_SENT, EventKind.EMAIL_SENT);
    assertThat(h.world.events.get(2).data()).startsWith("{\"manual\":true,");
  }

  @Test
  void a_provider_refusal_reads_back_failed_with_its_reason_and_records_no_event() {
    h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    h.runUntilIdle();
    int events = h.world.events.size();
    h.linkedIn.answer(new ProviderOutcome.Refused("NOT_CONNECTED"));

    Message sent = send(ada, "Hello?");

    assertThat(messages(ada))
        .filteredOn(m -> m.id().equals(sent.id()))
        .extracting(Message::status, Message::error)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(MessageStatus.FAILED, "NOT_CONNECTED"));
    assertThat(manualActions(ada))
        .extracting(EngineAction::status, EngineAction::error)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(ActionStatus.FAILED, "NOT_CONNECTED"));
    assertThat(h.world.events).hasSize(events);
    assertThat(ada.leasedBy).isNull();
  }

  @Test
  void a_membership_without_a_sender_takes_the_one_with_most_headroom_and_keeps_it() {
    SenderRow busy = h.linkedAccount();
    SenderRow idle = h.linkedAccount();
    busy.usageDay = java.time.LocalDate.ofInstant(h.clock.instant(), java.time.ZoneOffset.UTC);
    busy.usedOnUsageDay.put(Step.Kind.MESSAGE, 10);
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");

    send(ada, "Hi Ada, before anything else.");

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(m -> m.sender().linkedAccountId(), LinkedInAction.Message::threadReference)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(idle.id, Optional.empty()));
    assertThat(ada.senderId).isEqualTo(idle.id);
    assertThat(idle.usedOnUsageDay.get(Step.Kind.MESSAGE)).isEqualTo(1);
    assertThat(busy.usedOnUsageDay.get(Step.Kind.MESSAGE)).isEqualTo(10);
  }

  @Test
  void outside_working_hours_and_over_the_day_s_limit_it_still_goes_out_and_is_counted() {
    SenderRow account = h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    h.runUntilIdle();
    account.days = "SUN";
    account.start = "09:00";
    account.end = "10:00"; // a Monday at 08:00: outside
    account.dailyLimits.put(Step.Kind.MESSAGE, 1); // used up by message1

    send(ada, "Late answer, sorry.");

    assertThat(h.linkedIn.calls).hasSize(2);
    assertThat(manualActions(ada))
        .extracting(EngineAction::status)
        .containsExactly(ActionStatus.SENT);
    assertThat(account.usedOnUsageDay.get(Step.Kind.MESSAGE)).isEqualTo(2);
  }

  @Test
  void without_any_account_of_its_channel_the_message_stays_queued_and_nothing_is_written() {
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");

    Message sent = send(ada, "Hi Ada");

    assertThat(messages(ada)).extracting(Message::status).containsExactly(MessageStatus.QUEUED);
    assertThat(sent.status()).isEqualTo(MessageStatus.QUEUED);
    assertThat(h.world.actions).isEmpty();
    assertThat(h.linkedIn.calls).isEmpty();
  }

  @Test
  void a_manual_message_of_a_dead_instance_is_settled_by_the_engine_and_never_sent_again() {
    h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    h.runUntilIdle();
    Message message =
        h.world
            .findLive(h.owner, new ConversationId(ada.conversationId))
            .orElseThrow()
            .send(
                com.outreach.domain.conversation.MessageContent.of("Hi again"), h.clock.instant());
    // The instance stores and reserves the message, then dies before the provider answers.
    h.transactions.inTransaction(
        () -> {
          h.world.addMessageAndStopSequence(h.owner, message);
          return sender.reserve(h.owner, message);
        });
    assertThat(manualActions(ada))
        .extracting(EngineAction::status)
        .containsExactly(ActionStatus.SENDING);

    h.clock.advance(Duration.ofSeconds(29));
    h.runUntilIdle();
    assertThat(manualActions(ada))
        .extracting(EngineAction::status)
        .containsExactly(ActionStatus.SENDING);

    h.clock.advance(Duration.ofSeconds(2)); // the lease ran out
    h.runUntilIdle();

    assertThat(manualActions(ada))
        .extracting(EngineAction::status, EngineAction::error)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(ActionStatus.UNKNOWN, "INTERRUPTED"));
    assertThat(messages(ada))
        .filteredOn(m -> m.id().equals(message.id()))
        .extracting(Message::status, Message::error)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(MessageStatus.FAILED, "INTERRUPTED"));
    assertThat(h.linkedIn.calls).hasSize(1); // message1 only: the manual one was never handed over
    assertThat(ada.leasedBy).isNull();
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(ada.state.currentStep()).isEqualTo(1);
  }

  @Test
  void an_email_to_a_lead_without_an_address_fails_with_no_email_and_is_neither_sent_nor_counted() {
    SenderRow mailbox = h.world.sender(h.owner, Channel.EMAIL);
    Campaign campaign =
        h.campaign("EMAIL", Map.of("subject1", "Hello", "content1", "Hi"), List.of());
    MembershipRow none = h.lead(campaign, "none", "No", null, null);
    h.runUntilIdle(); // the engine fails it: NO_EMAIL

    Message sent = send(none, "Hi, are you there?");

    assertThat(h.mail.sent).isEmpty();
    assertThat(messages(none))
        .filteredOn(m -> m.id().equals(sent.id()))
        .extracting(Message::status, Message::error)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(MessageStatus.FAILED, "NO_EMAIL"));
    assertThat(manualActions(none))
        .extracting(EngineAction::type, EngineAction::status, EngineAction::senderId)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(ActionType.EMAIL, ActionStatus.FAILED, mailbox.id));
    assertThat(mailbox.usedOnUsageDay.get(Step.Kind.EMAIL)).isNull();
    assertThat(none.state.status()).isEqualTo(MembershipStatus.FAILED);
  }

  @Test
  void sent_while_a_live_worker_has_an_action_out_it_queues_and_the_worker_records_its_own()
      throws Exception {
    h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    CountDownLatch manualWaits = new CountDownLatch(1);
    CountDownLatch workerDone = new CountDownLatch(1);
    onPause =
        () -> {
          manualWaits.countDown();
          await(workerDone);
        };
    Message[] manual = new Message[1];
    Thread user = new Thread(() -> manual[0] = send(ada, "Ada, I saw your post!"));
    boolean[] once = {false};
    h.linkedIn.during(
        action -> {
          if (!once[0]) {
            once[0] = true;
            user.start(); // while message1 is with the provider
            await(manualWaits); // the manual message found the worker's lease live
          }
        });

    h.runUntilIdle(); // the worker records message1 and lets go
    assertThat(h.linkedIn.calls).hasSize(1);
    assertThat(manualActions(ada)).isEmpty(); // nothing was written while it waited
    workerDone.countDown();
    user.join(10_000);

    assertThat(user.isAlive()).isFalse();
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactly("Hi Ada", "Ada, I saw your post!");
    assertThat(h.world.actionsOf(ada))
        .extracting(EngineAction::manual, EngineAction::status, EngineAction::error)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(false, ActionStatus.SENT, null),
            org.assertj.core.groups.Tuple.tuple(true, ActionStatus.SENT, null));
    assertThat(h.eventKinds(ada)).containsExactly(EventKind.MESSAGE_SENT, EventKind.MESSAGE_SENT);
    assertThat(h.world.events.get(0).data()).doesNotContain("\"manual\"");
    assertThat(h.world.events.get(1).data()).startsWith("{\"manual\":true,");
    assertThat(messages(ada))
        .extracting(Message::content, Message::status)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("Ada, I saw your post!", MessageStatus.SENT));
    assertThat(manual[0].content()).isEqualTo("Ada, I saw your post!");
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(ada.statusReason).isEqualTo("MANUAL_REPLY");
    assertThat(ada.leasedBy).isNull();
    assertThat(ada.nextActionAt).isNull();

    h.runFor(Duration.ofDays(5), Duration.ofHours(6)); // the sequence stopped: no message2
    assertThat(h.linkedIn.calls).hasSize(2);
  }

  private static void await(CountDownLatch latch) {
    try {
      assertThat(latch.await(10, TimeUnit.SECONDS)).isTrue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  @Test
  void
      sent_while_a_dead_worker_holds_the_membership_it_waits_out_the_lease_and_the_engine_settles_it() {
    h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    java.time.Instant[] sentAt = {null};
    boolean[] once = {false};
    h.linkedIn.during(
        action -> {
          if (!once[0]) {
            once[0] = true;
            // message1's worker never comes back from the provider before its lease ends
            sentAt[0] = h.clock.instant();
            send(ada, "Ada, I saw your post!");
          }
        });

    h.runUntilIdle();

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactly("Hi Ada", "Ada, I saw your post!");
    assertThat(Duration.between(sentAt[0], h.clock.instant()))
        .isGreaterThanOrEqualTo(h.settings.lease()) // waited until the worker's lease ran out
        .isLessThan(h.settings.lease().plusSeconds(1));
    assertThat(h.world.actionsOf(ada))
        .extracting(EngineAction::manual, EngineAction::status, EngineAction::error)
        .containsExactly(
            // the dead worker's action is settled as before: never sent again
            org.assertj.core.groups.Tuple.tuple(false, ActionStatus.UNKNOWN, "INTERRUPTED"),
            org.assertj.core.groups.Tuple.tuple(true, ActionStatus.SENT, null));
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(ada.statusReason).isEqualTo("MANUAL_REPLY");
    assertThat(ada.leasedBy).isNull();
    assertThat(ada.nextActionAt).isNull();

    h.runFor(Duration.ofDays(5), Duration.ofHours(6));
    assertThat(h.linkedIn.calls).hasSize(2);
  }

  @Test
  void sent_while_an_engine_worker_holds_the_membership_it_waits_for_the_worker_to_let_go() {
    h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    h.runUntilIdle();
    ada.leasedBy = "worker-2"; // another instance is deciding for it
    ada.nextActionAt = h.clock.instant().plus(Duration.ofSeconds(30));
    int[] pauses = {0};
    onPause =
        () -> {
          if (++pauses[0] == 3) {
            ada.leasedBy = null; // worker-2 records its answer and lets go
            ada.nextActionAt = null;
          }
        };

    send(ada, "Ada, one more thing.");

    assertThat(pauses[0]).isEqualTo(3);
    assertThat(manualActions(ada))
        .extracting(EngineAction::status)
        .containsExactly(ActionStatus.SENT);
    assertThat(ada.leasedBy).isNull(); // nothing was taken over, so nothing is handed back
    assertThat(ada.nextActionAt).isNull();
  }

  @Test
  void a_worker_that_claims_the_membership_right_after_the_look_is_waited_for_again() {
    h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    h.runUntilIdle();
    ada.leasedBy = "worker-2"; // claimed between the look without a lock and the lock
    ada.nextActionAt = h.clock.instant().plus(Duration.ofSeconds(30));
    blindLooks = 1;
    int[] pauses = {0};
    onPause =
        () -> {
          pauses[0]++;
          ada.leasedBy = null; // worker-2 lets go
          ada.nextActionAt = null;
        };

    Message sent = send(ada, "Ada, one more thing.");

    assertThat(pauses[0]).isEqualTo(1);
    assertThat(messages(ada)) // stored once: nothing was written before the second wait
        .extracting(Message::content, Message::status)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("Ada, one more thing.", MessageStatus.SENT));
    assertThat(manualActions(ada))
        .extracting(EngineAction::status)
        .containsExactly(ActionStatus.SENT);
    assertThat(sent.content()).isEqualTo("Ada, one more thing.");
    assertThat(h.linkedIn.calls).hasSize(2);
  }

  @Test
  void a_membership_a_live_worker_holds_for_longer_than_a_lease_fails_it_busy_and_sends_nothing() {
    SenderRow account = h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    h.runUntilIdle();
    ada.leasedBy = "worker-2";
    ada.nextActionAt = h.clock.instant().plus(Duration.ofSeconds(30));
    java.time.Instant start = h.clock.instant();
    onPause = () -> ada.nextActionAt = h.clock.instant().plus(Duration.ofSeconds(30)); // renewed

    Message sent = send(ada, "Ada, one more thing.");

    assertThat(Duration.between(start, h.clock.instant())).isEqualTo(h.settings.lease());
    assertThat(messages(ada))
        .filteredOn(m -> m.id().equals(sent.id()))
        .extracting(Message::status, Message::error)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(MessageStatus.FAILED, "MEMBERSHIP_BUSY"));
    assertThat(manualActions(ada)).isEmpty();
    assertThat(h.linkedIn.calls).hasSize(1);
    assertThat(account.usedOnUsageDay.get(Step.Kind.MESSAGE)).isEqualTo(1);
    assertThat(ada.leasedBy).isEqualTo("worker-2"); // never taken over
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.COMPLETED); // the sequence stopped
    assertThat(ada.statusReason).isEqualTo("MANUAL_REPLY");
  }

  @Test
  void the_membership_s_own_sender_gone_fails_it_with_sender_unavailable_and_another_is_not_used() {
    SenderRow own = h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    h.runUntilIdle();
    own.usable = false; // invalidated or paused by its user
    h.linkedAccount(); // another account: a membership keeps its sender for life (D-37)

    Message sent = send(ada, "Still there?");

    assertThat(messages(ada))
        .filteredOn(m -> m.id().equals(sent.id()))
        .extracting(Message::status, Message::error)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(MessageStatus.FAILED, "SENDER_UNAVAILABLE"));
    assertThat(manualActions(ada)).isEmpty();
    assertThat(h.linkedIn.calls).hasSize(1);
    assertThat(ada.senderId).isEqualTo(own.id);
  }
}
