package com.outreach.domain.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/** D-28: newly connected accounts are valid and not paused; secrets never show in text. */
class ConnectedAccountsTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
  private static final UserId OWNER = UserId.random();

  @Test
  void aConnectedLinkedAccount_isValidNotPaused_withNoInvalidReason_andAFreshId() {
    LinkedAccount.Profile profile = new LinkedAccount.Profile("Jane", null, null, null, null, null);
    LinkedAccount a =
        LinkedAccount.connect(
            OWNER,
            new EmailAddress("j@e.example"),
            "https://www.linkedin.com/in/jane",
            profile,
            true,
            ZoneId.of("UTC"),
            NOW);
    LinkedAccount b =
        LinkedAccount.connect(
            OWNER,
            new EmailAddress("j@e.example"),
            "https://www.linkedin.com/in/jane",
            profile,
            true,
            ZoneId.of("UTC"),
            NOW);

    assertThat(a)
        .isEqualTo(
            new LinkedAccount(
                a.id(),
                OWNER,
                new EmailAddress("j@e.example"),
                "https://www.linkedin.com/in/jane",
                profile,
                true,
                SendingSchedule.byDefault(ZoneId.of("UTC")),
                true,
                null,
                false,
                NOW,
                LinkedInLimits.DEFAULT,
                WarmUp.OFF,
                null));
    assertThat(a.id()).isNotEqualTo(b.id());
  }

  @Test
  void aConnectedMailbox_isValidNotPaused_andKeepsItsSettings() {
    EmailAccount.Smtp smtp =
        new EmailAccount.Smtp("smtp.example.com", 587, "jane", "s3cret", SmtpSecurity.STARTTLS);

    EmailAccount a =
        EmailAccount.connect(OWNER, new EmailAddress("j@e.example"), "Jane", "SMTP", smtp, 80, NOW);

    assertThat(a)
        .isEqualTo(
            new EmailAccount(
                a.id(),
                OWNER,
                new EmailAddress("j@e.example"),
                "Jane",
                "SMTP",
                smtp,
                80,
                true,
                false,
                NOW,
                WarmUp.OFF,
                SendingSchedule.byDefault(ZoneId.of("UTC"))));
    assertThat(EmailAccount.DEFAULT_TYPE).isEqualTo("SMTP");
    assertThat(EmailAccount.DEFAULT_DAILY_LIMIT).isEqualTo(50);
  }

  @Test
  void theSmtpSettingsAsText_neverShowThePassword() {
    EmailAccount.Smtp smtp =
        new EmailAccount.Smtp("smtp.example.com", 587, "jane", "s3cret", SmtpSecurity.SSL);
    EmailAccount account =
        EmailAccount.connect(OWNER, new EmailAddress("j@e.example"), null, "SMTP", smtp, 1, NOW);

    assertThat(smtp.toString())
        .isEqualTo("Smtp[host=smtp.example.com, port=587, username=jane, security=SSL]");
    assertThat(account.toString()).doesNotContain("s3cret");
  }

  @Test
  void aMailboxSendersName_isKeptOnOneLine_forTheFromHeader() {
    EmailAccount.Smtp smtp =
        new EmailAccount.Smtp("smtp.example.com", 587, "jane", "s3cret", SmtpSecurity.STARTTLS);

    EmailAccount a =
        EmailAccount.connect(
            OWNER,
            new EmailAddress("j@e.example"),
            "Jane\r\nBcc: all@x.example",
            "SMTP",
            smtp,
            80,
            NOW);

    assertThat(a.fullName()).isEqualTo("Jane Bcc: all@x.example");
  }
}
