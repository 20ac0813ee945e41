package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.Delays;
import com.outreach.domain.campaign.InviteExpiry;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.program.FixedPrograms;
import com.outreach.domain.campaign.program.MembershipHistory;
import com.outreach.domain.campaign.program.MembershipHistory.LeadEmail;
import com.outreach.domain.campaign.program.MembershipHistory.StepRecord;
import com.outreach.domain.campaign.program.NextStep;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramEvaluator;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.EmailStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Each of D-34's fixed sequences, run by the engine over a fake clock (which decides from the
 * membership row, with senders, pacing and the ledger) and by its program ({@link FixedPrograms})
 * through {@link ProgramEvaluator} with the whole history on the same clock ticks and the same
 * reported events, does exactly the same: the same actions (step, type, time) in the ledger and the
 * same ending (status and reason).
 */
class FixedProgramsMatchTheEngineTest {
  private static final Duration TICK = Duration.ofHours(1);
  private static final Map<String, String> CONNECT =
      Map.of("longNote", "Hi {{firstName}}", "message1", "M1", "message2", "M2", "message3", "M3");
  private static final Map<String, String> MAILS =
      Map.of("subject1", "S1", "content1", "C1", "content2", "C2", "message3", "M3");

  /** What a run leaves: the actions as "step TYPE +hours" and the membership's ending. */
  private record Outcome(List<String> actions, String ending) {}

  private record Script(
      Sequence sequence,
      Map<String, String> content,
      List<String> delays,
      String email,
      EmailStatus emailStatus,
      Map<Long, EventKind> eventsAtHour,
      int hours) {}

  private static Script script(Sequence sequence, Map<String, String> content, int hours) {
    return new Script(
        sequence, content, List.of(), "lee@lead.example", EmailStatus.VALID, Map.of(), hours);
  }

  private static Script with(Script s, long hour, EventKind event) {
    Map<Long, EventKind> events = new TreeMap<>(s.eventsAtHour());
    events.put(hour, event);
    return new Script(
        s.sequence(), s.content(), s.delays(), s.email(), s.emailStatus(), events, s.hours());
  }

  private static Script delays(Script s, String... delays) {
    return new Script(
        s.sequence(),
        s.content(),
        List.of(delays),
        s.email(),
        s.emailStatus(),
        s.eventsAtHour(),
        s.hours());
  }

  private static Script email(Script s, String email, EmailStatus status) {
    return new Script(
        s.sequence(), s.content(), s.delays(), email, status, s.eventsAtHour(), s.hours());
  }

  private static void assertSame(Script script) {
    Outcome engine = engine(script);
    Outcome program = program(script);
    assertThat(program).isEqualTo(engine);
    assertThat(engine.actions()).isNotEmpty();
  }

  // ---------------------------------------------------------------- the sequences

  @Test
  void connect_acceptedInvite_threeMessages() {
    assertSame(with(script(Sequence.CONNECT, CONNECT, 30 * 24), 5, EventKind.ACCEPTS_REQUEST));
  }

  @Test
  void connect_ownDelays_andAReplyAfterMessage1() {
    Script s = delays(script(Sequence.CONNECT, CONNECT, 30 * 24), "PT3H", "P2D");
    assertSame(with(with(s, 30, EventKind.ACCEPTS_REQUEST), 40, EventKind.REPLY_DETECTED));
  }

  @Test
  void connect_inviteNeverAccepted_isWithdrawnAndFails() {
    assertSame(script(Sequence.CONNECT, CONNECT, 30 * 24));
  }

  @Test
  void connect_acceptedBeforeAnyInvite() {
    assertSame(with(script(Sequence.CONNECT, CONNECT, 30 * 24), 0, EventKind.ACCEPTS_REQUEST));
  }

  @Test
  void connect_acceptedAfterTheWithdrawal_staysFailed() {
    assertSame(
        with(script(Sequence.CONNECT, CONNECT, 30 * 24), 21 * 24 + 1, EventKind.ACCEPTS_REQUEST));
  }

  @Test
  void connect_inviteOnly_completesWhenSent() {
    assertSame(script(Sequence.CONNECT, Map.of("shortNote", "S"), 48));
  }

