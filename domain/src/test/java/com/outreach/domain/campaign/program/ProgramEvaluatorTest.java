package com.outreach.domain.campaign.program;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.program.MembershipHistory.EmailHit;
import com.outreach.domain.campaign.program.MembershipHistory.LeadEmail;
import com.outreach.domain.campaign.program.MembershipHistory.Outcome;
import com.outreach.domain.campaign.program.MembershipHistory.StepRecord;
import com.outreach.domain.campaign.program.NextStep.CarryOut;
import com.outreach.domain.campaign.program.NextStep.CheckConnection;
import com.outreach.domain.campaign.program.NextStep.End;
import com.outreach.domain.campaign.program.NextStep.Ending;
import com.outreach.domain.campaign.program.NextStep.Skip;
import com.outreach.domain.campaign.program.NextStep.Stopped;
import com.outreach.domain.campaign.program.NextStep.WaitUntil;
import com.outreach.domain.campaign.program.Simulation.Entry;
import com.outreach.domain.campaign.program.Simulation.Hit;
import com.outreach.domain.campaign.program.Simulation.Run;
import com.outreach.domain.campaign.program.Simulation.World;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** D-50 programs step by step: delays, guards, acceptWithin, skips and their reasons, stops. */
class ProgramEvaluatorTest {
  private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
  private static final Duration DAY = Duration.ofDays(1);

  private static Map<String, Object> step(Object... keysAndValues) {
    Map<String, Object> fields = new java.util.HashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      fields.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return fields;
  }

  private static Program program(Object... steps) {
    return Program.parse(List.of(steps), Duration.ofHours(1));
  }

  /** VISIT → INVITE (acceptWithin P7D) → MESSAGE when CONNECTED → EMAIL when NOT_CONNECTED. */
  private static final Program MIXED =
      program(
          step("type", "VISIT"),
          step("type", "INVITE", "delay", "PT2H", "acceptWithin", "P7D"),
          step("type", "MESSAGE", "when", "CONNECTED", "variants", List.of(Map.of("text", "hi"))),
          step(
              "type",
              "EMAIL",
              "delay",
              "P2D",
              "when",
              "NOT_CONNECTED",
              "variants",
              List.of(Map.of("subject", "s", "body", "b"))));

  /** A lead who is not a connection yet (the provider would say so) and has a recent post. */
  private static World world(Optional<Duration> accept, LeadEmail email) {
    return new World(
        T0,
        accept,
        Optional.empty(),
        List.of(),
        Optional.empty(),
        Optional.empty(),
        false,
        true,
        email,
        List.of());
  }

  private static Entry carried(int index, Instant at) {
    return new Entry(index, Outcome.CARRIED_OUT, at, at, null);
  }

  private static Entry skipped(int index, Instant at, String reason) {
    return new Entry(index, Outcome.SKIPPED, at, at, reason);
  }

  @Test
  void anAcceptingLead_getsTheMessage_andTheEmailIsSkipped() {
    Instant invited = T0.plus(Duration.ofHours(2));
    Instant accepted = invited.plus(Duration.ofDays(3));
    Run run = Simulation.run(MIXED, world(Optional.of(Duration.ofDays(3)), LeadEmail.USABLE));
    assertThat(run.entries())
        .containsExactly(
            carried(0, T0),
            carried(1, invited),
            carried(2, accepted.plus(DAY)),
            skipped(3, accepted.plus(DAY).plus(Duration.ofDays(2)), "CONNECTED"));
    assertThat(run.last())
        .isEqualTo(new End(Ending.COMPLETED, null, accepted.plus(DAY).plus(Duration.ofDays(2))));
  }

  @Test
  void aLeadWhoDoesNotAccept_isWithdrawnAfterAcceptWithin_theMessageSkipped_andEmailed() {
    Instant invited = T0.plus(Duration.ofHours(2));
    Instant expiry = invited.plus(Duration.ofDays(7));
    Run run = Simulation.run(MIXED, world(Optional.empty(), LeadEmail.USABLE));
    assertThat(run.entries())
        .containsExactly(
            carried(0, T0),
            carried(1, invited),
            new Entry(1, Outcome.WITHDRAWN, expiry, null, null),
            skipped(2, expiry.plus(DAY), "NOT_CONNECTED"),
            carried(3, expiry.plus(DAY).plus(Duration.ofDays(2))));
    assertThat(run.last()).isInstanceOf(End.class);
    assertThat(((End) run.last()).status()).isEqualTo(Ending.COMPLETED);
  }

  @Test
  void aLeadWithoutAnAddress_skipsTheEmailStep() {
    Run run = Simulation.run(MIXED, world(Optional.empty(), LeadEmail.MISSING));
    assertThat(run.entries().get(4))
        .isEqualTo(
            skipped(
                3,
                T0.plus(Duration.ofHours(2))
                    .plus(Duration.ofDays(7))
                    .plus(DAY)
                    .plus(Duration.ofDays(2)),
                SkipReason.NO_EMAIL));
    assertThat(
            Simulation.run(MIXED, world(Optional.empty(), LeadEmail.INVALID))
                .entries()
                .get(4)
                .reason())
        .isEqualTo(SkipReason.NO_EMAIL);
  }

