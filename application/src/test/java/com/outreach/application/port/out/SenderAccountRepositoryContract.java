package com.outreach.application.port.out;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.account.SenderAccount;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link SenderAccountRepository} keeps, whatever the kind of account (D-28): one
 * email per owner in any case, oldest first, and an owner sees and changes only their own.
 */
public abstract class SenderAccountRepositoryContract<A extends SenderAccount> {
  protected static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  protected SenderAccountRepository<A> accounts;
  protected UserId owner;
  private UserId otherOwner;

  /** An empty repository, new for each test. */
  protected abstract SenderAccountRepository<A> newRepository();

  /** An owner the repository accepts accounts for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  /** A newly connected account of this kind. */
  protected abstract A account(UserId owner, String email, Instant createdAt);

  /** {@code a} with every field a change may touch set to another value. */
  protected abstract A everyFieldChanged(A a);

  /** The code a duplicate email is refused with, and its message. */
  protected abstract ErrorCode exists();

  protected abstract String existsMessage();

  @BeforeEach
  void emptyRepository() {
    accounts = newRepository();
    owner = newOwner();
    otherOwner = newOwner();
  }

  @Test
  void add_thenList_returnsEveryField() {
    A a = account(owner, "Jane@Example.com", T0);
    accounts.add(a);

    assertThat(accounts.listByOwner(owner)).containsExactly(a);
  }

  @Test
  void listByOwner_isOldestFirst_andOnlyThatOwners() {
    A newer = account(owner, "newer@example.com", T0.plusSeconds(60));
    A older = account(owner, "older@example.com", T0);
    A foreign = account(otherOwner, "foreign@example.com", T0.minusSeconds(60));
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
  void add_emailTheOwnerAddedAlreadyInAnyCase_isRefusedAsExisting() {
    A first = account(owner, "jane@example.com", T0);
    accounts.add(first);

    assertRefused(
        () -> accounts.add(account(owner, "JANE@example.COM", T0.plusSeconds(1))),
        exists(),
        existsMessage());
    assertThat(accounts.listByOwner(owner)).containsExactly(first);
  }

  @Test
  void add_emailAnotherOwnerAdded_isAccepted() {
    accounts.add(account(owner, "shared@example.com", T0));
    A second = account(otherOwner, "shared@example.com", T0);

    accounts.add(second);

    assertThat(accounts.listByOwner(otherOwner)).containsExactly(second);
  }

  @Test
  void remove_ownAccount_removesOnlyThatOne() {
    A keep = account(owner, "keep@example.com", T0);
    A drop = account(owner, "drop@example.com", T0.plusSeconds(1));
    accounts.add(keep);
    accounts.add(drop);

    assertThat(accounts.remove(owner, drop.id())).isTrue();
    assertThat(accounts.listByOwner(owner)).containsExactly(keep);
  }

  @Test
  void remove_anotherOwnersAccountOrAnUnknownId_removesNothing() {
    A a = account(owner, "jane@example.com", T0);
    accounts.add(a);

    assertThat(accounts.remove(otherOwner, a.id())).isFalse();
    assertThat(accounts.remove(owner, UUID.randomUUID())).isFalse();
    assertThat(accounts.listByOwner(owner)).containsExactly(a);
  }

  @Test
  void remove_freesTheEmailForThatOwner() {
    A a = account(owner, "jane@example.com", T0);
    accounts.add(a);
    accounts.remove(owner, a.id());
    A again = account(owner, "jane@example.com", T0.plusSeconds(5));

    accounts.add(again);

    assertThat(accounts.listByOwner(owner)).containsExactly(again);
  }

  @Test
  void findForChange_findsOnlyTheOwnersAccount() {
    A a = account(owner, "jane@example.com", T0);
    accounts.add(a);

    assertThat(accounts.findForChange(owner, a.id())).contains(a);
    assertThat(accounts.findForChange(otherOwner, a.id())).isEmpty();
    assertThat(accounts.findForChange(owner, UUID.randomUUID())).isEmpty();
  }

  @Test
  void update_storesEveryChangedField_andListsShowIt() {
    A a = account(owner, "jane@example.com", T0);
    A untouched = account(owner, "other@example.com", T0.plusSeconds(1));
    accounts.add(a);
    accounts.add(untouched);
    A changed = everyFieldChanged(a);

    accounts.update(changed);

    assertThat(changed).isNotEqualTo(a);
    assertThat(accounts.findForChange(owner, a.id())).contains(changed);
    assertThat(accounts.listByOwner(owner)).containsExactly(changed, untouched);
  }
}
