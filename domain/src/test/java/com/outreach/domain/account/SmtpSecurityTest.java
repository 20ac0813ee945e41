package com.outreach.domain.account;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * D-28, D-30: SSL, STARTTLS or NONE in any case; absent is no setting; anything else is refused.
 */
class SmtpSecurityTest {
  @ParameterizedTest
  @CsvSource(
      textBlock =
          """
      SSL,          SSL
      ssl,          SSL
      StartTls,     STARTTLS
      ' starttls ', STARTTLS
      none,         NONE
      """)
  void parseOptional_matchesIgnoringCaseAndSurroundingWhiteSpace(
      String raw, SmtpSecurity expected) {
    assertThat(SmtpSecurity.parseOptional(raw)).isEqualTo(expected);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"  "})
  void parseOptional_ofAbsentOrBlank_isNull(String raw) {
    assertThat(SmtpSecurity.parseOptional(raw)).isNull();
  }

  @ParameterizedTest
  @ValueSource(strings = {"TLS", "SSL/TLS", "START TLS", "s\u017fl", "NONE!", "0"})
  void parseOptional_ofAnythingElse_isRefusedWithThePossibleValues(String raw) {
    assertRefused(
        () -> SmtpSecurity.parseOptional(raw),
        ErrorCode.INVALID_SMTP_SECURITY,
        "Invalid smtp security (Possible Values: SSL, STARTTLS, NONE)");
  }
}
