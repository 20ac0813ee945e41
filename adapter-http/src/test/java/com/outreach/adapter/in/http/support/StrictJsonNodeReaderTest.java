package com.outreach.adapter.in.http.support;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import io.micronaut.core.type.Argument;
import io.micronaut.http.codec.CodecException;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The one-pass reader against the two passes it replaced (a syntax check, then the framework's own
 * parse into a tree): the same tree, numbers of the same type and keys in the same order, for every
 * body the other accepts, and a failure for every body the other refuses.
 */
class StrictJsonNodeReaderTest {
  private static final JsonMapper FRAMEWORK = JsonMapper.createDefault();
  private static final JsonFactory SYNTAX = new JsonFactory();

  @Property(tries = 1000)
  void wellFormedBodies_giveTheFrameworksTree(
      @ForAll("values") String json, @ForAll("spaces") String space) {
    byte[] body = (space + json + space).getBytes(UTF_8);

    assertSameOutcome(body);
  }

  @Property(tries = 1000)
  void damagedBodies_failAsBefore(@ForAll("damaged") String text) {
    assertSameOutcome(text.getBytes(UTF_8));
  }

  @Example
  void aRepeatedKey_keepsItsFirstPlaceAndItsLastValue() throws IOException {
    JsonNode node = StrictJsonNodeReader.read("{\"a\":1,\"b\":2,\"a\":3}".getBytes(UTF_8));

    assertThat(FRAMEWORK.writeValueAsString(node)).isEqualTo("{\"a\":3,\"b\":2}");
  }

  @Example
  void contentAfterTheValue_isMalformed() {
    for (String body :
        List.of("{} x", "{}{}", "[1] 2", "\"a\" \"b\"", "{\"a\":1}}", "1 2", "null null")) {
      assertThatThrownBy(() -> StrictJsonNodeReader.read(body.getBytes(UTF_8)))
          .as(body)
          .isInstanceOf(CodecException.class)
          .hasMessage("Invalid JSON body");
    }
  }

  @Example
  void whiteSpaceOnly_isNoBody() {
    assertThat(StrictJsonNodeReader.read(new byte[0])).isNull();
    assertThat(StrictJsonNodeReader.read(" \n\t ".getBytes(UTF_8))).isNull();
  }

  @Example
  void invalidUtf8InAString_isMalformed() {
    byte[] body = {'{', '"', 'a', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};

    assertSameOutcome(body);
    assertThatThrownBy(() -> StrictJsonNodeReader.read(body)).isInstanceOf(CodecException.class);
  }

  private static void assertSameOutcome(byte[] body) {
    String before = describe(() -> twoPasses(body));
    String now = describe(() -> StrictJsonNodeReader.read(body));

    assertThat(now).as(new String(body, UTF_8)).isEqualTo(before);
  }

  /**
   * The reader as it was: a syntax check that the body is one value, then the framework's parse.
   */
  private static JsonNode twoPasses(byte[] body) throws IOException {
    try (JsonParser parser = SYNTAX.createParser(body)) {
      if (parser.nextToken() == null) {
        return null;
      }
      parser.skipChildren();
      if (parser.nextToken() != null) {
        throw new IOException("content after the JSON value");
      }
    }
    return FRAMEWORK.readValue(body, Argument.of(JsonNode.class));
  }

  private interface Read {
    JsonNode read() throws Exception;
  }

  // The text in order, and each number's Java type, which JsonBody's integer check looks at.
  private static String describe(Read read) {
    try {
      JsonNode node = read.read();
      return node == null ? "no body" : FRAMEWORK.writeValueAsString(node) + " " + types(node);
    } catch (Exception e) {
      return "fails";
    }
  }

  private static String types(JsonNode node) {
    StringBuilder out = new StringBuilder();
    if (node.isNumber()) {
      out.append(node.getNumberValue().getClass().getSimpleName()).append(' ');
    }
    if (node.isContainerNode()) {
      node.values().forEach(child -> out.append(types(child)));
    }
    return out.toString();
  }

  @Provide
  Arbitrary<String> spaces() {
    return Arbitraries.of("", " ", "\n", "\t\r\n ");
  }

  @Provide
  Arbitrary<String> values() {
    return value(4);
  }

  @Provide
  Arbitrary<String> damaged() {
    Arbitrary<String> cut =
        value(3)
            .flatMap(
                json ->
                    Arbitraries.integers()
                        .between(0, json.length())
                        .map(at -> json.substring(0, at)));
    Arbitrary<String> inserted =
        Combinators.combine(
                value(3),
                Arbitraries.integers().between(0, 1000),
                Arbitraries.of(
                    "}", "]", ",", ":", "\"", "x", "{", "[", "1", " ", "tru", "\\", "/*", "'"))
            .as(
                (json, at, what) ->
                    json.substring(0, at % (json.length() + 1))
                        + what
                        + json.substring(at % (json.length() + 1)));
    Arbitrary<String> trailing =
        Combinators.combine(value(3), Arbitraries.of(" x", "{}", " 1", "]", ",", " null"))
            .as(String::concat);
    return Arbitraries.oneOf(cut, inserted, trailing);
  }

  private static Arbitrary<String> value(int depth) {
    Arbitrary<String> scalar =
        Arbitraries.oneOf(strings(), numbers(), Arbitraries.of("true", "false", "null"));
    if (depth == 0) {
      return scalar;
    }
    Arbitrary<String> child = Arbitraries.lazy(() -> value(depth - 1));
    Arbitrary<String> object =
        Combinators.combine(Arbitraries.of("a", "b", "event", "data", "é", "a\\u0062"), child)
            .as((key, v) -> "\"" + key + "\" : " + v)
            .list()
            .ofMaxSize(4)
            .map(fields -> "{" + String.join(",", fields) + "}");
    Arbitrary<String> array =
        child.list().ofMaxSize(4).map(values -> "[" + String.join(", ", values) + "]");
    return Arbitraries.oneOf(scalar, scalar, object, array);
  }

  private static Arbitrary<String> strings() {
    return Arbitraries.strings()
        .withCharRange('a', 'z')
        .withChars("é张 \u2028")
        .ofMaxLength(8)
        .flatMap(
            s ->
                Arbitraries.of("", "\\n", "\\u00e9", "\\\"", "\\ud83d\\ude00", "\\u0000")
                    .map(e -> "\"" + s + e + "\""));
  }

  private static Arbitrary<String> numbers() {
    return Arbitraries.oneOf(
        Arbitraries.integers().map(String::valueOf),
        Arbitraries.longs().map(String::valueOf),
        Arbitraries.bigIntegers()
            .between(
                new java.math.BigInteger("-1" + "0".repeat(30)),
                new java.math.BigInteger("1" + "0".repeat(30)))
            .map(String::valueOf),
        Arbitraries.doubles().map(String::valueOf),
        Arbitraries.of(
            "0",
            "-0",
            "-0.0",
            "1.50",
            "5.0",
            "1e2",
            "1E+2",
            "2.5e-3",
            "1e400",
            "-1e400",
            "123456789012345678901234567890.5",
            "0.1",
            "2147483648",
            "-2147483649",
            "9223372036854775808"));
  }
}
