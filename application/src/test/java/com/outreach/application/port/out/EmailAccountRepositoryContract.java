package com.outreach.application.port.out;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.account.TimeOfDay;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link EmailAccountRepository} keeps (D-28): one email per owner, oldest first.
 */
public abstract class EmailAccountRepositoryContract {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private EmailAccountRepository accounts;
  private UserId owner;
  private UserId otherOwner;

  /** An empty repository, new for each test. */
  protected abstract EmailAccountRepository newRepository();

  /** An owner the repository accepts mailboxes for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  @BeforeEach
  void emptyRepository() {
    accounts = newRepository();
    owner = newOwner();
    otherOwner = newOwner();
  }

  static EmailAccount mailbox(UserId owner, String email, Instant createdAt) {
    return EmailAccount.connect(
        owner,
        new EmailAddress(email),
        "Jane Doe",
        "SMTP",
        new EmailAccount.Smtp("smtp.example.com", 587, "jane", "s3cret", SmtpSecurity.STARTTLS),
        80,
        createdAt);
  }

  @Test
  void add_thenList_returnsEveryFieldIncludingThePassword() {
    EmailAccount a = mailbox(owner, "Jane@Example.com", T0);
    accounts.add(a);

    assertThat(accounts.listByOwner(owner)).containsExactly(a);
  }

  @Test
  void listByOwner_isOldestFirst_andOnlyThatOwners() {
    EmailAccount newer = mailbox(owner, "newer@example.com", T0.plusSeconds(60));
    EmailAccount older = mailbox(owner, "older@example.com", T0);
    EmailAccount foreign = mailbox(otherOwner, "foreign@example.com", T0.minusSeconds(60));
    accounts.add(newer);
    accounts.add(foreign);
    accounts.add(older);

    assertThat(accounts.listByOwner(owner)).containsExactly(older, newer);
    assertThat(accounts.listByOwner(otherOwner)).containsExactly(foreign);
  }

  @Test
  void add_emailTheOwnerAddedAlreadyInAnyCase_isEmailAccountExists() {
    EmailAccount first = mailbox(owner, "jane@example.com", T0);
    accounts.add(first);

    assertRefused(
        () -> accounts.add(mailbox(owner, "JANE@example.COM", T0.plusSeconds(1))),
        ErrorCode.EMAIL_ACCOUNT_EXISTS,
        "Email account already exists!");
    assertThat(accounts.listByOwner(owner)).containsExactly(first);
  }

  @Test
  void add_emailAnotherOwnerAdded_isAccepted() {
    accounts.add(mailbox(owner, "shared@example.com", T0));
    EmailAccount second = mailbox(otherOwner, "shared@example.com", T0);

    accounts.add(second);

    assertThat(accounts.listByOwner(otherOwner)).containsExactly(second);
  }

  @Test
  void remove_ownMailbox_removesOnlyThatOne() {
    EmailAccount keep = mailbox(owner, "keep@example.com", T0);
    EmailAccount drop = mailbox(owner, "drop@example.com", T0.plusSeconds(1));
    accounts.add(keep);
    accounts.add(drop);

    assertThat(accounts.remove(owner, drop.id())).isTrue();
    assertThat(accounts.listByOwner(owner)).containsExactly(keep);
  }

  @Test
  void remove_anotherOwnersMailboxOrAnUnknownId_removesNothing() {
    EmailAccount a = mailbox(owner, "jane@example.com", T0);
    accounts.add(a);

    assertThat(accounts.remove(otherOwner, a.id())).isFalse();
    assertThat(accounts.remove(owner, UUID.randomUUID())).isFalse();
    assertThat(accounts.listByOwner(owner)).containsExactly(a);
  }

  @Test
  void findForChange_findsOnlyTheOwnersMailbox() {
    EmailAccount a = mailbox(owner, "jane@example.com", T0);
    accounts.add(a);

    assertThat(accounts.findForChange(owner, a.id())).contains(a);
    assertThat(accounts.findForChange(otherOwner, a.id())).isEmpty();
    assertThat(accounts.findForChange(owner, UUID.randomUUID())).isEmpty();
  }

  @Test
  void update_storesEveryChangedField_andListsShowIt() {
    EmailAccount a = mailbox(owner, "jane@example.com", T0);
    EmailAccount untouched = mailbox(owner, "other@example.com", T0.plusSeconds(1));
    accounts.add(a);
    accounts.add(untouched);
    EmailAccount changed =
        new EmailAccount(
            a.id(),
            owner,
            a.email(),
            null,
            "GMAIL",
            new EmailAccount.Smtp("smtp.gmail.com", 465, null, "n3w", SmtpSecurity.SSL),
            500,
            true,
            true,
            T0,
            WarmUp.since(T0.plusSeconds(30)),
            new SendingSchedule(
                ZoneId.of("America/New_York"),
                Set.of(DayOfWeek.SATURDAY),
                null,
                TimeOfDay.parse("20:15")));

    accounts.update(changed);

    assertThat(accounts.findForChange(owner, a.id())).contains(changed);
    assertThat(accounts.listByOwner(owner)).containsExactly(changed, untouched);
  }
}