  @Test
  void connect_withoutMessage2_takesDelaysByPosition() {
    Map<String, String> content = Map.of("longNote", "L", "message1", "M1", "message3", "M3");
    assertSame(with(script(Sequence.CONNECT, content, 30 * 24), 7, EventKind.ACCEPTS_REQUEST));
  }

  @Test
  void message_threeMessages() {
    assertSame(
        delays(
            script(
                Sequence.MESSAGE,
                Map.of("message1", "a", "message2", "b", "message3", "c"),
                20 * 24),
            "PT5H"));
  }

  @Test
  void inmail_subjectsAndBodies() {
    assertSame(script(Sequence.INMAIL, MAILS, 20 * 24));
  }

  @Test
  void email_toAUsableAddress() {
    assertSame(script(Sequence.EMAIL, MAILS, 20 * 24));
  }

  @Test
  void email_withARepliedLead() {
    assertSame(with(script(Sequence.EMAIL, MAILS, 20 * 24), 80, EventKind.REPLY_DETECTED));
  }

  @Test
  void email_withoutAnAddress_orWithAnInvalidOne_fails() {
    Outcome none = program(email(script(Sequence.EMAIL, MAILS, 48), null, null));
    assertThat(none).isEqualTo(engine(email(script(Sequence.EMAIL, MAILS, 48), null, null)));
    assertThat(none.ending()).isEqualTo("FAILED NO_EMAIL");
    Script invalid =
        email(script(Sequence.EMAIL, MAILS, 48), "x@lead.example", EmailStatus.INVALID);
    assertThat(program(invalid))
        .isEqualTo(engine(invalid))
        .isEqualTo(new Outcome(List.of(), "FAILED INVALID_EMAIL"));
  }

  /**
   * Any fixed campaign: its sequence, which texts it has, its delays, the lead's address, an
   * acceptance and a reply at random hours.
   */
  @Property(tries = 60)
  void anyFixedCampaign_runsAlikeAsAProgram(@ForAll("scripts") Script script) {
    assertThat(program(script)).isEqualTo(engine(script));
  }

  @Provide
  Arbitrary<Script> scripts() {
    Arbitrary<Sequence> sequences = Arbitraries.of(Sequence.class);
    Arbitrary<Set<String>> optional =
        Arbitraries.of(
                "longNote",
                "shortNote",
                "message1",
                "message2",
                "message3",
                "subject2",
                "subject3",
                "content2",
                "content3")
            .set();
    Arbitrary<List<String>> delays =
        Arbitraries.of("PT1H", "PT5H", "P1D", "P3D").list().ofMaxSize(2);
    Arbitrary<Optional<Long>> hour = Arbitraries.longs().between(0, 600).optional(0.6);
    Arbitrary<Integer> address = Arbitraries.integers().between(0, 5);
    return Combinators.combine(sequences, optional, delays, hour, hour, address)
        .as(
            (sequence, fields, waits, accept, reply, addressKind) -> {
              Map<String, String> content = new java.util.HashMap<>();
              fields.forEach(field -> content.put(field, field.toUpperCase()));
              if (sequence == Sequence.MESSAGE) {
                content.put("message1", "M1");
              } else if (sequence == Sequence.INMAIL || sequence == Sequence.EMAIL) {
                content.put("subject1", "S1");
                content.put("content1", "C1");
              }
              List<String> given =
                  sequence == Sequence.CONNECT
                      ? waits
                      : waits.subList(0, Math.min(2, waits.size()));
              Map<Long, EventKind> events = new TreeMap<>();
              accept.ifPresent(at -> events.put(at, EventKind.ACCEPTS_REQUEST));
              reply.ifPresent(at -> events.put(at, EventKind.REPLY_DETECTED));
              String email = addressKind == 0 ? null : "lee@lead.example";
              EmailStatus status = addressKind == 1 ? EmailStatus.INVALID : EmailStatus.VALID;
              return new Script(sequence, content, given, email, status, events, 40 * 24);
            });
  }

  // ---------------------------------------------------------------- today's engine

