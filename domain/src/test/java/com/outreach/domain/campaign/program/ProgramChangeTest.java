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
import com.outreach.domain.campaign.program.NextStep.WaitUntil;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-36 for programs: the new steps that continue old ones keep their identities, and a membership
 * goes on after the furthest step it has done that the new program keeps.
 */
class ProgramChangeTest {
  private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
  private static final Duration DAY = Duration.ofDays(1);

  private static Map<String, Object> step(Object... keysAndValues) {
    Map<String, Object> fields = new HashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      fields.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return fields;
  }

  private static Map<String, Object> message(String text) {
    return step("type", "MESSAGE", "variants", List.of(Map.of("text", text)));
  }

  private static Map<String, Object> email(String body) {
    return step("type", "EMAIL", "variants", List.of(Map.of("subject", "s", "body", body)));
  }

  private static Program program(Object... steps) {
    return Program.parse(List.of(steps), Duration.ofHours(1));
  }

  private static Program change(Program old, Object... steps) {
    return ProgramChange.apply(old, program(steps));
  }

  private static List<Integer> ids(Program program) {
    return program.steps().stream().map(ProgramStep::id).toList();
  }

  private static MembershipHistory did(Program p, Instant accepted, Object... indexAndTime) {
    MembershipHistory h =
        new MembershipHistory(
            T0,
            List.of(),
            Optional.ofNullable(accepted),
            Optional.empty(),
            List.of(),
            LeadEmail.USABLE,
            Optional.empty(),
            Optional.empty());
    for (int i = 0; i < indexAndTime.length; i += 2) {
      ProgramStep s = p.step((Integer) indexAndTime[i]);
      h = h.with(StepRecord.carriedOut(s.id(), s.type(), (Instant) indexAndTime[i + 1]));
    }
    return h;
  }

  private static final Program FOUR =
      program(step("type", "INVITE"), message("M1"), message("M2"), message("M3"));

  @Test
  void removingTheCurrentStep_continuesAtTheNextRemainingOne() {
    Instant accepted = T0.plus(Duration.ofHours(5));
    Instant m1 = accepted.plus(DAY);
    MembershipHistory h = did(FOUR, accepted, 0, T0, 1, m1);
    assertThat(ProgramEvaluator.next(FOUR, h, m1)).isEqualTo(new WaitUntil(2, m1.plus(DAY)));
    Program without = change(FOUR, step("type", "INVITE"), message("M1"), message("M3"));
    assertThat(ids(without)).containsExactly(1, 2, 4);
    assertThat(without.nextStepId()).isEqualTo(5);
    assertThat(ProgramEvaluator.next(without, h, m1)).isEqualTo(new WaitUntil(2, m1.plus(DAY)));
    assertThat(without.step(2).variants().get(0).fields(StepType.MESSAGE))
        .containsEntry("text", "M3");
  }

  @Test
  void removingTheLastSteps_completesAMembershipThatIsPastTheRest() {
    Instant m1 = T0.plus(DAY);
    MembershipHistory h = did(FOUR, T0, 0, T0, 1, m1);
    Program shorter = change(FOUR, step("type", "INVITE"), message("M1"));
    assertThat(ProgramEvaluator.next(shorter, h, m1))
        .isEqualTo(new End(Ending.COMPLETED, null, m1));
  }

  @Test
  void newTextsForTheCurrentStep_keepItsIdentity_andItsTurn() {
    Instant m1 = T0.plus(DAY);
    MembershipHistory h = did(FOUR, T0, 0, T0, 1, m1);
    Program reworded =
        change(
            FOUR,
            step("type", "INVITE"),
            message("M1"),
            step(
                "type",
                "MESSAGE",
                "delay",
                "P2D",
                "variants",
                List.of(Map.of("text", "M2, better"), Map.of("text", "M2, shorter"))),
            message("M3"));
    assertThat(ids(reworded)).containsExactly(1, 2, 3, 4);
    assertThat(ProgramEvaluator.next(reworded, h, m1))
        .isEqualTo(new WaitUntil(2, m1.plus(Duration.ofDays(2))));
    UUID membership = UUID.fromString("0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b");
    assertThat(VariantAssignment.variantOf(membership, reworded.step(2)))
        .isEqualTo(VariantAssignment.variantOf(membership, 3, 2));
  }

