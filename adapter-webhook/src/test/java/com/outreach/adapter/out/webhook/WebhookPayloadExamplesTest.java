package com.outreach.adapter.out.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.outreach.adapter.out.webhook.PayloadSamples.Sample;
import com.outreach.domain.event.EventKind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The bodies docs/webhooks.md shows are what {@link WebhookBody} sends for {@link PayloadSamples}:
 * this test renders them and fails when the doc differs (the JSON compared as parsed JSON, the text
 * around it exactly). Rewrite the doc's generated regions after changing the body or the samples
 * with {@code mvn -o -q test -pl adapter-webhook -am -Dtest=WebhookPayloadExamplesTest
 * -Dwebhook.examples.write=true -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class WebhookPayloadExamplesTest {
  private static final Path DOC = Path.of("..", "docs", "webhooks.md");
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern JSON_BLOCK = Pattern.compile("```json\n(.*?)\n```", Pattern.DOTALL);

  /** The example under "Request"; the others are one per type under "Examples per type". */
  private static final String REQUEST_EXAMPLE = "payload-example";

  private static final String EXAMPLES = "payload-examples";

  @Test
  void theDocsExamples_areTheBodiesWebhookBodySends() throws IOException {
    String doc = Files.readString(DOC);
    if (Boolean.getBoolean("webhook.examples.write")) {
      doc = DocRegion.in(doc, REQUEST_EXAMPLE).replace(doc, requestExample());
      doc = DocRegion.in(doc, EXAMPLES).replace(doc, examples());
      Files.writeString(DOC, doc);
    }

    assertSameExamples(DocRegion.in(doc, REQUEST_EXAMPLE).text(doc), requestExample());
    assertSameExamples(DocRegion.in(doc, EXAMPLES).text(doc), examples());
  }

  @Test
  void everyEventType_hasOneSample_inTheSpecsOrder_sentWhole() {
    assertThat(PayloadSamples.ALL).extracting(Sample::kind).containsExactly(EventKind.values());
    for (Sample sample : PayloadSamples.ALL) {
      JsonNode body = body(sample);
      assertThat(body.path("data").has("truncated")).as(sample.kind().name()).isFalse();
      assertThat(body.path("data").path("details"))
          .as(sample.kind().name())
          .isEqualTo(parse(sample.data()));
    }
  }

  private static String requestExample() {
    return "\n\n" + jsonBlock(PayloadSamples.of(EventKind.REPLY_DETECTED)) + "\n\n";
  }

  private static String examples() {
    StringBuilder md = new StringBuilder("\n");
    for (Sample s : PayloadSamples.ALL) {
      md.append("\n### ")
          .append(s.kind().name())
          .append("\n\n")
          .append(s.meaning())
          .append(" `details`: ")
          .append(s.details())
          .append(".\n\n")
          .append(jsonBlock(s))
          .append('\n');
    }
    return md.append('\n').toString();
  }

  private static String jsonBlock(Sample sample) {
    try {
      DefaultPrettyPrinter printer =
          new DefaultPrettyPrinter()
              .withSeparators(
                  Separators.createDefaultInstance()
                      .withObjectFieldValueSpacing(Separators.Spacing.AFTER));
      printer.indentObjectsWith(new DefaultIndenter("  ", "\n"));
      return "```json\n" + JSON.writer(printer).writeValueAsString(body(sample)) + "\n```";
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonNode body(Sample sample) {
    return parse(
        new String(WebhookBody.of(sample.request(), sample.sentAt()), StandardCharsets.UTF_8));
  }

  private static JsonNode parse(String json) {
    try {
      return JSON.readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException("not JSON: " + json, e);
    }
  }

  /** The same text around the JSON blocks, and the same JSON in each block whatever its layout. */
  private static void assertSameExamples(String inDoc, String expected) {
    String hint =
        "docs/webhooks.md differs from what WebhookBody sends; see WebhookPayloadExamplesTest's Javadoc";
    assertThat(JSON_BLOCK.matcher(inDoc).replaceAll("```json …```"))
        .as(hint)
        .isEqualTo(JSON_BLOCK.matcher(expected).replaceAll("```json …```"));
    assertThat(jsonBlocks(inDoc)).as(hint).isEqualTo(jsonBlocks(expected));
  }

  private static List<JsonNode> jsonBlocks(String markdown) {
    List<JsonNode> blocks = new ArrayList<>();
    Matcher m = JSON_BLOCK.matcher(markdown);
    while (m.find()) {
      blocks.add(parse(m.group(1)));
    }
    return blocks;
  }
}
