package com.outreach.domain.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.MessageTemplate;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.StepVariant;
import com.outreach.domain.campaign.program.VariantAssignment;
import com.outreach.domain.engine.StepTexts.RenderedStep;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StepTextsTest {
  private static final Map<String, String> ADA =
      Map.of("firstName", "Ada", "company", "Analytical Engines");

  private static CampaignContent content(Sequence sequence, Map<String, String> fields) {
    return CampaignContent.create(sequence, fields);
  }

  private static Map<String, String> leadNamed(String firstName) {
    return Map.of("firstName", firstName);
  }

  @Test
  void inviteNote_renderedLongNoteThatFits_isTheLongNote() {
    CampaignContent connect =
        content(Sequence.CONNECT, Map.of("longNote", "Hi {{firstName}}, long", "shortNote", "Hi"));
    assertThat(StepTexts.inviteNote(connect, ADA, 200)).contains("Hi Ada, long");
  }

  @Test
  void inviteNote_renderedLongNoteTooLong_fallsBackToTheShortNote() {
    // 275 code points of template, over 300 once the name is in.
    CampaignContent connect =
        content(
            Sequence.CONNECT,
            Map.of(
                "longNote", "{{firstName}} " + "x".repeat(260), "shortNote", "Hi {{firstName}}"));
    Map<String, String> lead = leadNamed("N".repeat(40));
    assertThat(StepTexts.inviteNote(connect, lead, 300)).contains("Hi " + "N".repeat(40));
  }

  @Test
  void inviteNote_limitOfAFreeAccount_is200() {
    CampaignContent connect =
        content(
            Sequence.CONNECT, Map.of("longNote", "L".repeat(250), "shortNote", "S".repeat(150)));
    assertThat(StepTexts.inviteNote(connect, ADA, StepTexts.PREMIUM_NOTE_LIMIT))
        .contains("L".repeat(250));
    assertThat(StepTexts.inviteNote(connect, ADA, StepTexts.FREE_NOTE_LIMIT))
        .contains("S".repeat(150));
  }

  @Test
  void inviteNote_exactlyAtTheLimit_fits_countedInCodePoints() {
    String emoji = "\uD83D\uDE00"; // one code point, two chars
    CampaignContent connect = content(Sequence.CONNECT, Map.of("longNote", "{{firstName}}"));
    Map<String, String> lead = leadNamed(emoji.repeat(200));
    assertThat(StepTexts.inviteNote(connect, lead, 200)).contains(emoji.repeat(200));
    assertThat(StepTexts.inviteNote(connect, lead, 199)).isEmpty();
  }

  @Test
  void inviteNote_neitherFits_isNone() {
    CampaignContent connect =
        content(
            Sequence.CONNECT,
            Map.of("longNote", "{{firstName}} long", "shortNote", "{{firstName}} short"));
    assertThat(StepTexts.inviteNote(connect, leadNamed("N".repeat(301)), 300)).isEmpty();
  }

  @Test
  void inviteNote_withoutNotes_isNone() {
    assertThat(StepTexts.inviteNote(content(Sequence.CONNECT, Map.of("message1", "M")), ADA, 300))
        .isEmpty();
  }

  @Test
  void render_connect_inviteWithThePremiumNote_thenRenderedMessages() {
    CampaignContent connect =
        content(
            Sequence.CONNECT,
            Map.of(
                "longNote",
                "Hello {{firstName}}",
                "message1",
                "Thanks {{firstName}}",
                "message3",
                "At {{company|your firm}}?"));
    assertThat(StepTexts.stepCount(connect)).isEqualTo(3);
    assertThat(StepTexts.render(connect, 1, ADA))
        .isEqualTo(new RenderedStep(Step.Kind.INVITE, Optional.empty(), "Hello Ada"));
    assertThat(StepTexts.render(connect, 2, ADA))
        .isEqualTo(new RenderedStep(Step.Kind.MESSAGE, Optional.empty(), "Thanks Ada"));
    assertThat(StepTexts.render(connect, 3, Map.of()))
        .isEqualTo(new RenderedStep(Step.Kind.MESSAGE, Optional.empty(), "At your firm?"));
  }

  @Test
  void render_inviteWithoutNote_hasAnEmptyBody() {
    CampaignContent connect = content(Sequence.CONNECT, Map.of("message1", "M"));
    assertThat(StepTexts.render(connect, 1, ADA))
        .isEqualTo(new RenderedStep(Step.Kind.INVITE, Optional.empty(), ""));
  }

  @Test
  void render_email_followUpWithoutSubject_repliesToTheRenderedFirstSubject() {
    CampaignContent email =
        content(
            Sequence.EMAIL,
            Map.of(
                "subject1",
                "Idea for {{company}}",
                "content1",
                "Hi {{firstName}}",
                "subject2",
                "Second thought",
                "content2",
                "C2",
                "content3",
                "C3 {{firstName}}"));
    assertThat(StepTexts.stepCount(email)).isEqualTo(3);
    assertThat(StepTexts.render(email, 1, ADA))
        .isEqualTo(
            new RenderedStep(
                Step.Kind.EMAIL, Optional.of("Idea for Analytical Engines"), "Hi Ada"));
    assertThat(StepTexts.render(email, 2, ADA))
        .isEqualTo(new RenderedStep(Step.Kind.EMAIL, Optional.of("Second thought"), "C2"));
    assertThat(StepTexts.render(email, 3, ADA))
        .isEqualTo(
            new RenderedStep(
                Step.Kind.EMAIL, Optional.of("Re: Idea for Analytical Engines"), "C3 Ada"));
  }

  @Test
  void render_inmail_stepsAreThePresentOnes_inOrder() {
    CampaignContent inmail =
        content(
            Sequence.INMAIL,
            Map.of(
                "subject1",
                "S1",
                "content1",
                "C1",
                "subject2",
                "S2 without body",
                "message3",
                "M3"));
    assertThat(StepTexts.stepCount(inmail)).isEqualTo(2);
    assertThat(StepTexts.render(inmail, 2, ADA))
        .isEqualTo(new RenderedStep(Step.Kind.INMAIL, Optional.of("Re: S1"), "M3"));
  }

  @Test
  void render_message_hasNoSubject() {
    CampaignContent message =
        content(Sequence.MESSAGE, Map.of("message1", "Hi {{firstName|there}}"));
    assertThat(StepTexts.render(message, 1, Map.of("firstName", " ")))
        .isEqualTo(new RenderedStep(Step.Kind.MESSAGE, Optional.empty(), "Hi there"));
  }

  @Test
  void render_stepOutOfRange_isRejected() {
    CampaignContent message = content(Sequence.MESSAGE, Map.of("message1", "M1", "message2", "M2"));
    assertThatIllegalArgumentException().isThrownBy(() -> StepTexts.render(message, 0, ADA));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> StepTexts.render(message, 3, ADA))
        .withMessage("step must be from 1 to 2: 3");
  }

  private static Map<String, Object> step(Object... keysAndValues) {
    Map<String, Object> fields = new java.util.HashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      fields.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return fields;
  }

  /** An INMAIL opening in two variants, a VISIT, then an INMAIL follow-up without a subject. */
  private static final Program THREAD =
      Program.parse(
          java.util.List.of(
              step(
                  "type",
                  "INMAIL",
                  "variants",
                  java.util.List.of(
                      Map.of("subject", "A {{firstName}}", "body", "Body A"),
                      Map.of("subject", "B {{firstName}}", "body", "Body B {{firstName}}"))),
              step("type", "VISIT", "delay", "PT1H"),
              step(
                  "type",
                  "INMAIL",
                  "delay",
                  "PT1H",
                  "variants",
                  java.util.List.of(Map.of("body", "More {{firstName}}")))),
          java.time.Duration.ofMinutes(1));

  @Test
  void aProgramStep_rendersTheGivenVariant() {
    java.util.UUID membership = java.util.UUID.randomUUID();
    assertThat(StepTexts.render(THREAD, 1, 0, membership, ADA))
        .isEqualTo(new RenderedStep(Step.Kind.INMAIL, Optional.of("A Ada"), "Body A"));
    assertThat(StepTexts.render(THREAD, 1, 1, membership, ADA))
        .isEqualTo(new RenderedStep(Step.Kind.INMAIL, Optional.of("B Ada"), "Body B Ada"));
  }

  @Test
  void aProgramFollowUpWithoutSubject_answersTheFirstSubjectInTheMembershipsVariant() {
    for (int i = 0; i < 20; i++) {
      java.util.UUID membership = java.util.UUID.randomUUID();
      int opening = VariantAssignment.variantOf(membership, THREAD.step(0));
      assertThat(StepTexts.render(THREAD, 3, 0, membership, ADA))
          .isEqualTo(
              new RenderedStep(
                  Step.Kind.INMAIL,
                  Optional.of(opening == 0 ? "Re: A Ada" : "Re: B Ada"),
                  "More Ada"));
    }
  }

  @Test
  void aProgramInviteNote_fitsTheNetworkLimit_orGoesWithout() {
    StepVariant note =
        StepVariant.note(MessageTemplate.parse("{{firstName}} " + "x".repeat(250), "note"));
    assertThat(StepTexts.inviteNote(note, ADA, StepTexts.PREMIUM_NOTE_LIMIT))
        .contains("Ada " + "x".repeat(250));
    assertThat(StepTexts.inviteNote(note, ADA, StepTexts.FREE_NOTE_LIMIT)).isEmpty();
    assertThat(StepTexts.inviteNote(StepVariant.NO_NOTE, ADA, 300)).isEmpty();
  }

  @Test
  void aProgramStepWithoutTexts_orAnUnknownStepOrVariant_isRefused() {
    java.util.UUID membership = java.util.UUID.randomUUID();
    assertThatIllegalArgumentException()
        .isThrownBy(() -> StepTexts.render(THREAD, 2, 0, membership, ADA));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> StepTexts.render(THREAD, 4, 0, membership, ADA));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> StepTexts.render(THREAD, 1, 2, membership, ADA));
  }
}
