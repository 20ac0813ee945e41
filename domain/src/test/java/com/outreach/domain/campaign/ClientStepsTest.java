package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.CampaignChange.Field;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramKind;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A client's {@code steps} (D-50) on creation and change: read as a program (every invalid one with
 * its own answer) and refused as a whole while the engine runs only the fixed sequences, checked
 * right after url; nothing changes.
 */
class ClientStepsTest {
  private static final UserId OWNER = UserId.random();
  private static final Instant CREATED = Instant.parse("2025-01-01T10:00:00Z");
  private static final Instant LATER = CREATED.plusSeconds(60);
  private static final CampaignRules RULES =
      new CampaignRules(Duration.ofHours(1), kind -> Set.of());
  private static final Map<String, String> CONTENT = Map.of("longNote", "Hi", "message1", "Thanks");
  private static final List<Object> VALID =
      List.of(
          Map.of("type", "VISIT"),
          Map.of("type", "INVITE", "acceptWithin", "P7D"),
          Map.of(
              "type", "MESSAGE", "when", "CONNECTED", "variants", List.of(Map.of("text", "Hi"))));

  private static SettingsInput steps(Object steps) {
    return new SettingsInput(null, null, null, null, steps);
  }

  private static Campaign create(String sequence, Map<String, String> content, Object steps) {
    return Campaign.create(OWNER, "Spring", null, sequence, content, steps(steps), RULES, CREATED);
  }

  @Test
  void validSteps_areRefused_withOrWithoutASequence() {
    assertRefused(() -> create(null, null, VALID), ErrorCode.INVALID_STEPS, "Invalid steps!");
    assertRefused(
        () -> create("CONNECT", CONTENT, VALID), ErrorCode.INVALID_STEPS, "Invalid steps!");
  }

  @Test
  void invalidSteps_answerAsTheProgramReadsThem() {
    assertRefused(() -> create(null, null, List.of()), ErrorCode.INVALID_STEPS, "Invalid steps!");
    assertRefused(() -> create(null, null, "x"), ErrorCode.INVALID_STEPS, "Invalid steps!");
    assertRefused(
        () -> create(null, null, List.of(Map.of("type", "JUMP"))),
        ErrorCode.INVALID_STEPS,
        "Invalid steps!");
    assertRefused(
        () ->
            create(
                null,
                null,
                List.of(
                    Map.of(
                        "type", "MESSAGE", "variants", List.of(Map.of("text", "x".repeat(8001)))))),
        ErrorCode.FIELD_TOO_LONG,
        "Content must be at most 8000 characters!");
  }

  @Test
  void steps_areCheckedAfterTitleAndUrl_beforeSequenceAndContent() {
    assertRefused(
        () -> Campaign.create(OWNER, null, null, null, null, steps(VALID), RULES, CREATED),
        ErrorCode.TITLE_REQUIRED,
        "Title is required!");
    assertRefused(
        () -> Campaign.create(OWNER, "T", "ftp://x", null, null, steps(VALID), RULES, CREATED),
        ErrorCode.INVALID_SEARCH_URL,
        "Invalid search URL!");
    assertRefused(
        () -> create("NOPE", Map.of(), List.of()), ErrorCode.INVALID_STEPS, "Invalid steps!");
  }

  @Test
  void nullSteps_leaveTheFixedSequence() {
    Campaign campaign = create("CONNECT", CONTENT, null);

    assertThat(campaign.sequence()).isEqualTo(Sequence.CONNECT);
  }

  @Test
  void aChangeWithSteps_isRefused_andChangesNothing() {
    Campaign campaign = create("CONNECT", CONTENT, null);
    Campaign.Snapshot before = campaign.snapshot();
    CampaignChange withSteps =
        new CampaignChange(
            EnumSet.of(Field.TITLE, Field.STEPS, Field.TRACKING),
            "New",
            null,
            null,
            null,
            new SettingsInput(null, null, null, "x", VALID));

    assertRefused(
        () -> campaign.change(withSteps, RULES, LATER), ErrorCode.INVALID_STEPS, "Invalid steps!");
    assertThat(campaign.snapshot()).isEqualTo(before);
  }

  @Test
  void aChange_checksStepsAfterUrl_andBeforeSequence() {
    Campaign campaign = create("CONNECT", CONTENT, null);

    assertRefused(
        () ->
            campaign.change(
                new CampaignChange(
                    EnumSet.of(Field.URL, Field.STEPS), null, "ftp://x", null, null, steps(VALID)),
                RULES,
                LATER),
        ErrorCode.INVALID_SEARCH_URL,
        "Invalid search URL!");
    assertRefused(
        () ->
            campaign.change(
                new CampaignChange(
                    EnumSet.of(Field.STEPS, Field.SEQUENCE),
                    null,
                    null,
                    "EMAIL",
                    null,
                    steps(VALID)),
                RULES,
                LATER),
        ErrorCode.INVALID_STEPS,
        "Invalid steps!");
  }

  @Test
  void aChangeNamingNullSteps_keepsTheFixedSequence_andChangesNothingElse() {
    Campaign campaign = create("CONNECT", CONTENT, null);
    Campaign.Snapshot before = campaign.snapshot();

    boolean changed =
        campaign.change(
            new CampaignChange(EnumSet.of(Field.STEPS), null, null, null, null, steps(null)),
            RULES,
            LATER);

    assertThat(changed).isFalse();
    assertThat(campaign.snapshot()).isEqualTo(before);
  }

  // ------------------------------------------------ with client steps taken (P-265)

  private static final CampaignRules TAKEN =
      new CampaignRules(Duration.ofHours(1), kind -> Set.of(), true);

  @Test
  void withClientStepsTaken_aValidProgramIsTheCampaigns_andInvalidOnesAnswerAsBefore() {
    Campaign campaign =
        Campaign.create(OWNER, "Spring", null, "EMAIL", null, steps(VALID), TAKEN, CREATED);

    assertThat(campaign.kind()).isEqualTo(ProgramKind.CUSTOM);
    assertThat(campaign.sequence()).isNull();
    assertThat(campaign.content()).isNull();
    assertThat(campaign.program()).isEqualTo(Program.parse(VALID, Duration.ofHours(1)));
    assertRefused(
        () -> Campaign.create(OWNER, "S", null, null, null, steps(List.of()), TAKEN, CREATED),
        ErrorCode.INVALID_STEPS,
        "Invalid steps!");
  }

  @Test
  void withClientStepsTaken_aFixedCampaignBecomesCustom_keepingItsFixedIdentities() {
    Campaign campaign = create("CONNECT", CONTENT, null);
    List<Object> messageOnly =
        List.of(Map.of("type", "MESSAGE", "variants", List.of(Map.of("text", "Thanks"))));

    boolean changed =
        campaign.change(
            new CampaignChange(
                EnumSet.of(Field.STEPS, Field.SEQUENCE, Field.CONTENT, Field.DELAYS),
                null,
                null,
                "connect",
                Map.of(),
                new SettingsInput("x", null, null, null, messageOnly)),
            TAKEN,
            LATER);

    assertThat(changed).isTrue();
    assertThat(campaign.kind()).isEqualTo(ProgramKind.CUSTOM);
    assertThat(campaign.delays()).isNull();
    assertThat(campaign.program().steps()).extracting(ProgramStep::id).containsExactly(2);
    assertThat(campaign.program().nextStepId()).isEqualTo(3);
    assertThat(campaign.updatedAt()).isEqualTo(LATER);
  }
}
