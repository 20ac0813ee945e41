package com.outreach.domain.campaign.program;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** D-50 steps and D-51 variants as a client writes them; D-55 (d) lengths. */
class ProgramParseTest {
  private static final Duration HOUR = Duration.ofHours(1);

  private static Map<String, Object> step(Object... keysAndValues) {
    Map<String, Object> fields = new HashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      fields.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return fields;
  }

  private static Program parse(Object... steps) {
    return Program.parse(List.of(steps), HOUR);
  }

  private static void assertInvalid(Object json) {
    assertRefused(() -> Program.parse(json, HOUR), ErrorCode.INVALID_STEPS, "Invalid steps!");
  }

  private static void assertInvalidSteps(Object... steps) {
    assertInvalid(List.of(steps));
  }

  private static final Map<String, Object> EMAIL =
      step("type", "EMAIL", "variants", List.of(Map.of("subject", "Hi", "body", "Hello")));

  @Test
  void theDefaults_fillEveryOmittedField() {
    Program program =
        parse(
            step("type", "visit"),
            step("type", "INVITE"),
            step("type", "Message", "variants", List.of(Map.of("text", "Hi {{firstName}}"))),
            EMAIL);
    assertThat(program.kind()).isEqualTo(ProgramKind.CUSTOM);
    assertThat(program.nextStepId()).isEqualTo(5);
    assertThat(program.steps())
        .extracting(ProgramStep::id, ProgramStep::type, s -> s.delay().text(), ProgramStep::when)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(1, StepType.VISIT, "PT0S", Guard.ALWAYS),
            org.assertj.core.groups.Tuple.tuple(2, StepType.INVITE, "P1D", Guard.ALWAYS),
            org.assertj.core.groups.Tuple.tuple(3, StepType.MESSAGE, "P1D", Guard.ALWAYS),
            org.assertj.core.groups.Tuple.tuple(4, StepType.EMAIL, "P1D", Guard.ALWAYS));
    assertThat(program.step(0).variants()).isEmpty();
    assertThat(program.step(1).acceptWithin()).contains(StepDuration.of("P14D"));
    assertThat(program.step(1).acceptWindow()).isEqualTo(Duration.ofDays(14));
    assertThat(program.step(1).variants()).containsExactly(StepVariant.NO_NOTE);
    assertThat(program.step(2).acceptWithin()).isEmpty();
    assertThat(program.step(2).variants().get(0).fields(StepType.MESSAGE))
        .containsExactly(Map.entry("text", "Hi {{firstName}}"));
    assertThat(program.step(3).variants().get(0).fields(StepType.EMAIL))
        .containsExactly(Map.entry("subject", "Hi"), Map.entry("body", "Hello"));
  }

  @Test
  void givenValues_areKeptAsWritten_caseInsensitively() {
    Program program =
        parse(
            step("type", " invite ", "delay", "pt2h", "acceptWithin", "p7d", "when", "always"),
            step(
                "type",
                "EMAIL",
                "delay",
                "P90D",
                "when",
                "not_connected",
                "variants",
                List.of(
                    Map.of("subject", "A", "body", "one"), Map.of("subject", "B", "body", "two"))),
            step(
                "type",
                "message",
                "when",
                "Opened",
                "variants",
                List.of(Map.of("text", "x"), Map.of("text", "y"), Map.of("text", "z"))),
            step("type", "like_post", "delay", "PT1H", "when", "NOT_CLICKED"));
    assertThat(program.step(0).delay()).isEqualTo(new StepDuration("PT2H", Duration.ofHours(2)));
    assertThat(program.step(0).acceptWithin()).contains(StepDuration.of("P7D"));
    assertThat(program.step(1).delay().text()).isEqualTo("P90D");
    assertThat(program.step(1).when()).isEqualTo(Guard.NOT_CONNECTED);
    assertThat(program.step(1).variants()).hasSize(2);
    assertThat(program.step(2).when()).isEqualTo(Guard.OPENED);
    assertThat(program.step(2).variants()).hasSize(3);
    assertThat(program.step(3).type()).isEqualTo(StepType.LIKE_POST);
    assertThat(program.step(3).when()).isEqualTo(Guard.NOT_CLICKED);
  }

  @Test
  void anInvite_mayHaveNotesOrNone_andAFollowUpMayAnswerTheThread() {
    Program program =
        parse(
            step(
                "type",
                "INVITE",
                "variants",
                List.of(Map.of("note", "x".repeat(275)), Map.of(), Map.of("note", "  "))),
            step("type", "INMAIL", "variants", List.of(Map.of("subject", "S", "body", "B"))),
            step("type", "INMAIL", "variants", List.of(Map.of("body", "again"))),
            EMAIL,
            step("type", "EMAIL", "variants", List.of(Map.of("body", "again"))));
    assertThat(program.step(0).variants())
        .containsExactly(
            StepVariant.note(
                com.outreach.domain.campaign.MessageTemplate.parse("x".repeat(275), "n")),
            StepVariant.NO_NOTE,
            StepVariant.NO_NOTE);
    assertThat(program.step(2).variants().get(0).subject()).isEmpty();
    assertThat(program.step(4).variants().get(0).subject()).isEmpty();
  }

  @Test
  void unknownKeysAndNulls_areIgnored() {
    Map<String, Object> fields = step("type", "VISIT", "stepId", 7, "colour", "red");
    fields.put("delay", null);
    fields.put("variants", null);
    Program program = parse(fields);
    assertThat(program.step(0).delay().text()).isEqualTo("PT0S");
  }

  @Test
  void oneToTwentySteps() {
    List<Object> twenty = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      twenty.add(step("type", "VISIT"));
    }
    assertThat(Program.parse(twenty, HOUR).size()).isEqualTo(20);
    twenty.add(step("type", "VISIT"));
    assertInvalid(twenty);
    assertInvalid(List.of());
    assertInvalid(null);
    assertInvalid("VISIT");
    assertInvalid(Map.of("type", "VISIT"));
    assertInvalid(List.of("VISIT"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"WITHDRAW", "CONNECT", "", "VISIT_PROFILE", "ınvite"})
  void anUnknownType_isInvalid(String type) {
    assertInvalidSteps(step("type", type));
  }

  @Test
  void aMissingOrNonTextType_isInvalid() {
    assertInvalidSteps(step("delay", "P1D"));
    assertInvalidSteps(step("type", 3));
  }

  @Test
  void delays_lieBetweenTheMinimumAndNinetyDays_theFirstMayBeZero() {
    assertThat(parse(step("type", "VISIT", "delay", "PT0S")).step(0).delay().value()).isZero();
    assertThat(parse(step("type", "VISIT", "delay", "PT1H")).step(0).delay().text())
        .isEqualTo("PT1H");
    for (String delay : List.of("PT59M", "PT0S", "P90DT1S", "P91D", "-P1D", "P1W", "1D", "")) {
      assertInvalidSteps(step("type", "VISIT"), step("type", "VISIT", "delay", delay));
    }
    for (String delay : List.of("PT30M", "P91D", "soon")) {
      assertInvalidSteps(step("type", "VISIT", "delay", delay));
    }
    assertInvalidSteps(step("type", "VISIT", "delay", 3600));
    Program fast =
        Program.parse(
            List.of(step("type", "VISIT"), step("type", "VISIT", "delay", "PT0S")), Duration.ZERO);
    assertThat(fast.step(1).delay().value()).isZero();
  }

  @Test
  void acceptWithin_belongsToInvites_betweenTheMinimumAndNinetyDays() {
    assertThat(parse(step("type", "INVITE", "acceptWithin", "P90D")).step(0).acceptWindow())
        .isEqualTo(Duration.ofDays(90));
    for (String within : List.of("PT59M", "PT0S", "P91D", "never")) {
      assertInvalidSteps(step("type", "INVITE", "acceptWithin", within));
    }
    assertInvalidSteps(step("type", "VISIT", "acceptWithin", "P14D"));
    assertInvalidSteps(
        EMAIL,
        step("type", "EMAIL", "acceptWithin", "P14D", "variants", List.of(Map.of("body", "b"))));
  }

  @Test
  void guards_areTheSevenNames_andEmailGuardsNeedAnEarlierEmail() {
    for (Guard guard : Guard.values()) {
      assertThat(parse(EMAIL, step("type", "VISIT", "when", guard.name())).step(1).when())
          .isEqualTo(guard);
    }
    assertInvalidSteps(step("type", "VISIT", "when", "NO_REPLY"));
    assertInvalidSteps(step("type", "VISIT", "when", "sometimes"));
    assertInvalidSteps(step("type", "VISIT", "when", true));
    for (String guard : List.of("OPENED", "NOT_OPENED", "CLICKED", "NOT_CLICKED")) {
      assertInvalidSteps(step("type", "INVITE"), step("type", "VISIT", "when", guard));
      assertInvalidSteps(
          step(
              "type",
              "EMAIL",
              "when",
              guard,
              "variants",
              List.of(Map.of("subject", "s", "body", "b"))));
    }
    assertThat(parse(step("type", "VISIT", "when", "CONNECTED")).step(0).when())
        .isEqualTo(Guard.CONNECTED);
  }

  @Test
  void variants_areOneToFive_andOnlyOnStepsWithTexts() {
    List<Map<String, Object>> five = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      five.add(Map.of("text", "t" + i));
    }
    assertThat(parse(step("type", "MESSAGE", "variants", five)).step(0).variants()).hasSize(5);
    List<Map<String, Object>> six = new ArrayList<>(five);
    six.add(Map.of("text", "t5"));
    assertInvalidSteps(step("type", "MESSAGE", "variants", six));
    assertInvalidSteps(step("type", "MESSAGE", "variants", List.of()));
    assertInvalidSteps(step("type", "MESSAGE"));
    assertInvalidSteps(step("type", "EMAIL"));
    assertInvalidSteps(step("type", "INMAIL"));
    assertInvalidSteps(step("type", "INVITE", "variants", List.of()));
    assertInvalidSteps(step("type", "MESSAGE", "variants", Map.of("text", "t")));
    assertInvalidSteps(step("type", "MESSAGE", "variants", List.of("t")));
    assertInvalidSteps(step("type", "VISIT", "variants", List.of(Map.of("text", "t"))));
    assertInvalidSteps(step("type", "LIKE_POST", "variants", List.of()));
  }

  @Test
  void eachVariant_hasItsStepsTexts() {
    assertInvalidSteps(step("type", "MESSAGE", "variants", List.of(Map.of("note", "t"))));
    assertInvalidSteps(step("type", "MESSAGE", "variants", List.of(Map.of("text", " "))));
    assertInvalidSteps(step("type", "MESSAGE", "variants", List.of(Map.of("text", 5))));
    assertInvalidSteps(step("type", "EMAIL", "variants", List.of(Map.of("subject", "s"))));
    assertInvalidSteps(step("type", "EMAIL", "variants", List.of(Map.of("body", "b"))));
    assertInvalidSteps(
        step(
            "type",
            "INMAIL",
            "variants",
            List.of(Map.of("subject", "s", "body", "b"), Map.of("body", "b"))));
    assertInvalidSteps(step("type", "INVITE", "variants", List.of(Map.of("note", List.of("n")))));
  }

  @Test
  void notes_areAtMost275CodePoints() {
    String emoji = "\uD83D\uDE00"; // one code point, two chars
    assertThat(
            parse(step("type", "INVITE", "variants", List.of(Map.of("note", emoji.repeat(275)))))
                .size())
        .isEqualTo(1);
    assertInvalidSteps(
        step("type", "INVITE", "variants", List.of(Map.of("note", "x".repeat(276)))));
    assertInvalidSteps(
        step("type", "INVITE", "variants", List.of(Map.of("note", "x".repeat(9000)))));
  }

  @Test
  void placeholders_mustBalance() {
    assertInvalidSteps(
        step("type", "MESSAGE", "variants", List.of(Map.of("text", "Hi {{firstName"))));
    assertInvalidSteps(step("type", "INVITE", "variants", List.of(Map.of("note", "}} hi"))));
    assertInvalidSteps(
        step("type", "EMAIL", "variants", List.of(Map.of("subject", "{{ }}", "body", "b"))));
    assertThat(
            parse(
                    step(
                        "type",
                        "MESSAGE",
                        "variants",
                        List.of(Map.of("text", "Hi {{firstName|there}}"))))
                .step(0)
                .variants()
                .get(0)
                .body()
                .map(t -> t.render(Map.of())))
        .isEqualTo(Optional.of("Hi there"));
  }

  @Test
  void textsAndSubjects_haveD55Limits() {
    assertThat(
            parse(step("type", "MESSAGE", "variants", List.of(Map.of("text", "x".repeat(8000)))))
                .size())
        .isEqualTo(1);
    assertRefused(
        () -> parse(step("type", "MESSAGE", "variants", List.of(Map.of("text", "x".repeat(8001))))),
        ErrorCode.FIELD_TOO_LONG,
        "Content must be at most 8000 characters!");
    assertRefused(
        () ->
            parse(
                step(
                    "type",
                    "EMAIL",
                    "variants",
                    List.of(Map.of("subject", "s", "body", "x".repeat(8001))))),
        ErrorCode.FIELD_TOO_LONG,
        "Content must be at most 8000 characters!");
    assertThat(
            parse(
                    step(
                        "type",
                        "EMAIL",
                        "variants",
                        List.of(Map.of("subject", "s".repeat(998), "body", "b"))))
                .size())
        .isEqualTo(1);
    assertRefused(
        () ->
            parse(
                step(
                    "type",
                    "INMAIL",
                    "variants",
                    List.of(Map.of("subject", "s".repeat(999), "body", "b")))),
        ErrorCode.FIELD_TOO_LONG,
        "Subject must be at most 998 characters!");
  }

  @Test
  void theFirstRefusalInArrayOrder_answers() {
    assertRefused(
        () ->
            parse(
                step("type", "JUMP"),
                step("type", "MESSAGE", "variants", List.of(Map.of("text", "x".repeat(8001))))),
        ErrorCode.INVALID_STEPS,
        "Invalid steps!");
    assertRefused(
        () ->
            parse(
                step("type", "MESSAGE", "variants", List.of(Map.of("text", "x".repeat(8001)))),
                step("type", "JUMP")),
        ErrorCode.FIELD_TOO_LONG,
        "Content must be at most 8000 characters!");
  }
}
