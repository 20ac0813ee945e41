package com.outreach.domain.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class MessageTemplatePropertyTest {
  @Property
  void templateWithoutBraces_rendersToItself(@ForAll("textWithoutBraces") String text) {
    MessageTemplate template = MessageTemplate.parse(text, "message1");
    assertThat(template.render(Map.of("firstName", "Ada"))).isEqualTo(text);
    assertThat(template.codePointLength()).isEqualTo(text.codePointCount(0, text.length()));
  }

  @Property
  void placeholderWithFallback_rendersFallbackForAnyUnknownName(
      @ForAll("textWithoutBraces") String before, @ForAll("names") String name) {
    MessageTemplate template =
        MessageTemplate.parse(before + "{{" + name + "|friend}}", "message1");
    assertThat(template.render(Map.of())).isEqualTo(before + "friend");
  }

  @Provide
  Arbitrary<String> textWithoutBraces() {
    return Arbitraries.strings().all().excludeChars('{', '}').ofMaxLength(300);
  }

  @Provide
  Arbitrary<String> names() {
    return Arbitraries.strings()
        .alpha()
        .numeric()
        .withChars('_', '-', '.')
        .ofMinLength(1)
        .ofMaxLength(30);
  }
}
