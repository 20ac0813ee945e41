package com.outreach.domain.shared;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Email addresses: a pragmatic shape, at most 254 characters, compared case-insensitively (D-1).
 */
class EmailAddressTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "jane@example.com",
        "Jane.Doe+tag@Example.COM",
        "j@e.co",
        "x@sub.domain.example",
        "o'hara@example.ie",
        "user@xn--bcher-kva.example",
        "jürgen@bücher.example"
      })
  void aWellShapedAddress_isKeptAsGiven(String raw) {
    assertThat(EmailAddress.parse(raw).value()).isEqualTo(raw);
    assertThat(new EmailAddress(raw).toString()).isEqualTo(raw);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(
      strings = {
        " ",
        "jane",
        "jane@",
        "@example.com",
        "jane@example",
        "jane@@example.com",
        "ja@ne@example.com",
        "ja ne@example.com",
        "jane@exa mple.com",
        "jane@.example.com",
        "jane@example.com.",
        "jane@example..com",
        "ja\tne@example.com",
        "ja\u00a0ne@example.com",
        "jane@exa\u2028mple.com",
        "ja\u3000ne@example.com",
        "ja\u0000ne@example.com",
        "ja\u0085ne@example.com",
        "jane@example.com\u007f"
      })
  void anIllShapedAddress_orOneWithWhiteSpaceOrControlCharactersInside_isInvalidEmail(String raw) {
    assertRefused(() -> EmailAddress.parse(raw), ErrorCode.INVALID_EMAIL, "Invalid email!");
  }

  @Test
  void parse_stripsSurroundingWhiteSpace_butTheConstructorRefusesIt() {
    assertThat(EmailAddress.parse("  jane@example.com\t").value()).isEqualTo("jane@example.com");
    assertRefused(
        () -> new EmailAddress(" jane@example.com"), ErrorCode.INVALID_EMAIL, "Invalid email!");
  }

  @Test
  void anAddressOf254Characters_isAccepted_and255AreRefused() {
    String at254 = "l".repeat(64) + "@" + "d".repeat(185) + ".com";
    String at255 = "l".repeat(64) + "@" + "d".repeat(186) + ".com";

    assertThat(at254).hasSize(254);
    assertThat(EmailAddress.parse(at254).value()).isEqualTo(at254);
    assertRefused(() -> EmailAddress.parse(at255), ErrorCode.INVALID_EMAIL, "Invalid email!");
  }

  @Test
  void aLocalPartOf64Characters_isAccepted_and65AreRefused() {
    assertThat(EmailAddress.parse("l".repeat(64) + "@example.com")).isNotNull();
    assertRefused(
        () -> EmailAddress.parse("l".repeat(65) + "@example.com"),
        ErrorCode.INVALID_EMAIL,
        "Invalid email!");
  }

  @Test
  void key_isTheAddressInLowerCase() {
    assertThat(new EmailAddress("Jane.Doe@Example.COM").key()).isEqualTo("jane.doe@example.com");
  }

  @Test
  void sameAs_ignoresCase() {
    EmailAddress jane = new EmailAddress("Jane@Example.com");

    assertThat(jane.sameAs(new EmailAddress("JANE@example.COM"))).isTrue();
    assertThat(jane.sameAs(new EmailAddress("jane@example.org"))).isFalse();
    assertThat(jane.sameAs(null)).isFalse();
  }

  @Test
  void theKey_isIndependentOfTheDefaultLocale() {
    java.util.Locale before = java.util.Locale.getDefault();
    try {
      java.util.Locale.setDefault(java.util.Locale.forLanguageTag("tr"));
      assertThat(new EmailAddress("INFO@EXAMPLE.COM").key()).isEqualTo("info@example.com");
    } finally {
      java.util.Locale.setDefault(before);
    }
  }
}
