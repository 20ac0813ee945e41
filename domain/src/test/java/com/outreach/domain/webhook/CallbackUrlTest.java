package com.outreach.domain.webhook;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** D-24: a callback URL is an absolute http or https URL with a host. */
class CallbackUrlTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://hooks.example.com/outreach",
        "http://localhost:8080/hook",
        "HTTPS://Example.COM",
        "https://10.0.0.1/x?y=1#z",
        "https://[::1]:9000/",
        "https://user:pw@example.com/h"
      })
  void parse_anAbsoluteHttpUrlWithAHost_isKeptAsGiven(String raw) {
    assertThat(CallbackUrl.parse(raw).value()).isEqualTo(raw);
  }

  @Test
  void parse_stripsSurroundingWhiteSpace() {
    assertThat(CallbackUrl.parse("  https://example.com/h \n").value())
        .isEqualTo("https://example.com/h");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "\t"})
  void parse_absentOrBlank_isCallbackUrlRequired(String raw) {
    assertRefused(
        () -> CallbackUrl.parse(raw), ErrorCode.CALLBACK_URL_REQUIRED, "Callback URL is required!");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "example.com/hook",
        "/hook",
        "ftp://example.com/hook",
        "mailto:ops@example.com",
        "https://",
        "https:///path",
        "https://exa mple.com/",
        "http://exa_mple.com/",
        "javascript:alert(1)",
        "file:///etc/passwd",
        "https//example.com",
        "not a url"
      })
  void parse_anythingElse_isInvalidCallbackUrl(String raw) {
    assertRefused(
        () -> CallbackUrl.parse(raw), ErrorCode.INVALID_CALLBACK_URL, "Invalid callback URL!");
  }

  @Test
  void parse_overTwoThousandFortyEightCharacters_isTooLong() {
    String base = "https://example.com/";
    assertThat(CallbackUrl.parse(base + "a".repeat(2048 - base.length())).value()).hasSize(2048);
    assertRefused(
        () -> CallbackUrl.parse(base + "a".repeat(2049 - base.length())),
        ErrorCode.FIELD_TOO_LONG,
        "Callback URL must be at most 2048 characters!");
  }
}