  @Test
  void anAddressThatUnsubscribed_endsTheMembershipUnsubscribed() {
    Program p =
        program(step("type", "EMAIL", "variants", List.of(Map.of("subject", "s", "body", "b"))));
    assertThat(ProgramEvaluator.next(p, MembershipHistory.startedAt(T0, LeadEmail.SUPPRESSED), T0))
        .isEqualTo(new End(Ending.UNSUBSCRIBED, null, T0));
  }

  @Test
  void anOpenedGuard_afterAnEmailOpenedOnlyByABot_isSkipped() {
    Program p =
        program(
            step("type", "EMAIL", "variants", List.of(Map.of("subject", "s", "body", "b"))),
            step(
                "type",
                "MESSAGE",
                "when",
                "OPENED",
                "variants",
                List.of(Map.of("text", "saw it?"))),
            step("type", "VISIT", "when", "NOT_OPENED"));
    Instant due = T0.plus(DAY);
    World botOnly =
        new World(
            T0,
            Optional.empty(),
            Optional.empty(),
            List.of(
                new Hit(EmailHit.Kind.OPEN, Duration.ofSeconds(2)),
                new Hit(EmailHit.Kind.CLICK, Duration.ofSeconds(9))),
            Optional.empty(),
            Optional.empty(),
            true,
            true,
            LeadEmail.USABLE,
            List.of());
    assertThat(Simulation.run(p, botOnly).entries())
        .containsExactly(carried(0, T0), skipped(1, due, "NOT_OPENED"), carried(2, due.plus(DAY)));
    World human =
        new World(
            T0,
            Optional.empty(),
            Optional.empty(),
            List.of(new Hit(EmailHit.Kind.OPEN, Duration.ofHours(3))),
            Optional.empty(),
            Optional.empty(),
            true,
            true,
            LeadEmail.USABLE,
            List.of());
    assertThat(Simulation.run(p, human).entries())
        .containsExactly(carried(0, T0), carried(1, due), skipped(2, due.plus(DAY), "OPENED"));
  }

  @Test
  void guardsAreReadWhenTheStepFallsDue_notWhenTheEngineGetsToIt() {
    Program p =
        program(
            step("type", "EMAIL", "variants", List.of(Map.of("subject", "s", "body", "b"))),
            step("type", "VISIT", "when", "CLICKED"));
    Instant due = T0.plus(DAY);
    MembershipHistory h =
        new MembershipHistory(
            T0,
            List.of(StepRecord.carriedOut(1, StepType.EMAIL, T0)),
            Optional.empty(),
            Optional.empty(),
            List.of(new EmailHit(EmailHit.Kind.CLICK, due.plusSeconds(1), false)),
            LeadEmail.USABLE,
            Optional.empty(),
            Optional.empty());
    assertThat(ProgramEvaluator.next(p, h, due.plus(Duration.ofHours(5))))
        .isEqualTo(new Skip(1, "NOT_CLICKED", due));
    MembershipHistory clickedInTime =
        new MembershipHistory(
            T0,
            h.records(),
            Optional.empty(),
            Optional.empty(),
            List.of(new EmailHit(EmailHit.Kind.CLICK, due, false)),
            LeadEmail.USABLE,
            Optional.empty(),
            Optional.empty());
    assertThat(ProgramEvaluator.next(p, clickedInTime, due.plus(Duration.ofHours(5))))
        .isEqualTo(new CarryOut(1, due));
  }

  @Test
  void aConnectionGuardWithoutAnInvite_asksTheProvider() {
    Program p =
        program(
            step("type", "VISIT"),
            step("type", "MESSAGE", "when", "CONNECTED", "variants", List.of(Map.of("text", "t"))));
    MembershipHistory h =
        MembershipHistory.startedAt(T0, LeadEmail.USABLE)
            .with(StepRecord.carriedOut(1, StepType.VISIT, T0));
    assertThat(ProgramEvaluator.next(p, h, T0.plus(DAY)))
        .isEqualTo(new CheckConnection(1, T0.plus(DAY)));
    assertThat(ProgramEvaluator.next(p, h.withProviderSaysConnected(true), T0.plus(DAY)))
        .isEqualTo(new CarryOut(1, T0.plus(DAY)));
    assertThat(ProgramEvaluator.next(p, h.withProviderSaysConnected(false), T0.plus(DAY)))
        .isEqualTo(new Skip(1, "NOT_CONNECTED", T0.plus(DAY)));
  }

