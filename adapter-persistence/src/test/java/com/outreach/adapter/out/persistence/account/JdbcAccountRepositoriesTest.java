package com.outreach.adapter.out.persistence.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.account.TimeOfDay;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** D-28: LinkedIn accounts and mailboxes, per owner, secrets encrypted at rest. */
@PersistenceTest
class JdbcAccountRepositoriesTest {
  @Inject UserRepository users;
  @Inject LinkedAccountRepository linked;
  @Inject EmailAccountRepository mailboxes;
  @Inject DataSource dataSource;

  private UserId owner() {
    User user =
        User.open(
            EmailAddress.parse("acc-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    return user.id();
  }

  private static Instant now() {
    return Instant.now().truncatedTo(ChronoUnit.MICROS);
  }

  private static LinkedAccount linkedAccount(UserId owner, String email, Instant at) {
    return LinkedAccount.connect(
        owner,
        EmailAddress.parse(email),
        "https://www.linkedin.com/in/jane-doe",
        new LinkedAccount.Profile("Jane", "Head of Sales", null, null, "urn:li:member:1", null),
        true,
        ZoneId.of("Europe/Berlin"),
        at);
  }

  private static EmailAccount mailbox(UserId owner, String email) {
    return EmailAccount.connect(
        owner,
        EmailAddress.parse(email),
        "Jane",
        "SMTP",
        new EmailAccount.Smtp(
            "smtp.example.com", 587, "jane", "s3cret-pass", SmtpSecurity.STARTTLS),
        80,
        now());
  }

  @Test
  void linkedAccounts_roundTrip_oldestFirst_perOwner() {
    UserId owner = owner();
    LinkedAccount first = linkedAccount(owner, "a@test.example", now().minusSeconds(10));
    LinkedAccount second = linkedAccount(owner, "b@test.example", now());
    linked.add(second);
    linked.add(first);

    assertThat(linked.listByOwner(owner)).containsExactly(first, second);
    assertThat(linked.listByOwner(owner())).isEmpty();
  }

  @Test
  void linkedAccount_sameEmailTwiceForOneOwner_isRefused_butFineForAnother() {
    UserId owner = owner();
    linked.add(linkedAccount(owner, "Dup@test.example", now()));

    assertThatThrownBy(() -> linked.add(linkedAccount(owner, "dup@TEST.example", now())))
        .isInstanceOfSatisfying(
            DomainException.class,
            e -> assertThat(e.code()).isEqualTo(ErrorCode.LINKED_ACCOUNT_EXISTS));
    linked.add(linkedAccount(owner(), "dup@test.example", now()));
    assertThat(linked.listByOwner(owner)).hasSize(1);
  }

  @Test
  void removingAnotherOwnersAccount_removesNothing() {
    UserId owner = owner();
    LinkedAccount account = linkedAccount(owner, "keep@test.example", now());
    linked.add(account);

    assertThat(linked.remove(owner(), account.id())).isFalse();
    assertThat(linked.listByOwner(owner)).containsExactly(account);
    assertThat(linked.remove(owner, account.id())).isTrue();
    assertThat(linked.listByOwner(owner)).isEmpty();
  }

  @Test
  void mailbox_passwordIsEncryptedAtRest_andReadBack() {
    UserId owner = owner();
    EmailAccount account = mailbox(owner, "jane@test.example");
    mailboxes.add(account);

    assertThat(mailboxes.listByOwner(owner)).containsExactly(account);
    String stored =
        (String)
            new Sql(dataSource)
                .value(
                    "SELECT smtp_password_encrypted FROM email_accounts WHERE id = ?",
                    account.id());
    assertThat(stored).startsWith("v1:").doesNotContain("s3cret-pass");
  }

  @Test
  void mailbox_duplicateEmailForOneOwner_isRefused() {
    UserId owner = owner();
    mailboxes.add(mailbox(owner, "box@test.example"));

    assertThatThrownBy(() -> mailboxes.add(mailbox(owner, "BOX@test.example")))
        .isInstanceOfSatisfying(
            DomainException.class,
            e -> assertThat(e.code()).isEqualTo(ErrorCode.EMAIL_ACCOUNT_EXISTS));
  }

  @Test
  void senderSettings_areStoredInTheColumnsTheEngineReads() {
    UserId owner = owner();
    Instant at = now();
    LinkedAccount a = linkedAccount(owner, "cols@test.example", at);
    linked.add(a);
    Sql sql = new Sql(dataSource);
    String select =
        "SELECT invites_per_day, invites_per_week, messages_per_day, inmails_per_day, visits_per_day, "
            + "likes_per_day, warm_up, "
            + "warm_up_started_at, schedule_days, schedule_start, schedule_end, provider_account_id, time_zone "
            + "FROM linked_accounts WHERE id = ?";
    Map<String, Object> defaults = sql.rows(select, a.id()).get(0);
    assertThat(defaults)
        .containsEntry("invites_per_day", 20)
        .containsEntry("invites_per_week", 100)
        .containsEntry("messages_per_day", 50)
        .containsEntry("inmails_per_day", 20)
        .containsEntry("visits_per_day", 80)
        .containsEntry("likes_per_day", 30)
        .containsEntry("warm_up", false)
        .containsEntry("warm_up_started_at", null)
        .containsEntry("schedule_days", null)
        .containsEntry("schedule_start", null)
        .containsEntry("schedule_end", null)
        .containsEntry("provider_account_id", null)
        .containsEntry("time_zone", "Europe/Berlin");

    linked.update(
        new LinkedAccount(
            a.id(),
            owner,
            a.email(),
            a.profileLink(),
            a.profile(),
            a.premium(),
            new SendingSchedule(
                ZoneId.of("Asia/Tokyo"),
                Set.of(DayOfWeek.WEDNESDAY, DayOfWeek.MONDAY),
                TimeOfDay.parse("08:30"),
                TimeOfDay.END_OF_DAY),
            true,
            null,
            false,
            a.createdAt(),
            new LinkedInLimits(1, 200, 150, 50, 250, 100),
            WarmUp.since(at),
            "uni-1"));

    Map<String, Object> set = sql.rows(select, a.id()).get(0);
    assertThat(set)
        .containsEntry("invites_per_day", 1)
        .containsEntry("invites_per_week", 200)
        .containsEntry("messages_per_day", 150)
        .containsEntry("inmails_per_day", 50)
        .containsEntry("visits_per_day", 250)
        .containsEntry("likes_per_day", 100)
        .containsEntry("warm_up", true)
        .containsEntry("schedule_days", "MON,WED")
        .containsEntry("schedule_start", "08:30")
        .containsEntry("schedule_end", "24:00")
        .containsEntry("provider_account_id", "uni-1")
        .containsEntry("time_zone", "Asia/Tokyo");
    assertThat(set.get("warm_up_started_at")).isNotNull();
  }

  @Test
  void theDatabase_refusesOutOfRangeLimitsAndMalformedSchedules() {
    UserId owner = owner();
    LinkedAccount a = linkedAccount(owner, "checks@test.example", now());
    EmailAccount m = mailbox(owner, "checks-mail@test.example");
    linked.add(a);
    mailboxes.add(m);
    Sql sql = new Sql(dataSource);
    for (String change :
        new String[] {
          "invites_per_day = 0",
          "invites_per_week = 201",
          "messages_per_day = 151",
          "inmails_per_day = 51",
          "visits_per_day = 0",
          "visits_per_day = 251",
          "likes_per_day = 0",
          "likes_per_day = 101",
          "schedule_days = 'MON,'",
          "schedule_start = '9:00'",
          "schedule_end = '24:01'",
          "schedule_start = '10:00', schedule_end = '09:00'",
          "warm_up = true"
        }) {
      assertThatThrownBy(
              () -> sql.update("UPDATE linked_accounts SET " + change + " WHERE id = ?", a.id()))
          .as(change)
          .isNotNull();
    }
    for (String change :
        new String[] {"daily_limit = 501", "daily_limit = 0", "schedule_days = 'mon'"}) {
      assertThatThrownBy(
              () -> sql.update("UPDATE email_accounts SET " + change + " WHERE id = ?", m.id()))
          .as(change)
          .isNotNull();
    }
    assertThat(
            sql.rows("SELECT time_zone, warm_up FROM email_accounts WHERE id = ?", m.id()).get(0))
        .containsEntry("time_zone", "UTC")
        .containsEntry("warm_up", false);
  }
}
