package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CampaignContentTest {
  private static final String EMOJI = "\uD83D\uDE00"; // one code point, two UTF-16 chars

  private static CampaignContent connect(Map<String, String> fields) {
    return CampaignContent.create(Sequence.CONNECT, fields);
  }

  @Test
  void longNote_of275CodePoints_isAccepted() {
    assertThat(connect(Map.of("longNote", "a".repeat(275))).fields()).containsKey("longNote");
  }

  @Test
  void longNote_of276CodePoints_isRefused() {
    assertRefused(
        () -> connect(Map.of("longNote", "a".repeat(276))),
        ErrorCode.FIELD_TOO_LONG,
        "Long note must be at most 275 characters!");
  }

  @Test
  void longNote_of275Emojis_isAccepted_becauseAnEmojiIsOneCharacter() {
    String note = EMOJI.repeat(275);
    assertThat(note).hasSize(550);
    assertThat(connect(Map.of("longNote", note)).template("longNote").orElseThrow().source())
        .isEqualTo(note);
  }

  @Test
  void longNote_of276Emojis_isRefused() {
    assertRefused(
        () -> connect(Map.of("longNote", EMOJI.repeat(276))),
        ErrorCode.FIELD_TOO_LONG,
        "Long note must be at most 275 characters!");
  }

  @Test
  void shortNote_of175CodePoints_isAccepted() {
    assertThat(connect(Map.of("shortNote", "b".repeat(174) + EMOJI)).fields())
        .containsKey("shortNote");
  }

  @Test
  void shortNote_of176CodePoints_isRefused() {
    assertRefused(
        () -> connect(Map.of("shortNote", "b".repeat(175) + EMOJI)),
        ErrorCode.FIELD_TOO_LONG,
        "Short note must be at most 175 characters!");
  }

  @Test
  void noteLength_countsTheTemplateNotTheRenderedText() {
    String note = "{{firstName}}" + "a".repeat(275 - 13);
    assertThat(connect(Map.of("longNote", note)).fields()).containsEntry("longNote", note);
  }

  @ParameterizedTest
  @EnumSource(Sequence.class)
  void noteLimits_applyWhateverTheSequence(Sequence sequence) {
    Map<String, String> fields =
        Map.of("shortNote", "x".repeat(176), "message1", "m", "subject1", "s");
    assertRefused(
        () -> CampaignContent.create(sequence, fields),
        ErrorCode.FIELD_TOO_LONG,
        "Short note must be at most 175 characters!");
  }

  @Test
  void placeholderCheck_comesBeforeLengthCheck() {
    Map<String, String> fields = Map.of("longNote", "x".repeat(300), "message3", "Hi {{firstName");
    assertRefused(
        () -> connect(fields), ErrorCode.INVALID_PLACEHOLDER, "Invalid placeholder in message3!");
  }

  @Test
  void lengthCheck_comesBeforeSequenceRequirements() {
    Map<String, String> fields = Map.of("longNote", "x".repeat(276));
    assertRefused(
        () -> CampaignContent.create(Sequence.MESSAGE, fields),
        ErrorCode.FIELD_TOO_LONG,
        "Long note must be at most 275 characters!");
  }

  @Test
  void placeholderErrors_nameTheFirstBadFieldInFieldOrder() {
    Map<String, String> fields = Map.of("content1", "{{", "subject2", "}}", "shortNote", "{{}}");
    assertRefused(
        () -> connect(fields), ErrorCode.INVALID_PLACEHOLDER, "Invalid placeholder in shortNote!");
  }

  @Test
  void absentContent_isRefused() {
    assertRefused(() -> connect(null), ErrorCode.CONTENT_REQUIRED, "Content is required!");
  }

  @Test
  void connect_withoutAnyField_isAccepted() {
    assertThat(connect(Map.of()).fields()).isEmpty();
  }

  @Test
  void message_withoutMessage1_isRefused() {
    assertRefused(
        () ->
            CampaignContent.create(Sequence.MESSAGE, Map.of("message2", "Hello", "longNote", "n")),
        ErrorCode.MESSAGE1_REQUIRED,
        "Content must contain message1 for this sequence!");
  }

  @Test
  void message_withBlankMessage1_isRefused() {
    assertRefused(
        () -> CampaignContent.create(Sequence.MESSAGE, Map.of("message1", "  \n")),
        ErrorCode.MESSAGE1_REQUIRED,
        "Content must contain message1 for this sequence!");
  }

  @Test
  void message_withMessage1_isAccepted() {
    assertThat(CampaignContent.create(Sequence.MESSAGE, Map.of("message1", "Hi")).sequence())
        .isEqualTo(Sequence.MESSAGE);
  }

  @ParameterizedTest
  @EnumSource(
      value = Sequence.class,
      names = {"INMAIL", "EMAIL"})
  void subjectSequences_needSubject1AndAFirstBody(Sequence sequence) {
    String message = "Content must contain subject1 and content1 for this sequence!";
    ErrorCode code = ErrorCode.SUBJECT1_AND_CONTENT1_REQUIRED;
    assertRefused(() -> CampaignContent.create(sequence, Map.of()), code, message);
    assertRefused(() -> CampaignContent.create(sequence, Map.of("subject1", "S")), code, message);
    assertRefused(() -> CampaignContent.create(sequence, Map.of("content1", "B")), code, message);
    assertRefused(
        () -> CampaignContent.create(sequence, Map.of("subject2", "S", "content1", "B")),
        code,
        message);
    assertRefused(
        () -> CampaignContent.create(sequence, Map.of("subject1", "S", "content2", "B")),
        code,
        message);
    assertThat(
            CampaignContent.create(sequence, Map.of("subject1", "S", "content1", "B")).sequence())
        .isEqualTo(sequence);
    assertThat(
            CampaignContent.create(sequence, Map.of("subject1", "S", "message1", "B")).sequence())
        .isEqualTo(sequence);
  }

  @Test
  void unknownFields_andBlankValues_areNotKept() {
    Map<String, String> fields = new HashMap<>();
    fields.put("message1", "Hi {{firstName}}");
    fields.put("message2", "");
    fields.put("message3", null);
    fields.put("ps", "unknown field");
    assertThat(connect(fields).fields()).containsExactly(Map.entry("message1", "Hi {{firstName}}"));
  }

  @Test
  void fields_keepTextsExactlyAsGiven_inFieldOrder() {
    Map<String, String> fields = Map.of("content1", " Body \n", "subject1", "S", "longNote", "N");
    assertThat(CampaignContent.create(Sequence.EMAIL, fields).fields())
        .containsExactly(
            Map.entry("longNote", "N"),
            Map.entry("subject1", "S"),
            Map.entry("content1", " Body \n"));
  }

  @Test
  void sameSequenceAndFields_makeEqualContent() {
    assertThat(connect(Map.of("message1", "Hi")))
        .isEqualTo(connect(Map.of("message1", "Hi", "x", "y")))
        .isNotEqualTo(CampaignContent.create(Sequence.MESSAGE, Map.of("message1", "Hi")));
  }

  @Test
  void givenTexts_ofAtMost8000Characters_andSubjectsOfAtMost998_areAccepted() {
    CampaignContent content =
        CampaignContent.given(
            Sequence.EMAIL,
            Map.of(
                "subject1", "s".repeat(998),
                "content1", "c".repeat(8_000),
                "message2", EMOJI.repeat(8_000)));

    assertThat(content.fields()).containsKeys("subject1", "content1", "message2");
  }

  @Test
  void aGivenText_ofMoreThan8000Characters_isRefused_inAnyContentField() {
    for (String field : new String[] {"message1", "message3", "content1", "content3"}) {
      Map<String, String> fields = new HashMap<>(Map.of("subject1", "Hi", "message1", "Hello"));
      fields.put(field, "x".repeat(8_001));

      assertRefused(
          () -> CampaignContent.given(Sequence.EMAIL, fields),
          ErrorCode.FIELD_TOO_LONG,
          "Content must be at most 8000 characters!");
    }
  }

  @Test
  void aGivenSubject_ofMoreThan998Characters_isRefused() {
    assertRefused(
        () ->
            CampaignContent.given(
                Sequence.EMAIL, Map.of("subject1", "s".repeat(999), "content1", "Hello")),
        ErrorCode.FIELD_TOO_LONG,
        "Subject must be at most 998 characters!");
    assertRefused(
        () ->
            CampaignContent.given(
                Sequence.INMAIL,
                Map.of("subject1", "Hi", "content1", "Hello", "subject3", "s".repeat(5_000))),
        ErrorCode.FIELD_TOO_LONG,
        "Subject must be at most 998 characters!");
  }

  @Test
  void aHugeNote_isRefusedWithItsOwnLimit() {
    assertRefused(
        () -> CampaignContent.given(Sequence.CONNECT, Map.of("longNote", "n".repeat(9_000))),
        ErrorCode.FIELD_TOO_LONG,
        "Long note must be at most 275 characters!");
  }

  @Test
  void storedContent_beyondTheLimits_stillReads() {
    assertThat(
            CampaignContent.create(Sequence.MESSAGE, Map.of("message1", "x".repeat(9_000)))
                .fields())
        .containsKey("message1");
  }
}