  @Test
  void aMessageToALeadKnownNotToBeAConnection_isSkipped_unknownGoesToTheProvider() {
    Program p =
        program(
            step("type", "INVITE", "acceptWithin", "P1D"),
            step("type", "MESSAGE", "variants", List.of(Map.of("text", "t"))));
    Run run = Simulation.run(p, world(Optional.empty(), LeadEmail.USABLE));
    assertThat(run.visits())
        .extracting(Entry::index, Entry::outcome, Entry::reason)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(0, Outcome.CARRIED_OUT, null),
            org.assertj.core.groups.Tuple.tuple(1, Outcome.SKIPPED, SkipReason.NOT_CONNECTED));
    Program messageOnly =
        program(step("type", "MESSAGE", "variants", List.of(Map.of("text", "t"))));
    assertThat(
            ProgramEvaluator.next(
                messageOnly, MembershipHistory.startedAt(T0, LeadEmail.USABLE), T0))
        .isEqualTo(new CarryOut(0, T0));
    assertThat(ProgramEvaluator.afterRefusal(messageOnly, 0, SkipReason.NOT_CONNECTED, T0))
        .isEqualTo(new Skip(0, SkipReason.NOT_CONNECTED, T0));
    assertThat(ProgramEvaluator.afterRefusal(messageOnly, 0, "errors/unknown", T0))
        .isEqualTo(new End(Ending.FAILED, "errors/unknown", T0));
  }

  @Test
  void aLikeWithoutARecentPost_isSkipped_andTheNextStepCountsFromThen() {
    // Every action goes out 30 minutes after it fell due (pacing).
    Program p = program(step("type", "LIKE_POST"), step("type", "VISIT", "delay", "PT3H"));
    World noPost =
        new World(
            T0,
            Optional.empty(),
            Optional.empty(),
            List.of(),
            Optional.empty(),
            Optional.empty(),
            true,
            false,
            LeadEmail.USABLE,
            List.of(Duration.ofMinutes(30)));
    Instant refused = T0.plus(Duration.ofMinutes(30));
    assertThat(Simulation.run(p, noPost).entries())
        .containsExactly(
            new Entry(0, Outcome.SKIPPED, refused, T0, SkipReason.NO_RECENT_POST),
            new Entry(
                1,
                Outcome.CARRIED_OUT,
                refused.plus(Duration.ofHours(3)).plus(Duration.ofMinutes(30)),
                refused.plus(Duration.ofHours(3)),
                null));
  }

  @Test
  void anInviteToAConnection_isSkippedAlreadyConnected() {
    Program p =
        program(
            step("type", "VISIT"), step("type", "INVITE"), step("type", "VISIT", "delay", "PT1H"));
    Instant accepted = T0.plus(Duration.ofHours(30));
    MembershipHistory h =
        new MembershipHistory(
            T0,
            List.of(StepRecord.carriedOut(1, StepType.VISIT, T0)),
            Optional.of(accepted),
            Optional.empty(),
            List.of(),
            LeadEmail.USABLE,
            Optional.empty(),
            Optional.empty());
    assertThat(ProgramEvaluator.next(p, h, T0.plus(DAY))).isEqualTo(new CarryOut(1, T0.plus(DAY)));
    assertThat(ProgramEvaluator.next(p, h, accepted))
        .isEqualTo(new Skip(1, SkipReason.ALREADY_CONNECTED, accepted));
    assertThat(ProgramEvaluator.next(p, h.withProviderSaysConnected(true), T0.plus(DAY)))
        .isEqualTo(new Skip(1, SkipReason.ALREADY_CONNECTED, T0.plus(DAY)));
  }

  @Test
  void aCustomProgramEndingWithAnInvite_waitsForItsAcceptance() {
    Program p = program(step("type", "INVITE", "acceptWithin", "P2D"));
    MembershipHistory h =
        MembershipHistory.startedAt(T0, LeadEmail.USABLE)
            .with(StepRecord.carriedOut(1, StepType.INVITE, T0));
    assertThat(ProgramEvaluator.next(p, h, T0))
        .isEqualTo(new NextStep.AwaitAcceptance(0, T0.plus(Duration.ofDays(2))));
    assertThat(ProgramEvaluator.next(p, h, T0.plus(Duration.ofDays(2))))
        .isEqualTo(new NextStep.Withdraw(0, T0.plus(Duration.ofDays(2))));
    Instant withdrawn = T0.plus(Duration.ofDays(2)).plusSeconds(5);
    assertThat(ProgramEvaluator.next(p, h.with(StepRecord.withdrawn(1, withdrawn)), withdrawn))
        .isEqualTo(new End(Ending.COMPLETED, null, withdrawn));
  }

  @Test
  void nothingAfterAReplyOrAStop_theEarlierCounts() {
    Program p = program(step("type", "VISIT"), step("type", "VISIT"));
    Instant reply = T0.plus(Duration.ofHours(5));
    Instant stop = T0.plus(Duration.ofHours(3));
    MembershipHistory h =
        new MembershipHistory(
            T0,
            List.of(StepRecord.carriedOut(1, StepType.VISIT, T0)),
            Optional.empty(),
            Optional.empty(),
            List.of(),
            LeadEmail.USABLE,
            Optional.of(reply),
            Optional.of(stop));
    assertThat(ProgramEvaluator.next(p, h, stop.minusSeconds(1)))
        .isEqualTo(new WaitUntil(1, T0.plus(DAY)));
    assertThat(ProgramEvaluator.next(p, h, stop)).isEqualTo(new Stopped(stop));
    assertThat(ProgramEvaluator.next(p, h, T0.plus(Duration.ofDays(9))))
        .isEqualTo(new Stopped(stop));
  }
}
