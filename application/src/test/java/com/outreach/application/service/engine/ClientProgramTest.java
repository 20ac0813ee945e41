package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.fake.InMemoryEngineWorld.SenderRow;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramKind;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A client's program run by the engine over a fake clock (D-50): skipped steps in the ledger with
 * their reasons, CONNECTED / NOT_CONNECTED guards after an invite, email guards from the opens and
 * clicks with bot hits left out, and one linked account and one mailbox per membership.
 */
class ClientProgramTest {
  private static final Instant START = EngineHarness.START;
  private static final Duration DAY = Duration.ofDays(1);

  /**
   * VISIT → at once INVITE (acceptWithin P7D) → MESSAGE when CONNECTED → EMAIL when NOT_CONNECTED;
   * read with no minimum delay (a deployment's {@code minimum-delay} of PT0S), so the invite
   * follows the visit at once.
   */
  private static final List<Map<String, Object>> INVITE_THEN_MESSAGE_OR_EMAIL =
      List.of(
          Map.of("type", "VISIT"),
          Map.of(
              "type",
              "INVITE",
              "delay",
              "PT0S",
              "acceptWithin",
              "P7D",
              "variants",
              List.of(Map.of("note", "Hi"))),
          Map.of("type", "MESSAGE", "when", "CONNECTED", "variants", List.of(Map.of("text", "T"))),
          Map.of(
              "type",
              "EMAIL",
              "when",
              "NOT_CONNECTED",
              "variants",
              List.of(Map.of("subject", "S", "body", "B"))));

  private static final Map<String, String> CONNECT_CONTENT =
      Map.of("longNote", "Hi {{firstName}}", "message1", "Thanks", "message2", "Following up");

  private final EngineHarness h = new EngineHarness();
  private final SenderRow linked = h.linkedAccount();
  private final SenderRow mailbox = h.world.sender(h.owner, Channel.EMAIL);

  private Campaign programCampaign(
      String sequence, Map<String, String> content, List<Map<String, Object>> steps) {
    Campaign campaign = h.campaign(sequence, content, List.of());
    CampaignPlan fixed = h.world.campaigns.get(campaign.id());
    h.world.campaigns.put(
        campaign.id(),
        new CampaignPlan(
            fixed.id(),
            fixed.title(),
            fixed.status(),
            fixed.content(),
            fixed.delays(),
            fixed.inviteExpiry(),
            fixed.senderIds(),
            true,
            true,
            Program.parse(steps, Duration.ZERO)));
    return campaign;
  }

  @Test
  void an_accepting_lead_gets_the_message_and_skips_the_email_as_connected() {
    Campaign campaign = programCampaign("CONNECT", CONNECT_CONTENT, INVITE_THEN_MESSAGE_OR_EMAIL);
    MembershipRow ada = h.lead(campaign, "ada", "Ada", "ada@lead.example", EmailStatus.VALID);

    h.runUntilIdle();
    h.clock.advance(Duration.ofHours(5));
    h.report(EventKind.ACCEPTS_REQUEST, campaign, ada);
    h.runFor(Duration.ofDays(4), Duration.ofHours(1));

    Instant accepted = START.plus(Duration.ofHours(5));
    assertThat(h.world.actionsOf(ada))
        .extracting(
            EngineAction::step,
            EngineAction::type,
            EngineAction::status,
            EngineAction::error,
            EngineAction::senderId,
            EngineAction::reservedAt)
        .containsExactly(
            tuple(1, ActionType.VISIT, ActionStatus.SENT, null, linked.id, START),
            tuple(2, ActionType.INVITE, ActionStatus.SENT, null, linked.id, START),
            tuple(3, ActionType.MESSAGE, ActionStatus.SENT, null, linked.id, accepted.plus(DAY)),
            // D-50: the guard read when the step fell due, a day after the message
            tuple(
                4,
                ActionType.EMAIL,
                ActionStatus.SKIPPED,
                "CONNECTED",
                null,
                accepted.plus(DAY).plus(DAY)));
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(ada.nextActionAt).isNull();
    assertThat(h.eventKinds(ada))
        .containsExactly(
            EventKind.PROFILE_VISITED,
            EventKind.CONNECT_INVITED,
            EventKind.ACCEPTS_REQUEST,
            EventKind.MESSAGE_SENT);
    assertThat(h.mail.sent).isEmpty();
    assertThat(h.world.skipsCounted).extracting(EngineAction::step).containsExactly(4);
    // nothing counted on any sender for the skip
    assertThat(mailbox.usedOnUsageDay).isEmpty();
  }

