package com.outreach.domain.campaign.program;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.Delays;
import com.outreach.domain.campaign.InviteExpiry;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.program.MembershipHistory.LeadEmail;
import com.outreach.domain.campaign.program.MembershipHistory.StepRecord;
import com.outreach.domain.campaign.program.NextStep.AwaitAcceptance;
import com.outreach.domain.campaign.program.NextStep.CarryOut;
import com.outreach.domain.campaign.program.NextStep.End;
import com.outreach.domain.campaign.program.NextStep.Ending;
import com.outreach.domain.campaign.program.NextStep.Skip;
import com.outreach.domain.campaign.program.NextStep.Stopped;
import com.outreach.domain.campaign.program.NextStep.WaitUntil;
import com.outreach.domain.campaign.program.NextStep.Withdraw;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * D-34's fixed sequences as programs, and what the engine does with them today (ActionPlanner,
 * Plans, OutcomeRecorder): first step at once, step n + 1 {@code delays[n - 1]} after step n was
 * carried out (CONNECT's first message: after the acceptance), an invite waits for its acceptance
 * until {@code inviteExpiry} and is then withdrawn ({@code FAILED}, {@code INVITE_EXPIRED}), an
 * acceptance before any invite counts as the invite, the last step completes the membership, a
 * reply stops it, and misses end it {@code FAILED}.
 */
class FixedProgramsTest {
  private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
  private static final Duration MINUTE = Duration.ofMinutes(1);

  private static final Map<String, String> CONNECT_CONTENT =
      Map.of(
          "longNote", "Hi {{firstName}}, long",
          "shortNote", "Hi, short",
          "message1", "M1",
          "message2", "M2",
          "message3", "M3");

  private static Program fixed(Sequence sequence, Map<String, String> content, Object delays) {
    return FixedPrograms.of(
        CampaignContent.create(sequence, content),
        Delays.parse(sequence, delays, Duration.ofHours(1)),
        InviteExpiry.DEFAULT);
  }

  private static String describe(Program program) {
    return program.steps().stream()
        .map(
            s ->
                s.id()
                    + ":"
                    + s.type()
                    + " "
                    + s.delay()
                    + " "
                    + s.when()
                    + s.acceptWithin().map(a -> " within " + a).orElse("")
                    + " "
                    + s.variants().stream()
                        .map(v -> v.fields(s.type()).toString())
                        .collect(Collectors.joining("|")))
        .collect(Collectors.joining("; "));
  }

  private static MembershipHistory start(LeadEmail email) {
    return MembershipHistory.startedAt(T0, email);
  }

  private static MembershipHistory accepted(MembershipHistory h, Instant at) {
    return new MembershipHistory(
        h.startedAt(),
        h.records(),
        Optional.of(at),
        h.providerSaysConnected(),
        h.emailHits(),
        h.leadEmail(),
        h.repliedAt(),
        h.stoppedAt());
  }

  private static MembershipHistory replied(MembershipHistory h, Instant at) {
    return new MembershipHistory(
        h.startedAt(),
        h.records(),
        h.acceptedAt(),
        h.providerSaysConnected(),
        h.emailHits(),
        h.leadEmail(),
        Optional.of(at),
        h.stoppedAt());
  }

  private static MembershipHistory sent(MembershipHistory h, Program p, int index, Instant at) {
    return h.with(StepRecord.carriedOut(p.step(index).id(), p.step(index).type(), at));
  }

  // ---------------------------------------------------------------- the programs

  @Test
  void connect_isAnInvite_thenThreeMessagesGuardedByTheConnection() {
    Program program = fixed(Sequence.CONNECT, CONNECT_CONTENT, null);
    assertThat(program.kind()).isEqualTo(ProgramKind.CONNECT);
    assertThat(program.nextStepId()).isEqualTo(5);
    assertThat(describe(program))
        .isEqualTo(
            "1:INVITE PT0S ALWAYS within P21D {note=Hi {{firstName}}, long, shortNote=Hi, short}; "
                + "2:MESSAGE P1D CONNECTED {text=M1}; "
                + "3:MESSAGE P3D CONNECTED {text=M2}; "
                + "4:MESSAGE P4D CONNECTED {text=M3}");
  }

  @Test
  void connect_leavesOutAbsentMessages_andTakesDelaysByPosition() {
    Program program =
        FixedPrograms.of(
            CampaignContent.create(Sequence.CONNECT, Map.of("shortNote", "S", "message3", "M3")),
            Delays.parse(Sequence.CONNECT, List.of("PT2H"), Duration.ofHours(1)),
            InviteExpiry.parse("P7D"));
    assertThat(describe(program))
        .isEqualTo(
            "1:INVITE PT0S ALWAYS within P7D {shortNote=S}; 2:MESSAGE PT2H CONNECTED {text=M3}");
    assertThat(describe(fixed(Sequence.CONNECT, Map.of(), null)))
        .isEqualTo("1:INVITE PT0S ALWAYS within P21D {}");
  }

  @Test
  void message_isThreeMessagesWithoutGuard() {
    Program program =
        fixed(
            Sequence.MESSAGE,
            Map.of("message1", "M1", "message2", "M2", "message3", "M3", "longNote", "L"),
            List.of("P2D"));
    assertThat(program.kind()).isEqualTo(ProgramKind.MESSAGE);
    assertThat(describe(program))
        .isEqualTo(
            "1:MESSAGE PT0S ALWAYS {text=M1}; 2:MESSAGE P2D ALWAYS {text=M2}; "
                + "3:MESSAGE P4D ALWAYS {text=M3}");
  }

  @Test
  void inmailAndEmail_areSubjectAndBodySteps_followUpsAnsweringTheThread() {
    Map<String, String> content =
        Map.of(
            "subject1",
            "S1",
            "content1",
            "C1",
            "message2",
            "M2",
            "subject3",
            "S3",
            "content3",
            "C3");
    assertThat(describe(fixed(Sequence.INMAIL, content, null)))
        .isEqualTo(
            "1:INMAIL PT0S ALWAYS {subject=S1, body=C1}; 2:INMAIL P3D ALWAYS {body=M2}; "
                + "3:INMAIL P4D ALWAYS {subject=S3, body=C3}");
    Program email = fixed(Sequence.EMAIL, Map.of("subject1", "S1", "content1", "C1"), null);
    assertThat(email.kind()).isEqualTo(ProgramKind.EMAIL);
    assertThat(describe(email)).isEqualTo("1:EMAIL PT0S ALWAYS {subject=S1, body=C1}");
  }

  // ---------------------------------------------------------------- CONNECT as the engine runs it

  @Test
  void connect_acceptingLead_messagesFollowTheAcceptance_thenCompletes() {
    Program p = fixed(Sequence.CONNECT, CONNECT_CONTENT, null);
    MembershipHistory h = start(LeadEmail.MISSING);
    assertThat(ProgramEvaluator.next(p, h, T0)).isEqualTo(new CarryOut(0, T0));
    Instant invited = T0.plus(MINUTE);
    h = sent(h, p, 0, invited);
    Instant expiry = invited.plus(Duration.ofDays(21));
    assertThat(ProgramEvaluator.next(p, h, invited)).isEqualTo(new AwaitAcceptance(0, expiry));
    assertThat(ProgramEvaluator.next(p, h, expiry.minusSeconds(1)))
        .isEqualTo(new AwaitAcceptance(0, expiry));
    Instant acceptance = invited.plus(Duration.ofDays(2));
    h = accepted(h, acceptance);
    assertThat(ProgramEvaluator.next(p, h, acceptance.minusSeconds(1)))
        .isEqualTo(new AwaitAcceptance(0, expiry)); // not known yet
    Instant m1 = acceptance.plus(Duration.ofDays(1));
    assertThat(ProgramEvaluator.next(p, h, acceptance)).isEqualTo(new WaitUntil(1, m1));
    assertThat(ProgramEvaluator.next(p, h, m1)).isEqualTo(new CarryOut(1, m1));
    Instant m1Sent = m1.plus(Duration.ofHours(15)); // held back by working hours
    assertThat(ProgramEvaluator.next(p, h, m1Sent)).isEqualTo(new CarryOut(1, m1));
    h = sent(h, p, 1, m1Sent);
    Instant m2 = m1Sent.plus(Duration.ofDays(3));
    assertThat(ProgramEvaluator.next(p, h, m1Sent)).isEqualTo(new WaitUntil(2, m2));
    h = sent(h, p, 2, m2);
    Instant m3 = m2.plus(Duration.ofDays(4));
    assertThat(ProgramEvaluator.next(p, h, m2)).isEqualTo(new WaitUntil(3, m3));
    h = sent(h, p, 3, m3);
    assertThat(ProgramEvaluator.next(p, h, m3)).isEqualTo(new End(Ending.COMPLETED, null, m3));
  }

  @Test
  void connect_inviteNotAccepted_isWithdrawnAtItsExpiry_andFailsInviteExpired() {
    Program p = fixed(Sequence.CONNECT, CONNECT_CONTENT, null);
    MembershipHistory h = sent(start(LeadEmail.USABLE), p, 0, T0);
    Instant expiry = T0.plus(Duration.ofDays(21));
    assertThat(ProgramEvaluator.next(p, h, expiry)).isEqualTo(new Withdraw(0, expiry));
    Instant withdrawn = expiry.plus(MINUTE);
    h = h.with(StepRecord.withdrawn(1, withdrawn));
    assertThat(ProgramEvaluator.next(p, h, withdrawn))
        .isEqualTo(new End(Ending.FAILED, SkipReason.INVITE_EXPIRED, withdrawn));
    // An acceptance after the withdrawal changes nothing.
    assertThat(
            ProgramEvaluator.next(p, accepted(h, withdrawn.plus(MINUTE)), withdrawn.plus(MINUTE)))
        .isEqualTo(new End(Ending.FAILED, SkipReason.INVITE_EXPIRED, withdrawn));
  }

  @Test
  void connect_acceptedAfterTheExpiryButBeforeTheEngineLooked_goesOn() {
    Program p = fixed(Sequence.CONNECT, CONNECT_CONTENT, null);
    Instant expiry = T0.plus(Duration.ofDays(21));
    Instant acceptance = expiry.plus(MINUTE);
    MembershipHistory h = accepted(sent(start(LeadEmail.USABLE), p, 0, T0), acceptance);
    assertThat(ProgramEvaluator.next(p, h, acceptance.plus(MINUTE)))
        .isEqualTo(new WaitUntil(1, acceptance.plus(Duration.ofDays(1))));
  }

  @Test
  void connect_acceptedBeforeAnyInvite_sendsNoInvite_andMessage1FollowsTheAcceptance() {
    Program p = fixed(Sequence.CONNECT, CONNECT_CONTENT, null);
    Instant acceptance = T0.plus(Duration.ofHours(3));
    MembershipHistory h = accepted(start(LeadEmail.USABLE), acceptance);
    Instant now = acceptance.plus(Duration.ofHours(2));
    assertThat(ProgramEvaluator.next(p, h, now))
        .isEqualTo(new Skip(0, SkipReason.ALREADY_CONNECTED, acceptance));
    h = h.with(StepRecord.skipped(1, StepType.INVITE, acceptance, SkipReason.ALREADY_CONNECTED));
    assertThat(ProgramEvaluator.next(p, h, now))
        .isEqualTo(new WaitUntil(1, acceptance.plus(Duration.ofDays(1))));
  }

  @Test
  void connect_theProviderSaysAlreadyConnected_goesOnAsAcceptedThen() {
    // OutcomeRecorder: AlreadyConnected counts as an acceptance at the time of the answer.
    Program p = fixed(Sequence.CONNECT, CONNECT_CONTENT, null);
    MembershipHistory h = accepted(sent(start(LeadEmail.USABLE), p, 0, T0), T0);
    assertThat(ProgramEvaluator.next(p, h, T0))
        .isEqualTo(new WaitUntil(1, T0.plus(Duration.ofDays(1))));
  }

  @Test
  void connect_withTheInviteOnly_completesOnceItIsSent() {
    Program p = fixed(Sequence.CONNECT, Map.of("longNote", "L"), null);
    MembershipHistory h = sent(start(LeadEmail.USABLE), p, 0, T0);
    assertThat(ProgramEvaluator.next(p, h, T0)).isEqualTo(new End(Ending.COMPLETED, null, T0));
    Instant acceptance = T0.plus(Duration.ofHours(1));
    assertThat(ProgramEvaluator.next(p, accepted(start(LeadEmail.USABLE), acceptance), acceptance))
        .isEqualTo(new Skip(0, SkipReason.ALREADY_CONNECTED, acceptance));
    h =
        accepted(start(LeadEmail.USABLE), acceptance)
            .with(StepRecord.skipped(1, StepType.INVITE, acceptance, SkipReason.ALREADY_CONNECTED));
    assertThat(ProgramEvaluator.next(p, h, acceptance))
        .isEqualTo(new End(Ending.COMPLETED, null, acceptance));
  }

  @Test
  void aReply_stopsEverySequence() {
    Program p = fixed(Sequence.CONNECT, CONNECT_CONTENT, null);
    Instant reply = T0.plus(Duration.ofDays(4));
    MembershipHistory h =
        replied(
            accepted(sent(start(LeadEmail.USABLE), p, 0, T0), T0.plus(Duration.ofDays(1))), reply);
    assertThat(ProgramEvaluator.next(p, h, reply.minusSeconds(1)))
        .isEqualTo(new CarryOut(1, T0.plus(Duration.ofDays(2))));
    assertThat(ProgramEvaluator.next(p, h, reply)).isEqualTo(new Stopped(reply));
  }

  // ---------------------------------------------------------------- MESSAGE, INMAIL, EMAIL

  @Test
  void message_eachStepItsDelayAfterTheOneBefore_aNotConnectedAnswerFails() {
    Program p = fixed(Sequence.MESSAGE, Map.of("message1", "M1", "message2", "M2"), null);
    MembershipHistory h = start(LeadEmail.USABLE);
    assertThat(ProgramEvaluator.next(p, h, T0)).isEqualTo(new CarryOut(0, T0));
    h = sent(h, p, 0, T0.plus(MINUTE));
    Instant second = T0.plus(MINUTE).plus(Duration.ofDays(3));
    assertThat(ProgramEvaluator.next(p, h, T0.plus(MINUTE))).isEqualTo(new WaitUntil(1, second));
    assertThat(ProgramEvaluator.next(p, h, second)).isEqualTo(new CarryOut(1, second));
    assertThat(ProgramEvaluator.afterRefusal(p, 1, SkipReason.NOT_CONNECTED, second))
        .isEqualTo(new End(Ending.FAILED, SkipReason.NOT_CONNECTED, second));
    assertThat(ProgramEvaluator.afterRefusal(p, 0, "invalid_recipient", T0))
        .isEqualTo(new End(Ending.FAILED, "invalid_recipient", T0));
    h = sent(h, p, 1, second);
    assertThat(ProgramEvaluator.next(p, h, second))
        .isEqualTo(new End(Ending.COMPLETED, null, second));
  }

  @Test
  void inmail_runsItsStepsInOrder() {
    Program p =
        fixed(
            Sequence.INMAIL,
            Map.of("subject1", "S", "content1", "C1", "content2", "C2"),
            List.of("PT5H"));
    MembershipHistory h = sent(start(LeadEmail.MISSING), p, 0, T0);
    assertThat(ProgramEvaluator.next(p, h, T0.plus(Duration.ofHours(5))))
        .isEqualTo(new CarryOut(1, T0.plus(Duration.ofHours(5))));
  }

  @Test
  void email_failsWithoutAnAddress_orWithAnInvalidOne_andEndsUnsubscribedWhenSuppressed() {
    Program p = fixed(Sequence.EMAIL, Map.of("subject1", "S", "content1", "C"), null);
    assertThat(ProgramEvaluator.next(p, start(LeadEmail.USABLE), T0))
        .isEqualTo(new CarryOut(0, T0));
    assertThat(ProgramEvaluator.next(p, start(LeadEmail.MISSING), T0))
        .isEqualTo(new End(Ending.FAILED, SkipReason.NO_EMAIL, T0));
    assertThat(ProgramEvaluator.next(p, start(LeadEmail.INVALID), T0))
        .isEqualTo(new End(Ending.FAILED, SkipReason.INVALID_EMAIL, T0));
    assertThat(ProgramEvaluator.next(p, start(LeadEmail.SUPPRESSED), T0))
        .isEqualTo(new End(Ending.UNSUBSCRIBED, null, T0));
  }

  @Test
  void anUnknownOutcome_countsAsCarriedOut_andIsNeverRepeated() {
    Program p =
        fixed(Sequence.EMAIL, Map.of("subject1", "S", "content1", "C", "content2", "D"), null);
    MembershipHistory h = sent(start(LeadEmail.USABLE), p, 0, T0);
    assertThat(ProgramEvaluator.next(p, h, T0.plus(Duration.ofDays(5))))
        .isEqualTo(new CarryOut(1, T0.plus(Duration.ofDays(3))));
  }
}
