package com.outreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The hand-written reading of an id against the regular expression and {@code UUID.fromString} it
 * replaced.
 */
class UuidsPropertiesTest {
  private static final Pattern CANONICAL =
      Pattern.compile(
          "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

  @Property(tries = 3000)
  void readsEveryTextAsTheRegularExpressionAndUuidFromStringDid(@ForAll("nearlyIds") String raw) {
    assertThat(Uuids.parse(raw)).isEqualTo(asBefore(raw));
  }

  @Property
  void everyUuid_readsBackFromItsSpelling_inEitherCase(@ForAll("uuids") UUID id) {
    assertThat(Uuids.parse(id.toString())).contains(id);
    assertThat(Uuids.parse(id.toString().toUpperCase(java.util.Locale.ROOT))).contains(id);
  }

  private static Optional<UUID> asBefore(String raw) {
    String text = raw.strip();
    return CANONICAL.matcher(text).matches()
        ? Optional.of(UUID.fromString(text))
        : Optional.empty();
  }

  @Provide
  Arbitrary<UUID> uuids() {
    return Arbitraries.longs().tuple2().map(t -> new UUID(t.get1(), t.get2()));
  }

  @Provide
  Arbitrary<String> nearlyIds() {
    Arbitrary<String> ids = uuids().map(UUID::toString);
    // One character of an id replaced by a near miss: another separator, a letter past f, a
    // full-width or Arabic-Indic digit, white space inside.
    Arbitrary<String> damaged =
        ids.flatMap(
            id ->
                Arbitraries.integers()
                    .between(0, id.length() - 1)
                    .flatMap(
                        at ->
                            Arbitraries.of("-", "0", "a", "F", "g", "G", "_", " ", "０", "٣", "")
                                .map(c -> id.substring(0, at) + c + id.substring(at + 1))));
    Arbitrary<String> shapes =
        Arbitraries.strings().withChars("0123456789abcdefABCDEFg- ").ofMaxLength(40);
    Arbitrary<String> spaced =
        ids.flatMap(
            id -> Arbitraries.of(" ", "\t", "\n", "\u2003", "").map(space -> space + id + space));
    return Arbitraries.oneOf(
        ids, damaged, damaged, shapes, spaced, Arbitraries.of("1-1-1-1-1", "", " "));
  }
}
