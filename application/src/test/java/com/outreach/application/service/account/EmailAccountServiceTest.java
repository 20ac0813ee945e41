package com.outreach.application.service.account;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEmailAccountRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.application.port.in.account.AddEmailAccountCommand;
import com.outreach.application.port.in.account.AddEmailAccountCommand.SmtpFields;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Adding, listing and removing the caller's mailboxes (D-28, D-31). */
class EmailAccountServiceTest {
  private static final SmtpFields NO_SMTP = new SmtpFields(null, null, null, null, null);
  private final InMemoryEmailAccountRepository accounts = new InMemoryEmailAccountRepository();
  private final RecordingMembershipSchedule engine = new RecordingMembershipSchedule();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final EmailAccountService service =
      new EmailAccountService(
          accounts,
          new PassThroughTransactionRunner(),
          clock,
          SenderSettingsPolicy.STANDARD,
          engine);
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();

  private EmailAccount add(UserId owner, String email) {
    return service.add(AddEmailAccountCommand.of(owner, email, null, null, NO_SMTP, null));
  }

  @Test
  void add_storesAValidUnpausedMailbox_withItsSettingsAndTheClocksTime() {
    EmailAccount account =
        service.add(
            AddEmailAccountCommand.of(
                me,
                "Jane@Example.com",
                "Jane Doe",
                "gmail",
                new SmtpFields("smtp.gmail.com", 465, "jane", "app-password", "ssl"),
                40));

    assertThat(account)
        .isEqualTo(
            new EmailAccount(
                account.id(),
                me,
                new EmailAddress("Jane@Example.com"),
                "Jane Doe",
                "GMAIL",
                new EmailAccount.Smtp(
                    "smtp.gmail.com", 465, "jane", "app-password", SmtpSecurity.SSL),
                40,
                true,
                false,
                Instant.parse("2026-03-01T10:00:00Z"),
                WarmUp.OFF,
                SendingSchedule.byDefault(ZoneId.of("UTC"))));
    assertThat(accounts.all()).containsExactly(account);
  }

  @Test
  void add_withOnlyAnEmail_usesTheDefaults() {
    EmailAccount account = add(me, "jane@example.com");

    assertThat(account.type()).isEqualTo("SMTP");
    assertThat(account.dailyLimit()).isEqualTo(50);
    assertThat(account.fullName()).isNull();
    assertThat(account.smtp()).isEqualTo(new EmailAccount.Smtp(null, null, null, null, null));
  }

  @Test
  void add_anEmailTheCallerAddedAlreadyInAnyCase_isEmailAccountExists_andAddsNothing() {
    EmailAccount first = add(me, "jane@example.com");

    assertRefused(
        () -> add(me, " JANE@Example.COM "),
        ErrorCode.EMAIL_ACCOUNT_EXISTS,
        "Email account already exists!");
    assertThat(accounts.all()).containsExactly(first);
  }

  @Test
  void add_anEmailAnotherUserAdded_isAllowed() {
    EmailAccount theirs = add(someoneElse, "jane@example.com");

    EmailAccount mine = add(me, "jane@example.com");

    assertThat(service.emailAccounts(me)).containsExactly(mine);
    assertThat(service.emailAccounts(someoneElse)).containsExactly(theirs);
  }

  @Test
  void emailAccounts_areTheCallersOnly_oldestFirst() {
    EmailAccount first = add(me, "first@example.com");
    clock.advance(Duration.ofSeconds(1));
    add(someoneElse, "theirs@example.com");
    clock.advance(Duration.ofSeconds(1));
    EmailAccount second = add(me, "second@example.com");

    assertThat(service.emailAccounts(me)).containsExactly(first, second);
  }

  @Test
  void emailAccounts_whenNoneWereAdded_isEmpty() {
    add(someoneElse, "theirs@example.com");

    assertThat(service.emailAccounts(me)).isEmpty();
  }

  @Test
  void remove_ownMailbox_removesOnlyThatOne() {
    EmailAccount keep = add(me, "keep@example.com");
    EmailAccount drop = add(me, "drop@example.com");
    EmailAccount theirs = add(someoneElse, "drop@example.com");

    service.remove(me, drop.id().toString());

    assertThat(accounts.all()).containsExactly(keep, theirs);
  }

  @Test
  void remove_anotherUsersMailbox_isEmailAccountNotFound_andRemovesNothing() {
    EmailAccount theirs = add(someoneElse, "theirs@example.com");
    List<EmailAccount> before = accounts.all();

    assertRefused(
        () -> service.remove(me, theirs.id().toString()),
        ErrorCode.EMAIL_ACCOUNT_NOT_FOUND,
        "Email account not found!");
    assertThat(accounts.all()).isEqualTo(before);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "not-an-id", "1-1-1-1-1", "3f2c8a1e-0000-4000-8000-00000000000"})
  void remove_aMalformedId_isEmailAccountNotFound_andRemovesNothing(String id) {
    add(me, "jane@example.com");
    List<EmailAccount> before = accounts.all();

    assertRefused(
        () -> service.remove(me, id),
        ErrorCode.EMAIL_ACCOUNT_NOT_FOUND,
        "Email account not found!");
    assertThat(accounts.all()).isEqualTo(before);
  }

  @Test
  void remove_twice_isEmailAccountNotFoundTheSecondTime() {
    EmailAccount account = add(me, "jane@example.com");
    service.remove(me, account.id().toString());

    assertRefused(
        () -> service.remove(me, account.id().toString()),
        ErrorCode.EMAIL_ACCOUNT_NOT_FOUND,
        "Email account not found!");
  }
}