  @Test
  void aStepAddedAfterTheLastOneDone_runsNext_oneAddedBeforeIt_never() {
    Program three = program(step("type", "VISIT"), step("type", "INVITE"), message("M"));
    MembershipHistory h = did(three, null, 0, T0);
    assertThat(ProgramEvaluator.next(three, h, T0)).isEqualTo(new WaitUntil(1, T0.plus(DAY)));
    Program likeFirst =
        change(
            three,
            step("type", "VISIT"),
            step("type", "LIKE_POST", "delay", "PT2H"),
            step("type", "INVITE"),
            message("M"));
    assertThat(ids(likeFirst)).containsExactly(1, 4, 2, 3);
    assertThat(ProgramEvaluator.next(likeFirst, h, T0))
        .isEqualTo(new WaitUntil(1, T0.plus(Duration.ofHours(2))));
    Program likeBefore =
        change(
            three,
            step("type", "LIKE_POST"),
            step("type", "VISIT"),
            step("type", "INVITE"),
            message("M"));
    assertThat(ids(likeBefore)).containsExactly(4, 1, 2, 3);
    assertThat(ProgramEvaluator.next(likeBefore, h, T0)).isEqualTo(new WaitUntil(2, T0.plus(DAY)));
  }

  @Test
  void anInviteAwaitingItsAcceptance_whoseStepWasRemoved_waitsNoMore() {
    Program p = program(step("type", "INVITE"), message("M"), email("E"));
    MembershipHistory h = did(p, null, 0, T0);
    assertThat(ProgramEvaluator.next(p, h, T0))
        .isEqualTo(new AwaitAcceptance(0, T0.plus(Duration.ofDays(14))));
    Program emailOnly = change(p, email("E"));
    assertThat(ids(emailOnly)).containsExactly(3);
    assertThat(ProgramEvaluator.next(emailOnly, h, T0)).isEqualTo(new CarryOut(0, T0));
  }

  @Test
  void aMembershipWhoseDoneStepsWereAllRemoved_startsTheNewProgram_countingFromItsLastAction() {
    Program p = program(step("type", "VISIT"), step("type", "LIKE_POST"));
    MembershipHistory h = did(p, null, 0, T0, 1, T0.plus(DAY));
    Program other = change(p, email("E"), message("M"));
    assertThat(ids(other)).containsExactly(3, 4);
    assertThat(ProgramEvaluator.next(other, h, T0.plus(DAY)))
        .isEqualTo(new CarryOut(0, T0.plus(DAY)));
  }

  @Test
  void identitiesAreNeverGivenTwice() {
    Program ab = program(step("type", "VISIT"), step("type", "LIKE_POST"));
    Program a = change(ab, step("type", "VISIT"));
    assertThat(ids(a)).containsExactly(1);
    assertThat(a.nextStepId()).isEqualTo(3);
    Program again = change(a, step("type", "VISIT"), step("type", "LIKE_POST"));
    assertThat(ids(again)).containsExactly(1, 3);
    assertThat(again.nextStepId()).isEqualTo(4);
  }

  @Test
  void ofTwoLikeSteps_theUnchangedOneKeepsItsIdentity() {
    Program p = program(message("A"), message("B"), message("C"));
    assertThat(ids(change(p, message("A"), message("C")))).containsExactly(1, 3);
    assertThat(ids(change(p, message("B"), message("C")))).containsExactly(2, 3);
    // Reordered: one of the two keeps its identity, the other is a new step.
    assertThat(ids(change(p, message("C"), message("A")))).containsExactly(3, 4);
  }

  @Test
  void aFixedSequenceChangedIntoSteps_keepsItsMembershipsWhereTheyAre() {
    Program connect =
        FixedPrograms.of(
            CampaignContent.create(
                Sequence.CONNECT, Map.of("longNote", "N", "message1", "M1", "message2", "M2")),
            Delays.defaults(Sequence.CONNECT),
            InviteExpiry.DEFAULT);
    Instant accepted = T0.plus(Duration.ofHours(1));
    Instant m1 = accepted.plus(DAY);
    MembershipHistory h = did(connect, accepted, 0, T0, 1, m1);
    Program custom =
        change(
            connect,
            step("type", "INVITE", "variants", List.of(Map.of("note", "N"))),
            message("M1"),
            email("E"),
            message("M2"));
    assertThat(custom.kind()).isEqualTo(ProgramKind.CUSTOM);
    assertThat(ids(custom)).containsExactly(1, 2, 4, 3);
    assertThat(ProgramEvaluator.next(custom, h, m1)).isEqualTo(new WaitUntil(2, m1.plus(DAY)));
  }
}
