package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class MessageTemplateTest {
  private static final Map<String, String> LEAD =
      Map.of(
          "firstName",
          "Ada",
          "lastName",
          "Lovelace",
          "fullName",
          "Ada Lovelace",
          "email",
          "ada@example.com",
          "company",
          "Analytical Engines",
          "job.title",
          "Countess",
          "prénom",
          "Ada",
          "team_size-2",
          "12");

  private static String render(String source, Map<String, String> fields) {
    return MessageTemplate.parse(source, "message1").render(fields);
  }

  @Test
  void placeholders_renderLeadFieldsAndCustomFields() {
    assertThat(render("Hi {{firstName}} {{lastName}} of {{company}} ({{email}})", LEAD))
        .isEqualTo("Hi Ada Lovelace of Analytical Engines (ada@example.com)");
  }

  @Test
  void names_mayUseLettersOfAnyScriptDigitsUnderscoresHyphensAndDots() {
    assertThat(render("{{prénom}}: {{team_size-2}} / {{job.title}}", LEAD))
        .isEqualTo("Ada: 12 / Countess");
  }

  @Test
  void whiteSpaceAroundNameAndFallback_isIgnored() {
    assertThat(render("Hi {{ firstName }}, {{\tjob.title | there }}!", LEAD))
        .isEqualTo("Hi Ada, Countess!");
  }

  @Test
  void presentValue_winsOverFallback() {
    assertThat(render("Hi {{firstName|there}}", LEAD)).isEqualTo("Hi Ada");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      value = {
        "Hi {{nickname|there}}!; Hi there!",
        "Hi {{nickname}}!; Hi !",
        "Hi {{nickname|}}!; Hi !",
        "Hi {{nickname|dear friend | colleague}}!; Hi dear friend | colleague!",
        "Hi {{nickname|{you}}}; Hi {you}"
      })
  void unknownName_rendersFallbackOrNothing(String source, String expected) {
    assertThat(render(source, LEAD)).isEqualTo(expected);
  }

  @Test
  void blankValue_rendersFallback() {
    Map<String, String> fields = new HashMap<>();
    fields.put("firstName", "  ");
    fields.put("lastName", null);
    assertThat(render("Hi {{firstName|there}}{{lastName|!}}", fields)).isEqualTo("Hi there!");
  }

  @Test
  void namesAreLookedUpExactlyAsWritten() {
    assertThat(render("Hi {{FirstName|you}}", LEAD)).isEqualTo("Hi you");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"{", "}", "a { b } c", "{firstName}", "x}y{z", "{{firstName}}}", "{ {name} }"})
  void singleBraces_areLiteralText(String source) {
    MessageTemplate template = MessageTemplate.parse(source, "message1");
    assertThat(template.render(Map.of())).isEqualTo(source.replace("{{firstName}}", ""));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Hi {{firstName",
        "Hi {{firstName}",
        "Hi firstName}}",
        "}}",
        "{{}}",
        "{{  }}",
        "{{|there}}",
        "{{ {{firstName}} }}",
        "{{a{{b}}",
        "{{first name}}",
        "{{first!}}",
        "{{{firstName}}}",
        "{{firstName}} and }}",
        "Hi {{firstName}} {{"
      })
  void unbalancedOrMalformedPlaceholder_isRefusedWithFieldName(String source) {
    assertRefused(
        () -> MessageTemplate.parse(source, "longNote"),
        ErrorCode.INVALID_PLACEHOLDER,
        "Invalid placeholder in longNote!");
  }

  @Test
  void render_withFunction_asksForEachPlaceholderName() {
    MessageTemplate template = MessageTemplate.parse("{{a}}-{{b|x}}-{{c}}", "message2");
    assertThat(template.render(name -> name.equals("c") ? null : name.toUpperCase()))
        .isEqualTo("A-B-");
  }

  @Test
  void source_andCodePointLength_describeTheTemplateAsWritten() {
    MessageTemplate template = MessageTemplate.parse("Hi {{firstName}} \uD83D\uDE00", "shortNote");
    assertThat(template.source()).isEqualTo("Hi {{firstName}} \uD83D\uDE00");
    assertThat(template.codePointLength()).isEqualTo(18);
  }

  @Test
  void templates_withEqualSources_areEqual() {
    assertThat(MessageTemplate.parse("Hi {{firstName}}", "message1"))
        .isEqualTo(MessageTemplate.parse("Hi {{firstName}}", "message2"))
        .hasSameHashCodeAs(MessageTemplate.parse("Hi {{firstName}}", "message3"))
        .isNotEqualTo(MessageTemplate.parse("Hi {{ firstName }}", "message1"));
  }

  @Test
  void emptyTemplate_rendersEmpty() {
    assertThat(render("", LEAD)).isEmpty();
  }
}
