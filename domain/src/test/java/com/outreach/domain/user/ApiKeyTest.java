package com.outreach.domain.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Base64;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** D-3: opaque random tokens of 256 bits, looked up by their SHA-256, never printed. */
class ApiKeyTest {
  @Test
  void generate_gives43UrlSafeCharactersCarrying32RandomBytes() {
    String value = ApiKey.generate().value();

    assertThat(value).hasSize(43).matches("[A-Za-z0-9_-]{43}");
    assertThat(Base64.getUrlDecoder().decode(value)).hasSize(32);
  }

  @Test
  void generate_neverRepeatsItself() {
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      seen.add(ApiKey.generate().value());
    }

    assertThat(seen).hasSize(10_000);
  }

  @Test
  void hash_isTheSha256OfTheValue() {
    // FIPS 180-2 test vector: SHA-256("abc").
    assertThat(HexFormat.of().formatHex(new ApiKey("abc").hash()))
        .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    assertThat(ApiKey.generate().hash()).hasSize(32);
  }

  @Test
  void equalValues_areEqualKeys_withEqualHashes() {
    assertThat(new ApiKey("same-token")).isEqualTo(new ApiKey("same-token"));
    assertThat(new ApiKey("same-token").hash()).isEqualTo(new ApiKey("same-token").hash());
    assertThat(new ApiKey("same-token")).isNotEqualTo(new ApiKey("Same-token"));
  }

  @Test
  void toString_hidesTheValue() {
    ApiKey key = ApiKey.generate();

    assertThat(key.toString()).isEqualTo("ApiKey[***]").doesNotContain(key.value());
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"   "})
  void aBlankValue_isRefused(String value) {
    assertThatThrownBy(() -> new ApiKey(value))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("api key is blank");
  }
}