  @Test
  void a_lead_who_never_accepts_is_withdrawn_skips_the_message_and_gets_the_email() {
    Campaign campaign = programCampaign("CONNECT", CONNECT_CONTENT, INVITE_THEN_MESSAGE_OR_EMAIL);
    MembershipRow bob = h.lead(campaign, "bob", "Bob", "bob@lead.example", EmailStatus.VALID);

    h.runFor(Duration.ofDays(10), Duration.ofHours(1));

    Instant expired = START.plus(Duration.ofDays(7));
    assertThat(h.world.actionsOf(bob))
        .extracting(
            EngineAction::step,
            EngineAction::type,
            EngineAction::status,
            EngineAction::error,
            EngineAction::senderId)
        .containsExactly(
            tuple(1, ActionType.VISIT, ActionStatus.SENT, null, linked.id),
            tuple(2, ActionType.INVITE, ActionStatus.SENT, null, linked.id),
            tuple(2, ActionType.WITHDRAW, ActionStatus.SENT, null, linked.id),
            tuple(3, ActionType.MESSAGE, ActionStatus.SKIPPED, "NOT_CONNECTED", null),
            tuple(4, ActionType.EMAIL, ActionStatus.SENT, null, mailbox.id));
    List<EngineAction> ledger = h.world.actionsOf(bob);
    assertThat(ledger.get(1).reservedAt()).isEqualTo(START);
    assertThat(ledger.get(2).reservedAt()).isEqualTo(expired);
    assertThat(ledger.get(3).reservedAt()).isEqualTo(expired.plus(DAY));
    assertThat(ledger.get(4).reservedAt()).isEqualTo(expired.plus(DAY).plus(DAY));
    assertThat(bob.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(h.eventKinds(bob))
        .containsExactly(
            EventKind.PROFILE_VISITED, EventKind.CONNECT_INVITED, EventKind.EMAIL_SENT);
    assertThat(h.linkedIn.calls(LinkedInAction.Visit.class))
        .extracting(LinkedInAction.Visit::profileLink)
        .containsExactly(bob.lead.profileLink().canonical());
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class)).isEmpty();
    assertThat(h.mail.sent).extracting(OutgoingEmail::to).containsExactly("bob@lead.example");
    assertThat(h.mail.sent.get(0).mailboxId()).isEqualTo(mailbox.id);
  }

  @Test
  void a_retry_of_a_step_the_program_no_longer_has_is_cancelled_and_the_program_goes_on() {
    h.linkedIn.answer(new ProviderOutcome.Temporary("HTTP_503"));
    Campaign campaign =
        programCampaign(
            "CONNECT",
            CONNECT_CONTENT,
            List.of(
                Map.of("type", "MESSAGE", "variants", List.of(Map.of("text", "T"))),
                Map.of(
                    "type",
                    "EMAIL",
                    "delay",
                    "PT0S",
                    "variants",
                    List.of(Map.of("subject", "S", "body", "B")))));
    MembershipRow ivy = h.lead(campaign, "ivy", "Ivy", "ivy@lead.example", EmailStatus.VALID);
    h.runUntilIdle();
    assertThat(h.world.actionsOf(ivy))
        .extracting(EngineAction::type, EngineAction::status)
        .containsExactly(tuple(ActionType.MESSAGE, ActionStatus.RESERVED));

    // D-36: the message step is removed while its retry waits; the email keeps its identity
    CampaignPlan plan = h.world.campaigns.get(campaign.id());
    Program before = plan.program();
    h.world.campaigns.put(
        campaign.id(),
        new CampaignPlan(
            plan.id(),
            plan.title(),
            plan.status(),
            plan.content(),
            plan.delays(),
            plan.inviteExpiry(),
            plan.senderIds(),
            true,
            true,
            new Program(ProgramKind.CUSTOM, List.of(before.step(1)), before.nextStepId())));
    h.runFor(Duration.ofHours(2), Duration.ofMinutes(1));

    assertThat(h.world.actionsOf(ivy))
        .extracting(
            EngineAction::step, EngineAction::type, EngineAction::status, EngineAction::error)
        .containsExactly(
            tuple(1, ActionType.MESSAGE, ActionStatus.CANCELLED, "STEP_REMOVED"),
            tuple(2, ActionType.EMAIL, ActionStatus.SENT, null));
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class)).hasSize(1);
    assertThat(ivy.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(h.eventKinds(ivy)).containsExactly(EventKind.EMAIL_SENT);
  }

  @Test
  void a_lead_without_an_email_skips_the_email_step_and_completes() {
    Campaign campaign = programCampaign("CONNECT", CONNECT_CONTENT, INVITE_THEN_MESSAGE_OR_EMAIL);
    MembershipRow cy = h.lead(campaign, "cy", "Cy", null, null);
    MembershipRow gus = h.lead(campaign, "gus", "Gus", "gus@lead.example", EmailStatus.VALID);

    h.runFor(Duration.ofDays(10), Duration.ofHours(1));

    assertThat(h.world.actionsOf(cy))
        .extracting(EngineAction::type, EngineAction::status, EngineAction::error)
        .containsExactly(
            tuple(ActionType.VISIT, ActionStatus.SENT, null),
            tuple(ActionType.INVITE, ActionStatus.SENT, null),
            tuple(ActionType.WITHDRAW, ActionStatus.SENT, null),
            tuple(ActionType.MESSAGE, ActionStatus.SKIPPED, "NOT_CONNECTED"),
            tuple(ActionType.EMAIL, ActionStatus.SKIPPED, "NO_EMAIL"));
    assertThat(cy.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(cy.statusReason).isNull();
    assertThat(h.eventKinds(cy))
        .containsExactly(EventKind.PROFILE_VISITED, EventKind.CONNECT_INVITED);
    // decided in one chunk with cy: each membership's own ledger
    assertThat(h.world.actionsOf(gus))
        .extracting(EngineAction::type, EngineAction::status)
        .endsWith(tuple(ActionType.EMAIL, ActionStatus.SENT));
    assertThat(h.mail.sent).extracting(OutgoingEmail::to).containsExactly("gus@lead.example");
  }

  /** EMAIL → a day later, EMAIL when OPENED. */
  private static final List<Map<String, Object>> EMAIL_THEN_EMAIL_WHEN_OPENED =
      List.of(
          Map.of("type", "EMAIL", "variants", List.of(Map.of("subject", "S", "body", "B"))),
          Map.of("type", "EMAIL", "when", "OPENED", "variants", List.of(Map.of("body", "B2"))));

  private static final Map<String, String> EMAIL_CONTENT =
      Map.of("subject1", "Hello", "content1", "First", "content2", "Second");

  private void opened(Campaign campaign, MembershipRow lead, Instant at, boolean bot) {
    h.recordEvent.record(
        new RecordEventCommand(
            h.owner,
            EventKind.OPENED,
            campaign.id().value().toString(),
            lead.lead.profileLink(),
            at,
            bot ? "{\"step\":1,\"suspectedBot\":true}" : "{\"step\":1}"));
  }

  @Test
  void a_step_when_opened_after_an_open_by_a_bot_only_is_skipped_as_not_opened() {
    Campaign campaign = programCampaign("EMAIL", EMAIL_CONTENT, EMAIL_THEN_EMAIL_WHEN_OPENED);
    MembershipRow dee = h.lead(campaign, "dee", "Dee", "dee@lead.example", EmailStatus.VALID);

    h.runUntilIdle();
    h.clock.advance(Duration.ofSeconds(10));
    opened(campaign, dee, START.plusSeconds(2), true); // inside the bot window (D-46)
    h.runFor(Duration.ofDays(2), Duration.ofHours(1));

    assertThat(h.world.actionsOf(dee))
        .extracting(
            EngineAction::step, EngineAction::status, EngineAction::error, EngineAction::reservedAt)
        .containsExactly(
            tuple(1, ActionStatus.SENT, null, START),
            tuple(2, ActionStatus.SKIPPED, "NOT_OPENED", START.plus(DAY)));
    assertThat(dee.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(h.mail.sent).hasSize(1);
  }

  @Test
  void a_step_when_opened_after_a_person_opened_the_email_is_sent() {
    Campaign campaign = programCampaign("EMAIL", EMAIL_CONTENT, EMAIL_THEN_EMAIL_WHEN_OPENED);
    MembershipRow eve = h.lead(campaign, "eve", "Eve", "eve@lead.example", EmailStatus.VALID);

    h.runUntilIdle();
    h.clock.advance(Duration.ofHours(3));
    opened(campaign, eve, START.plus(Duration.ofHours(3)), false);
    h.runFor(Duration.ofDays(2), Duration.ofHours(1));

    assertThat(h.world.actionsOf(eve))
        .extracting(EngineAction::step, EngineAction::status, EngineAction::senderId)
        .containsExactly(
            tuple(1, ActionStatus.SENT, mailbox.id), tuple(2, ActionStatus.SENT, mailbox.id));
    assertThat(eve.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(h.world.emailHitReads).isNotEmpty();
  }

  @Test
  void a_message_the_provider_refuses_as_not_connected_is_skipped_and_the_program_goes_on() {
    Campaign campaign =
        programCampaign(
            "CONNECT",
            CONNECT_CONTENT,
            List.of(
                Map.of("type", "MESSAGE", "variants", List.of(Map.of("text", "T"))),
                Map.of("type", "EMAIL", "variants", List.of(Map.of("subject", "S", "body", "B")))));
    h.linkedIn.answer(new ProviderOutcome.Refused("NOT_CONNECTED"));
    MembershipRow fay = h.lead(campaign, "fay", "Fay", "fay@lead.example", EmailStatus.VALID);

    h.runFor(Duration.ofDays(2), Duration.ofHours(1));

    assertThat(h.world.actionsOf(fay))
        .extracting(
            EngineAction::step, EngineAction::type, EngineAction::status, EngineAction::error)
        .containsExactly(
            tuple(1, ActionType.MESSAGE, ActionStatus.SKIPPED, "NOT_CONNECTED"),
            tuple(2, ActionType.EMAIL, ActionStatus.SENT, null));
    assertThat(fay.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(h.world.skipsCounted).extracting(EngineAction::step).containsExactly(1);
    assertThat(h.eventKinds(fay)).containsExactly(EventKind.EMAIL_SENT);
  }

  /** MESSAGE when CONNECTED → a day later, EMAIL when NOT_CONNECTED: no invite to tell. */
  private static final List<Map<String, Object>> MESSAGE_OR_EMAIL =
      List.of(
          Map.of("type", "MESSAGE", "when", "CONNECTED", "variants", List.of(Map.of("text", "T"))),
          Map.of(
              "type",
              "EMAIL",
              "when",
              "NOT_CONNECTED",
              "variants",
              List.of(Map.of("subject", "S", "body", "B"))));

  @Test
  void a_connection_guard_without_an_invite_asks_the_provider_once_and_keeps_its_answer() {
    Campaign campaign = programCampaign("CONNECT", CONNECT_CONTENT, MESSAGE_OR_EMAIL);
    MembershipRow gil = h.lead(campaign, "gil", "Gil", "gil@lead.example", EmailStatus.VALID);
    MembershipRow hal = h.lead(campaign, "hal", "Hal", "hal@lead.example", EmailStatus.VALID);
    h.linkedIn.connections(List.of(Optional.of(true), Optional.of(false)));

    h.runFor(Duration.ofDays(2), Duration.ofHours(1));

    // decided in one chunk, each asked once; the answers go to the leads in the order asked
    assertThat(h.linkedIn.connectionChecks)
        .containsExactlyInAnyOrder(
            "https://www.linkedin.com/in/gil", "https://www.linkedin.com/in/hal");
    MembershipRow connected = gil.providerSaysConnected ? gil : hal;
    MembershipRow stranger = connected == gil ? hal : gil;
    assertThat(stranger.providerSaysConnected).isFalse();
    assertThat(h.world.actionsOf(connected))
        .extracting(
            EngineAction::type, EngineAction::status, EngineAction::error, EngineAction::senderId)
        .containsExactly(
            tuple(ActionType.MESSAGE, ActionStatus.SENT, null, linked.id),
            tuple(ActionType.EMAIL, ActionStatus.SKIPPED, "CONNECTED", null));
    assertThat(h.world.actionsOf(stranger))
        .extracting(
            EngineAction::type,
            EngineAction::status,
            EngineAction::error,
            EngineAction::senderId,
            EngineAction::reservedAt)
        .containsExactly(
            tuple(ActionType.MESSAGE, ActionStatus.SKIPPED, "NOT_CONNECTED", null, START),
            tuple(ActionType.EMAIL, ActionStatus.SENT, null, mailbox.id, START.plus(DAY)));
    assertThat(connected.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(stranger.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(h.eventKinds(connected)).containsExactly(EventKind.MESSAGE_SENT);
    assertThat(h.eventKinds(stranger)).containsExactly(EventKind.EMAIL_SENT);
  }

  @Test
  void a_connection_check_without_an_answer_is_asked_again_after_the_sender_recheck() {
    Campaign campaign = programCampaign("CONNECT", CONNECT_CONTENT, MESSAGE_OR_EMAIL);
    MembershipRow ivy = h.lead(campaign, "ivy", "Ivy", "ivy@lead.example", EmailStatus.VALID);
    h.linkedIn.connections(List.of(Optional.empty(), Optional.of(true)));

    h.runUntilIdle();

    assertThat(h.linkedIn.connectionChecks).hasSize(1);
    assertThat(h.world.actionsOf(ivy)).isEmpty();
    assertThat(ivy.providerSaysConnected).isNull();
    assertThat(ivy.leasedBy).isNull();
    assertThat(ivy.nextActionAt).isEqualTo(START.plus(h.settings.senderRecheck()));

    h.clock.advance(h.settings.senderRecheck());
    h.runUntilIdle();

    assertThat(h.linkedIn.connectionChecks).hasSize(2);
    assertThat(ivy.providerSaysConnected).isTrue();
    assertThat(h.world.actionsOf(ivy))
        .extracting(EngineAction::type, EngineAction::status)
        .containsExactly(tuple(ActionType.MESSAGE, ActionStatus.SENT));
  }

  @Test
  void a_connection_guard_after_an_invite_never_asks_the_provider() {
    Campaign campaign = programCampaign("CONNECT", CONNECT_CONTENT, INVITE_THEN_MESSAGE_OR_EMAIL);
    h.lead(campaign, "jo", "Jo", "jo@lead.example", EmailStatus.VALID);

    h.runFor(Duration.ofDays(10), Duration.ofHours(1));

    assertThat(h.linkedIn.connectionChecks).isEmpty();
  }

  /** MESSAGE → EMAIL → MESSAGE → EMAIL, a day apart. */
  private static final List<Map<String, Object>> ALTERNATING =
      List.of(
          Map.of("type", "MESSAGE", "variants", List.of(Map.of("text", "T1"))),
          Map.of("type", "EMAIL", "variants", List.of(Map.of("subject", "S", "body", "B1"))),
          Map.of("type", "MESSAGE", "variants", List.of(Map.of("text", "T2"))),
          Map.of("type", "EMAIL", "variants", List.of(Map.of("body", "B2"))));

  /**
   * The texts the dispatch renders by step position until it renders the program's own variants.
   */
  private static final Map<String, String> FOUR_TEXTS =
      Map.of("longNote", "Hi", "message1", "One", "message2", "Two", "message3", "Three");

  @Test
  void each_membership_keeps_one_linked_account_and_one_mailbox_for_life() {
    SenderRow otherLinked = h.linkedAccount();
    SenderRow otherMailbox = h.world.sender(h.owner, Channel.EMAIL);
    Campaign campaign = programCampaign("CONNECT", FOUR_TEXTS, ALTERNATING);
    MembershipRow kim = h.lead(campaign, "kim", "Kim", "kim@lead.example", EmailStatus.VALID);
    MembershipRow lou = h.lead(campaign, "lou", "Lou", "lou@lead.example", EmailStatus.VALID);

    h.runFor(Duration.ofDays(4), Duration.ofHours(1));

    for (MembershipRow row : List.of(kim, lou)) {
      List<EngineAction> ledger = h.world.actionsOf(row);
      assertThat(ledger)
          .extracting(EngineAction::type, EngineAction::status)
          .containsExactly(
              tuple(ActionType.MESSAGE, ActionStatus.SENT),
              tuple(ActionType.EMAIL, ActionStatus.SENT),
              tuple(ActionType.MESSAGE, ActionStatus.SENT),
              tuple(ActionType.EMAIL, ActionStatus.SENT));
      assertThat(ledger.get(2).senderId()).isEqualTo(ledger.get(0).senderId());
      assertThat(ledger.get(3).senderId()).isEqualTo(ledger.get(1).senderId());
      assertThat(ledger.get(0).senderId()).isIn(linked.id, otherLinked.id);
      assertThat(ledger.get(1).senderId()).isIn(mailbox.id, otherMailbox.id);
      // the row names the linked account, which LinkedIn's signals find it by (P-272)
      assertThat(row.senderId).isEqualTo(ledger.get(0).senderId());
      assertThat(row.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    }
    // the first steps spread over the accounts with most headroom (D-37)
    assertThat(h.world.actionsOf(kim).get(0).senderId())
        .isNotEqualTo(h.world.actionsOf(lou).get(0).senderId());
    assertThat(h.world.actionsOf(kim).get(1).senderId())
        .isNotEqualTo(h.world.actionsOf(lou).get(1).senderId());
  }

  @Test
  void a_program_s_senders_list_both_kinds_and_each_step_takes_its_own_kind() {
    SenderRow otherLinked = h.linkedAccount();
    SenderRow otherMailbox = h.world.sender(h.owner, Channel.EMAIL);
    Campaign campaign = programCampaign("CONNECT", FOUR_TEXTS, ALTERNATING);
    CampaignPlan plan = h.world.campaigns.get(campaign.id());
    h.world.campaigns.put(
        campaign.id(),
        new CampaignPlan(
            plan.id(),
            plan.title(),
            plan.status(),
            plan.content(),
            plan.delays(),
            plan.inviteExpiry(),
            List.of(otherMailbox.id, otherLinked.id),
            false,
            false,
            plan.program()));
    MembershipRow max = h.lead(campaign, "max", "Max", "max@lead.example", EmailStatus.VALID);

    h.runFor(Duration.ofDays(4), Duration.ofHours(1));

    assertThat(h.world.actionsOf(max))
        .extracting(EngineAction::type, EngineAction::senderId)
        .containsExactly(
            tuple(ActionType.MESSAGE, otherLinked.id),
            tuple(ActionType.EMAIL, otherMailbox.id),
            tuple(ActionType.MESSAGE, otherLinked.id),
            tuple(ActionType.EMAIL, otherMailbox.id));
    assertThat(linked.usedOnUsageDay).isEmpty();
    assertThat(mailbox.usedOnUsageDay).isEmpty();
  }

  @Test
  void an_email_step_of_a_linkedin_campaign_never_emails_an_address_that_unsubscribed() {
    Campaign earlier = h.campaign("EMAIL", EMAIL_CONTENT, List.of());
    MembershipRow gone = h.lead(earlier, "nat", "Nat", "Nat@Lead.example", EmailStatus.VALID);
    gone.state = gone.state.unsubscribed();
    Campaign campaign =
        programCampaign(
            "CONNECT",
            CONNECT_CONTENT,
            List.of(
                Map.of("type", "MESSAGE", "variants", List.of(Map.of("text", "T"))),
                Map.of("type", "EMAIL", "variants", List.of(Map.of("subject", "S", "body", "B")))));
    MembershipRow nat = h.lead(campaign, "nat", "Nat", "nat@lead.example", EmailStatus.VALID);

    h.runFor(Duration.ofDays(2), Duration.ofHours(1));

    assertThat(h.world.actionsOf(nat))
        .extracting(EngineAction::type, EngineAction::status)
        .containsExactly(tuple(ActionType.MESSAGE, ActionStatus.SENT));
    assertThat(nat.state.status()).isEqualTo(MembershipStatus.UNSUBSCRIBED);
    assertThat(h.mail.sent).isEmpty();
  }

  @Test
  void a_membership_that_skipped_in_a_chunk_and_finds_its_sender_busy_keeps_its_skips_counted() {
    Campaign campaign =
        programCampaign(
            "CONNECT",
            CONNECT_CONTENT,
            List.of(
                Map.of("type", "EMAIL", "variants", List.of(Map.of("subject", "S", "body", "B"))),
                Map.of(
                    "type", "MESSAGE", "delay", "PT1H", "variants", List.of(Map.of("text", "T")))));
    MembershipRow oz = h.lead(campaign, "oz", "Oz", null, null);
    MembershipRow pat = h.lead(campaign, "pat", "Pat", null, null);
    h.world.sendersHeldElsewhere.add(linked.id); // every chunk finds the one linked account busy
    // first looked at two hours late: the skip and the message it lets fall due, in one decision
    h.clock.advance(Duration.ofHours(2));

    h.runUntilIdle();

    for (MembershipRow row : List.of(oz, pat)) {
      assertThat(h.world.actionsOf(row))
          .extracting(
              EngineAction::step, EngineAction::type, EngineAction::status, EngineAction::error)
          .containsExactly(
              tuple(1, ActionType.EMAIL, ActionStatus.SKIPPED, "NO_EMAIL"),
              tuple(2, ActionType.MESSAGE, ActionStatus.SENT, null));
      assertThat(row.state.status()).isEqualTo(MembershipStatus.COMPLETED);
      assertThat(row.state.currentStep()).isEqualTo(2);
    }
  }
}
