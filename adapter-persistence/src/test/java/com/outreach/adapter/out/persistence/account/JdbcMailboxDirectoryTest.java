package com.outreach.adapter.out.persistence.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.engine.MailboxDirectory;
import com.outreach.application.port.out.engine.MailboxDirectory.SmtpMailbox;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** D-28, D-45: what the mail adapter reads for each email, the password in plain text. */
@PersistenceTest
class JdbcMailboxDirectoryTest {
  @Inject UserRepository users;
  @Inject EmailAccountRepository mailboxes;
  @Inject MailboxDirectory directory;

  private UserId owner() {
    User user =
        User.open(
            EmailAddress.parse("dir-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    return user.id();
  }

  private EmailAccount mailbox(UserId owner, String fullName, EmailAccount.Smtp smtp) {
    EmailAccount account =
        EmailAccount.connect(
            owner,
            EmailAddress.parse("sam-" + UUID.randomUUID() + "@acme.example"),
            fullName,
            "SMTP",
            smtp,
            80,
            Instant.now().truncatedTo(ChronoUnit.MICROS));
    mailboxes.add(account);
    return account;
  }

  private static EmailAccount withSmtp(EmailAccount a, EmailAccount.Smtp smtp) {
    return new EmailAccount(
        a.id(),
        a.owner(),
        a.email(),
        a.fullName(),
        a.type(),
        smtp,
        a.dailyLimit(),
        a.valid(),
        a.paused(),
        a.createdAt(),
        a.warmUp(),
        a.schedule(),
        a.imap());
  }

  @Test
  void aMailbox_readsAsItsSmtpSettings_withThePasswordDecrypted() {
    EmailAccount account =
        mailbox(
            owner(),
            "Sam Seller",
            new EmailAccount.Smtp(
                "smtp.acme.example", 465, "sam", "app-password", SmtpSecurity.SSL));

    assertThat(directory.smtp(account.id()))
        .contains(
            new SmtpMailbox(
                account.id(),
                account.email().value(),
                "Sam Seller",
                "smtp.acme.example",
                465,
                "sam",
                "app-password",
                SmtpSecurity.SSL));
  }

  @Test
  void unsetSettings_readAsNull_andAnUnknownMailboxAsNothing() {
    EmailAccount account =
        mailbox(owner(), null, new EmailAccount.Smtp(null, null, null, null, null));

    assertThat(directory.smtp(account.id()))
        .contains(
            new SmtpMailbox(
                account.id(), account.email().value(), null, null, null, null, null, null));
    assertThat(directory.smtp(UUID.randomUUID())).isEmpty();
  }

  @Test
  void aChangedPassword_isTheOneTheNextEmailUses() {
    EmailAccount account =
        mailbox(
            owner(),
            "Sam",
            new EmailAccount.Smtp(
                "smtp.acme.example", 587, "sam", "old-password", SmtpSecurity.STARTTLS));
    assertThat(directory.smtp(account.id()).orElseThrow().password()).isEqualTo("old-password");

    mailboxes.update(
        withSmtp(
            account,
            new EmailAccount.Smtp(
                "smtp.acme.example", 587, "sam", "new-password", SmtpSecurity.STARTTLS)));

    assertThat(directory.smtp(account.id()).orElseThrow().password()).isEqualTo("new-password");
  }
}
