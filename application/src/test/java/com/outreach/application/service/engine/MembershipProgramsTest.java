package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.program.Guard;
import com.outreach.domain.campaign.program.MembershipHistory.LeadEmail;
import com.outreach.domain.campaign.program.MembershipHistory.StepRecord;
import com.outreach.domain.campaign.program.NextStep;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramEvaluator;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.campaign.program.StepType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The program and the history the engine hands to {@link ProgramEvaluator} for a membership. */
class MembershipProgramsTest {
  private static final Map<String, String> CONNECT =
      Map.of("longNote", "Hi", "message1", "M1", "message2", "M2", "message3", "M3");
  private static final Map<String, String> MAILS = Map.of("subject1", "S1", "content1", "C1");

  private final EngineHarness h = new EngineHarness();

  @Test
  void connect_invitesWithTheCampaignsExpiry_andRepeatsTheLastDelay() {
    Campaign campaign = h.campaign("CONNECT", CONNECT, List.of());
    CampaignPlan plan =
        EngineHarness.plan(
            campaign,
            List.of(Duration.ofHours(3), Duration.ofDays(2)),
            Duration.ofDays(10),
            List.of());

    Program program = MembershipPrograms.programOf(plan);

    assertThat(program.steps())
        .extracting(ProgramStep::id, ProgramStep::type, s -> s.delay().value(), ProgramStep::when)
        .containsExactly(
            tuple(1, StepType.INVITE, Duration.ZERO, Guard.ALWAYS),
            tuple(2, StepType.MESSAGE, Duration.ofHours(3), Guard.CONNECTED),
            tuple(3, StepType.MESSAGE, Duration.ofDays(2), Guard.CONNECTED),
            tuple(4, StepType.MESSAGE, Duration.ofDays(2), Guard.CONNECTED));
    assertThat(program.step(0).acceptWindow()).isEqualTo(Duration.ofDays(10));
    assertThat(program.isFixed()).isTrue();
  }

  @Test
  void noDelaysGiven_everyStepFollowsAtOnce() {
    Campaign campaign = h.campaign("MESSAGE", Map.of("message1", "a", "message2", "b"), List.of());

    Program program =
        MembershipPrograms.programOf(
            EngineHarness.plan(campaign, List.of(), Duration.ofDays(21), List.of()));

    assertThat(program.steps()).extracting(s -> s.delay().value()).containsOnly(Duration.ZERO);
  }

  @Test
  void theCurrentStep_isDoneWhenTheMembershipLastActed() {
    Campaign campaign = h.campaign("CONNECT", CONNECT, List.of(Duration.ofHours(3)));
    MembershipRow lee = h.lead(campaign, "lee", "Lee");
    Instant sent = EngineHarness.START.plus(Duration.ofHours(2));
    lee.state = lee.state.advance();
    lee.lastActionAt = sent;
    Program program = MembershipPrograms.programOf(h.world.campaigns.get(campaign.id()));

    var history = MembershipPrograms.historyOf(work(lee), program);

    assertThat(history.records()).containsExactly(StepRecord.carriedOut(1, StepType.INVITE, sent));
    assertThat(history.acceptedAt()).isEmpty();
    assertThat(ProgramEvaluator.next(program, history, sent.plus(Duration.ofDays(1))))
        .isEqualTo(new NextStep.AwaitAcceptance(0, sent.plus(Duration.ofDays(21))));
  }

  @Test
  void anInviteCountedWithoutSending_isDatedAtTheStart_soMessage1FollowsTheAcceptance() {
    Campaign campaign = h.campaign("CONNECT", CONNECT, List.of(Duration.ofHours(3)));
    MembershipRow lee = h.lead(campaign, "lee", "Lee");
    Instant accepted = EngineHarness.START.plus(Duration.ofHours(5));
    lee.state = lee.state.advance();
    lee.acceptedAt = accepted;
    Program program = MembershipPrograms.programOf(h.world.campaigns.get(campaign.id()));

    var history = MembershipPrograms.historyOf(work(lee), program);

    assertThat(history.records())
        .containsExactly(StepRecord.carriedOut(1, StepType.INVITE, MembershipPrograms.START));
    assertThat(ProgramEvaluator.next(program, history, accepted))
        .isEqualTo(new NextStep.WaitUntil(1, accepted.plus(Duration.ofHours(3))));
  }

