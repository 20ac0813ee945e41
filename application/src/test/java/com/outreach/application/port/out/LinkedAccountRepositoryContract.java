package com.outreach.application.port.out;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.SendingSchedule;
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
 * The rules every {@link LinkedAccountRepository} keeps (D-28): one email per owner, oldest first.
 */
public abstract class LinkedAccountRepositoryContract {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private LinkedAccountRepository accounts;
  private UserId owner;
  private UserId otherOwner;

  /** An empty repository, new for each test. */
  protected abstract LinkedAccountRepository newRepository();

  /** An owner the repository accepts accounts for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  @BeforeEach
  void emptyRepository() {
    accounts = newRepository();
    owner = newOwner();
    otherOwner = newOwner();
  }

  static LinkedAccount account(UserId owner, String email, Instant createdAt) {
    return LinkedAccount.connect(
        owner,
        new EmailAddress(email),
        "https://www.linkedin.com/in/jane-doe",
        new LinkedAccount.Profile("Jane Doe", "Head of Sales", null, null, "urn:li:member:1", null),
        true,
        ZoneId.of("Europe/Berlin"),
        createdAt);
  }

  @Test
  void add_thenList_returnsEveryField() {
    LinkedAccount a = account(owner, "Jane@Example.com", T0);
    accounts.add(a);

    assertThat(accounts.listByOwner(owner)).containsExactly(a);
  }

  @Test
  void listByOwner_isOldestFirst_andOnlyThatOwners() {
    LinkedAccount newer = account(owner, "newer@example.com", T0.plusSeconds(60));
    LinkedAccount older = account(owner, "older@example.com", T0);
    LinkedAccount foreign = account(otherOwner, "foreign@example.com", T0.minusSeconds(60));
    accounts.add(newer);
    accounts.add(foreign);
    accounts.add(older);

    assertThat(accounts.listByOwner(owner)).containsExactly(older, newer);
    assertThat(accounts.listByOwner(otherOwner)).containsExactly(foreign);
  }

  @Test
  void listByOwner_withNoAccounts_isEmpty() {
    assertThat(accounts.listByOwner(owner)).isEmpty();
  }

  @Test
  void add_emailTheOwnerLinkedAlreadyInAnyCase_isLinkedAccountExists() {
    LinkedAccount first = account(owner, "jane@example.com", T0);
    accounts.add(first);

    assertRefused(
        () -> accounts.add(account(owner, "JANE@example.COM", T0.plusSeconds(1))),
        ErrorCode.LINKED_ACCOUNT_EXISTS,
        "Linked account already exists!");
    assertThat(accounts.listByOwner(owner)).containsExactly(first);
  }

  @Test
  void add_emailAnotherOwnerLinked_isAccepted() {
    accounts.add(account(owner, "shared@example.com", T0));
    LinkedAccount second = account(otherOwner, "shared@example.com", T0);

    accounts.add(second);

    assertThat(accounts.listByOwner(otherOwner)).containsExactly(second);
  }

  @Test
  void remove_ownAccount_removesOnlyThatOne() {
    LinkedAccount keep = account(owner, "keep@example.com", T0);
    LinkedAccount drop = account(owner, "drop@example.com", T0.plusSeconds(1));
    accounts.add(keep);
    accounts.add(drop);

    assertThat(accounts.remove(owner, drop.id())).isTrue();
    assertThat(accounts.listByOwner(owner)).containsExactly(keep);
  }

  @Test
  void remove_anotherOwnersAccountOrAnUnknownId_removesNothing() {
    LinkedAccount a = account(owner, "jane@example.com", T0);
    accounts.add(a);

    assertThat(accounts.remove(otherOwner, a.id())).isFalse();
    assertThat(accounts.remove(owner, UUID.randomUUID())).isFalse();
    assertThat(accounts.listByOwner(owner)).containsExactly(a);
  }

  @Test
  void remove_frees_theEmailForThatOwner() {
    LinkedAccount a = account(owner, "jane@example.com", T0);
    accounts.add(a);
    accounts.remove(owner, a.id());
    LinkedAccount again = account(owner, "jane@example.com", T0.plusSeconds(5));

    accounts.add(again);

    assertThat(accounts.listByOwner(owner)).containsExactly(again);
  }

  @Test
  void findForChange_findsOnlyTheOwnersAccount() {
    LinkedAccount a = account(owner, "jane@example.com", T0);
    accounts.add(a);

    assertThat(accounts.findForChange(owner, a.id())).contains(a);
    assertThat(accounts.findForChange(otherOwner, a.id())).isEmpty();
    assertThat(accounts.findForChange(owner, UUID.randomUUID())).isEmpty();
  }

  @Test
  void update_storesEveryChangedField_andListsShowIt() {
    LinkedAccount a = account(owner, "jane@example.com", T0);
    LinkedAccount untouched = account(owner, "other@example.com", T0.plusSeconds(1));
    accounts.add(a);
    accounts.add(untouched);
    LinkedAccount changed =
        new LinkedAccount(
            a.id(),
            owner,
            a.email(),
            "https://www.linkedin.com/in/jane-2",
            new LinkedAccount.Profile(
                null, "CEO", "https://s.example", "https://r.example", null, "https://p.example"),
            false,
            new SendingSchedule(
                ZoneId.of("Asia/Tokyo"),
                Set.of(DayOfWeek.MONDAY, DayOfWeek.SUNDAY),
                TimeOfDay.parse("07:30"),
                TimeOfDay.END_OF_DAY),
            true,
            null,
            true,
            T0,
            new LinkedInLimits(1, 200, 150, 50),
            WarmUp.since(T0.plusSeconds(30)),
            "uni-123");

    accounts.update(changed);

    assertThat(accounts.findForChange(owner, a.id())).contains(changed);
    assertThat(accounts.listByOwner(owner)).containsExactly(changed, untouched);
  }

  @Test
  void update_backToTheDefaults_storesThemAsDefaults() {
    LinkedAccount a = account(owner, "jane@example.com", T0);
    accounts.add(a);
    LinkedAccount on =
        new LinkedAccount(
            a.id(),
            owner,
            a.email(),
            a.profileLink(),
            a.profile(),
            a.premium(),
            new SendingSchedule(
                ZoneId.of("UTC"), Set.of(DayOfWeek.FRIDAY), TimeOfDay.parse("10:00"), null),
            a.valid(),
            null,
            false,
            T0,
            a.limits(),
            WarmUp.since(T0),
            "x");
    accounts.update(on);
    LinkedAccount off =
        new LinkedAccount(
            a.id(),
            owner,
            a.email(),
            a.profileLink(),
            a.profile(),
            a.premium(),
            SendingSchedule.byDefault(ZoneId.of("UTC")),
            a.valid(),
            null,
            false,
            T0,
            a.limits(),
            WarmUp.OFF,
            null);

    accounts.update(off);

    assertThat(accounts.listByOwner(owner)).containsExactly(off);
  }
}
