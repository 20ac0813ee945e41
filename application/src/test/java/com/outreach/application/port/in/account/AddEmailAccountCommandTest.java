package com.outreach.application.port.in.account;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.account.AddEmailAccountCommand.SmtpFields;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.ScheduleChange;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.ZoneId;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** POST /email-accounts (D-28): email first, then type, SMTP settings and the daily limit. */
class AddEmailAccountCommandTest {
  private static final UserId OWNER = UserId.random();
  private static final SmtpFields NO_SMTP = new SmtpFields(null, null, null, null, null);
  private static final SmtpFields ALL_WRONG = new SmtpFields(null, 0, null, null, "TLS");

  private static AddEmailAccountCommand withSmtp(SmtpFields smtp) {
    return AddEmailAccountCommand.of(OWNER, "jane@example.com", null, null, smtp, null);
  }

  private static AddEmailAccountCommand withDailyLimit(Integer dailyLimit) {
    return AddEmailAccountCommand.of(OWNER, "jane@example.com", null, null, NO_SMTP, dailyLimit);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" "})
  void noEmail_isEmailRequired_beforeAnythingElse(String email) {
    assertRefused(
        () ->
            AddEmailAccountCommand.of(OWNER, email, "f".repeat(201), "t".repeat(33), ALL_WRONG, 0),
        ErrorCode.EMAIL_REQUIRED,
        "Email is required!");
  }

  @Test
  void aMalformedEmail_isInvalidEmail_beforeAnythingElse() {
    assertRefused(
        () ->
            AddEmailAccountCommand.of(
                OWNER, "jane@", "f".repeat(201), "t".repeat(33), ALL_WRONG, 0),
        ErrorCode.INVALID_EMAIL,
        "Invalid email!");
  }

  @Test
  void aTooLongType_isReportedBeforeTheSmtpSettings() {
    assertRefused(
        () ->
            AddEmailAccountCommand.of(
                OWNER, "jane@example.com", null, "t".repeat(33), ALL_WRONG, 0),
        ErrorCode.FIELD_TOO_LONG,
        "Type must be at most 32 characters!");
  }

  @Test
  void theSmtpSettings_areCheckedBeforeTheDailyLimit() {
    assertRefused(
        () ->
            AddEmailAccountCommand.of(
                OWNER,
                "jane@example.com",
                null,
                null,
                new SmtpFields(null, null, null, null, "TLS"),
                0),
        ErrorCode.INVALID_SMTP_SECURITY,
        "Invalid smtp security (Possible Values: SSL, STARTTLS, NONE)");
    assertRefused(
        () ->
            AddEmailAccountCommand.of(
                OWNER,
                "jane@example.com",
                null,
                null,
                new SmtpFields(null, 0, null, null, null),
                0),
        ErrorCode.INVALID_SMTP_PORT,
        "Invalid smtp port!");
  }

  @Test
  void onlyAnEmail_givesTheDefaults() {
    AddEmailAccountCommand command =
        AddEmailAccountCommand.of(OWNER, " Jane@Example.com ", null, null, NO_SMTP, null);

    assertThat(command)
        .isEqualTo(
            new AddEmailAccountCommand(
                OWNER,
                new EmailAddress("Jane@Example.com"),
                null,
                "SMTP",
                new EmailAccount.Smtp(null, null, null, null, null),
                50,
                false,
                ZoneId.of("UTC"),
                ScheduleChange.NONE,
                EmailAccount.Imap.NONE));
  }

  @Test
  void imapSettings_areCheckedAsTheSmtpOnes_withTheirOwnMessages_andKeptAsGiven() {
    assertRefused(
        () ->
            AddEmailAccountCommand.of(
                OWNER,
                "jane@example.com",
                null,
                null,
                NO_SMTP,
                null,
                AddEmailAccountCommand.SenderFields.NONE,
                new AddEmailAccountCommand.ImapFields(null, 0, null, null, null)),
        ErrorCode.INVALID_IMAP_PORT,
        "Invalid imap port!");
    assertRefused(
        () ->
            AddEmailAccountCommand.of(
                OWNER,
                "jane@example.com",
                null,
                null,
                NO_SMTP,
                null,
                AddEmailAccountCommand.SenderFields.NONE,
                new AddEmailAccountCommand.ImapFields(null, 993, null, null, "TLS")),
        ErrorCode.INVALID_IMAP_SECURITY,
        "Invalid imap security (Possible Values: SSL, STARTTLS, NONE)");

    AddEmailAccountCommand command =
        AddEmailAccountCommand.of(
            OWNER,
            "jane@example.com",
            null,
            null,
            NO_SMTP,
            null,
            AddEmailAccountCommand.SenderFields.NONE,
            new AddEmailAccountCommand.ImapFields(
                " imap.example.com ", 993, "jane", " pass word ", "ssl"));

    assertThat(command.imap())
        .isEqualTo(
            new EmailAccount.Imap(
                "imap.example.com",
                993,
                "jane",
                " pass word ",
                com.outreach.domain.account.SmtpSecurity.SSL));
  }

  @ParameterizedTest
  @CsvSource(
      textBlock =
          """
      gmail,      GMAIL
      ' Outlook ', OUTLOOK
      SMTP,       SMTP
      ' ',        SMTP
      """)
  void theType_isStrippedAndUpperCased_blankMeaningSmtp(String type, String expected) {
    assertThat(
            AddEmailAccountCommand.of(OWNER, "jane@example.com", null, type, NO_SMTP, null).type())
        .isEqualTo(expected);
  }

  @Test
  void aTypeOf32Characters_isAccepted() {
    assertThat(
            AddEmailAccountCommand.of(
                    OWNER, "jane@example.com", null, "t".repeat(32), NO_SMTP, null)
                .type())
        .isEqualTo("T".repeat(32));
  }

  @Test
  void aFullNameOf200Characters_isAccepted_and201AreTooLong() {
    assertThat(
            AddEmailAccountCommand.of(
                    OWNER, "jane@example.com", " " + "f".repeat(200) + " ", null, NO_SMTP, null)
                .fullName())
        .isEqualTo("f".repeat(200));
    assertRefused(
        () ->
            AddEmailAccountCommand.of(
                OWNER, "jane@example.com", "f".repeat(201), null, NO_SMTP, null),
        ErrorCode.FIELD_TOO_LONG,
        "Full name must be at most 200 characters!");
  }

  @ParameterizedTest
  @CsvSource(
      textBlock =
          """
      ssl,         SSL
      ' StartTLS ', STARTTLS
      NONE,        NONE
      """)
  void theSmtpSecurity_isMatchedIgnoringCase(String raw, SmtpSecurity expected) {
    assertThat(withSmtp(new SmtpFields(null, null, null, null, raw)).smtp().security())
        .isEqualTo(expected);
  }

  @ParameterizedTest
  @ValueSource(strings = {"TLS", "SSL/TLS", "none!", "STARTTLS1"})
  void anUnknownSmtpSecurity_isRefusedWithThePossibleValues(String raw) {
    assertRefused(
        () -> withSmtp(new SmtpFields(null, null, null, null, raw)),
        ErrorCode.INVALID_SMTP_SECURITY,
        "Invalid smtp security (Possible Values: SSL, STARTTLS, NONE)");
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 25, 465, 587, 65_535})
  void anSmtpPortFrom1To65535_isAccepted(int port) {
    assertThat(withSmtp(new SmtpFields(null, port, null, null, null)).smtp().port())
        .isEqualTo(port);
  }

  @ParameterizedTest
  @ValueSource(ints = {Integer.MIN_VALUE, -1, 0, 65_536, Integer.MAX_VALUE})
  void anSmtpPortOutside1To65535_isInvalidSmtpPort(int port) {
    assertRefused(
        () -> withSmtp(new SmtpFields(null, port, null, null, null)),
        ErrorCode.INVALID_SMTP_PORT,
        "Invalid smtp port!");
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 100, 500})
  void aDailyLimitFrom1To500_isAccepted(int limit) {
    assertThat(withDailyLimit(limit).dailyLimit()).isEqualTo(limit);
  }

  @ParameterizedTest
  @ValueSource(ints = {Integer.MIN_VALUE, -1, 0, 501, 10_000, Integer.MAX_VALUE})
  void aDailyLimitOutside1To500_isInvalidLimits(int limit) {
    assertRefused(() -> withDailyLimit(limit), ErrorCode.INVALID_LIMITS, "Invalid limits!");
  }

  @Test
  void smtpHostAndUsername_areStripped_butThePasswordIsKeptExactly() {
    EmailAccount.Smtp smtp =
        withSmtp(new SmtpFields(" smtp.example.com ", 587, " jane ", " pa ss ", null)).smtp();

    assertThat(smtp)
        .isEqualTo(new EmailAccount.Smtp("smtp.example.com", 587, "jane", " pa ss ", null));
  }

  @Test
  void anEmptyPasswordAndBlankHostOrUsername_areAbsent() {
    assertThat(withSmtp(new SmtpFields(" ", null, "", "", " ")).smtp())
        .isEqualTo(new EmailAccount.Smtp(null, null, null, null, null));
  }

  @ParameterizedTest(name = "{0}: {1} characters accepted, one more refused")
  @CsvSource(
      textBlock =
          """
      Smtp host,     253
      Smtp username, 254
      Smtp password, 1000
      """)
  void eachSmtpTextField_isAcceptedAtItsLimit_andRefusedOneCharacterOver(String label, int max) {
    Function<String, SmtpFields> fields =
        value ->
            switch (label) {
              case "Smtp host" -> new SmtpFields(value, null, null, null, null);
              case "Smtp username" -> new SmtpFields(null, null, value, null, null);
              case "Smtp password" -> new SmtpFields(null, null, null, value, null);
              default -> throw new IllegalArgumentException(label);
            };

    SmtpFields atLimit = fields.apply("x".repeat(max));
    assertThat(withSmtp(atLimit).smtp())
        .isEqualTo(
            new EmailAccount.Smtp(
                atLimit.host(), null, atLimit.username(), atLimit.password(), null));
    assertRefused(
        () -> withSmtp(fields.apply("x".repeat(max + 1))),
        ErrorCode.FIELD_TOO_LONG,
        label + " must be at most " + max + " characters!");
  }
}