  @Test
  void aMembershipPastTheLastStep_ofContentThatLostAStep_isCompleted_notStartedAgain() {
    Campaign campaign = h.campaign("MESSAGE", Map.of("message1", "a"), List.of());
    MembershipRow lee = h.lead(campaign, "lee", "Lee");
    Instant sent = EngineHarness.START.plus(Duration.ofDays(2));
    lee.state = lee.state.advance().advance();
    lee.lastActionAt = sent;
    Program program = MembershipPrograms.programOf(h.world.campaigns.get(campaign.id()));

    var history = MembershipPrograms.historyOf(work(lee), program);

    assertThat(history.records()).containsExactly(StepRecord.carriedOut(1, StepType.MESSAGE, sent));
    assertThat(ProgramEvaluator.next(program, history, sent.plus(Duration.ofDays(1))))
        .isEqualTo(new NextStep.End(NextStep.Ending.COMPLETED, null, sent));
  }

  @Test
  void theEngine_completesAMembershipWhoseNextStepWasRemoved_withoutSendingAgain() {
    h.linkedAccount();
    Campaign campaign =
        h.campaign(
            "MESSAGE",
            Map.of("message1", "a", "message2", "b", "message3", "c"),
            List.of(Duration.ofHours(1)));
    MembershipRow lee = h.lead(campaign, "lee", "Lee");
    h.runUntilIdle();
    h.clock.advance(Duration.ofHours(1));
    h.runUntilIdle();
    assertThat(h.world.actionsOf(lee)).extracting(EngineAction::step).containsExactly(1, 2);
    CampaignPlan before = h.world.campaigns.get(campaign.id());
    h.world.campaigns.put(
        campaign.id(),
        new CampaignPlan(
            before.id(),
            before.title(),
            before.status(),
            CampaignContent.create(Sequence.MESSAGE, Map.of("message1", "a")),
            before.delays(),
            before.inviteExpiry(),
            before.senderIds(),
            false,
            false));

    h.clock.advance(Duration.ofHours(1));
    h.runUntilIdle();

    assertThat(h.world.actionsOf(lee)).extracting(EngineAction::step).containsExactly(1, 2);
    assertThat(lee.state.status()).isEqualTo(MembershipStatus.COMPLETED);
  }

  @Test
  void theLeadsAddress_missingBeforeInvalidBeforeSuppressed() {
    Campaign campaign = h.campaign("EMAIL", MAILS, List.of());
    Program program = MembershipPrograms.programOf(h.world.campaigns.get(campaign.id()));
    MembershipRow none = h.lead(campaign, "none", "No", null, null);
    MembershipRow invalid = h.lead(campaign, "bad", "Bad", "x@lead.example", EmailStatus.INVALID);
    MembershipRow usable = h.lead(campaign, "ok", "Ok", "ok@lead.example", EmailStatus.VALID);

    assertThat(MembershipPrograms.historyOf(work(none), program).leadEmail())
        .isEqualTo(LeadEmail.MISSING);
    assertThat(MembershipPrograms.historyOf(suppressed(work(none)), program).leadEmail())
        .isEqualTo(LeadEmail.MISSING);
    assertThat(MembershipPrograms.historyOf(suppressed(work(invalid)), program).leadEmail())
        .isEqualTo(LeadEmail.INVALID);
    assertThat(MembershipPrograms.historyOf(work(usable), program).leadEmail())
        .isEqualTo(LeadEmail.USABLE);
    assertThat(MembershipPrograms.historyOf(suppressed(work(usable)), program).leadEmail())
        .isEqualTo(LeadEmail.SUPPRESSED);
  }

  private EngineWork work(MembershipRow row) {
    row.leasedBy = "test";
    return h.world.lockLeased(row.id, "test").orElseThrow();
  }

  private static EngineWork suppressed(EngineWork w) {
    return new EngineWork(
        w.membershipId(),
        w.owner(),
        w.conversationId(),
        w.state(),
        w.statusReason(),
        w.senderId(),
        w.acceptedAt(),
        w.lastActionAt(),
        w.sequenceStopped(),
        w.ownerRunnable(),
        w.campaign(),
        w.lead(),
        w.inFlight(),
        w.threadReference(),
        w.inviteReference(),
        true,
        w.manualSending());
  }
}