  private static Outcome engine(Script s) {
    EngineHarness h = new EngineHarness();
    Instant start = h.clock.instant();
    h.world.sender(h.owner, s.sequence() == Sequence.EMAIL ? Channel.EMAIL : Channel.LINKEDIN);
    Delays delays = Delays.parse(s.sequence(), s.delays(), Duration.ZERO);
    List<Duration> waits = delays.effective().stream().map(Duration::parse).toList();
    Campaign campaign = h.campaign(s.sequence().name(), s.content(), waits);
    MembershipRow lee = h.lead(campaign, "lee", "Lee", s.email(), s.emailStatus());
    for (long hour = 0; hour <= s.hours(); hour++) {
      EventKind event = s.eventsAtHour().get(hour);
      if (event != null) {
        h.report(event, campaign, lee);
      }
      h.runUntilIdle();
      h.clock.advance(TICK);
    }
    List<String> actions = new ArrayList<>();
    for (EngineAction action : h.world.actionsOf(lee)) {
      if (action.status() == ActionStatus.SENT) {
        actions.add(
            action.step()
                + " "
                + action.type()
                + " +"
                + Duration.between(start, action.sentAt()).toHours());
      }
    }
    String reason = lee.statusReason == null ? "" : " " + lee.statusReason;
    return new Outcome(actions, lee.state.status().name() + reason);
  }

  // ---------------------------------------------------------------- the program

  private static Outcome program(Script s) {
    Program program =
        FixedPrograms.of(
            com.outreach.domain.campaign.CampaignContent.create(s.sequence(), s.content()),
            Delays.parse(s.sequence(), s.delays(), Duration.ZERO),
            InviteExpiry.DEFAULT);
    Instant start = EngineHarness.START;
    LeadEmail email =
        s.email() == null
            ? LeadEmail.MISSING
            : s.emailStatus() == EmailStatus.INVALID ? LeadEmail.INVALID : LeadEmail.USABLE;
    MembershipHistory history = MembershipHistory.startedAt(start, email);
    Optional<Instant> accepted = Optional.empty();
    Optional<Instant> replied = Optional.empty();
    List<String> actions = new ArrayList<>();
    for (long hour = 0; hour <= s.hours(); hour++) {
      Instant now = start.plus(TICK.multipliedBy(hour));
      EventKind event = s.eventsAtHour().get(hour);
      if (event == EventKind.ACCEPTS_REQUEST) {
        accepted = Optional.of(now);
      } else if (event == EventKind.REPLY_DETECTED) {
        replied = Optional.of(now);
      }
      history =
          new MembershipHistory(
              start,
              history.records(),
              accepted,
              Optional.empty(),
              List.of(),
              email,
              replied,
              Optional.empty());
      while (true) {
        NextStep next = ProgramEvaluator.next(program, history, now);
        if (next instanceof NextStep.Stopped) {
          return new Outcome(actions, "REPLIED");
        }
        if (next instanceof NextStep.End end) {
          if (end.status() == NextStep.Ending.COMPLETED && repliesAfter(s, hour)) {
            return new Outcome(actions, "REPLIED"); // D-48: a late reply still counts
          }
          String reason = end.reason() == null ? "" : " " + end.reason();
          return new Outcome(actions, end.status().name() + reason);
        }
        if (next instanceof NextStep.CarryOut carry) {
          var step = program.step(carry.index());
          history = history.with(StepRecord.carriedOut(step.id(), step.type(), now));
          actions.add(step.id() + " " + step.type() + " +" + hour);
        } else if (next instanceof NextStep.Withdraw withdraw) {
          history = history.with(StepRecord.withdrawn(program.step(withdraw.index()).id(), now));
          actions.add(program.step(withdraw.index()).id() + " WITHDRAW +" + hour);
        } else if (next instanceof NextStep.Skip skip) {
          // D-34's only skip: an invite to a lead who accepted already; today's ledger has no row.
          var step = program.step(skip.index());
          history =
              history.with(StepRecord.skipped(step.id(), step.type(), skip.at(), skip.reason()));
        } else {
          break; // waits: WaitUntil or AwaitAcceptance (a fixed sequence never checks a connection)
        }
      }
    }
    return new Outcome(actions, "IN_PROGRESS");
  }

  /** Whether the script has a reply after the given hour, within its run. */
  private static boolean repliesAfter(Script s, long hour) {
    return s.eventsAtHour().entrySet().stream()
        .anyMatch(
            e ->
                e.getKey() > hour
                    && e.getKey() <= s.hours()
                    && e.getValue() == EventKind.REPLY_DETECTED);
  }
}
