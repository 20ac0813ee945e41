package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.fake.InMemoryEngineWorld.SenderRow;
import com.outreach.application.port.in.conversation.SendMessageCommand;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
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
import org.junit.jupiter.api.Test;

/**
 * Manual messages go out (D-48) at port level: through the membership's sender, once, on its
 * channel, written in the ledger first and read back SENT or FAILED; limits and working hours never
 * hold them back, but they count; a dead instance's manual message is settled, never sent again.
 */
class ManualMessageTest {
  private final EngineHarness h = new EngineHarness();
  private final ManualMessageSender sender =
      new ManualMessageSender(
          h.world,
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
  void sent_while_the_engine_has_an_action_out_it_takes_the_lease_and_the_engine_settles_its_own() {
    h.linkedAccount();
    MembershipRow ada = h.lead(messageCampaign(), "ada", "Ada");
    boolean[] once = {false};
    h.linkedIn.during(
        action -> {
          if (!once[0]) {
            once[0] = true;
            send(ada, "Ada, I saw your post!"); // while message1 is with the provider
          }
        });

    h.runUntilIdle();

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactly("Hi Ada", "Ada, I saw your post!");
    assertThat(h.world.actionsOf(ada))
        .extracting(EngineAction::manual, EngineAction::status, EngineAction::error)
        .containsExactly(
            // message1's worker lost the lease: it is settled as a dead worker's, never sent again
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
