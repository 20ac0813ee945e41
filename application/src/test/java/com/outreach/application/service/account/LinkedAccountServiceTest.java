package com.outreach.application.service.account;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryLinkedAccountRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.application.port.in.account.LinkAccountCommand;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.SendingSchedule;
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

/** Linking, listing and unlinking the caller's LinkedIn accounts (D-28, D-31). */
class LinkedAccountServiceTest {
  private static final LinkedAccount.Profile NO_PROFILE =
      new LinkedAccount.Profile(null, null, null, null, null, null);
  private final InMemoryLinkedAccountRepository accounts = new InMemoryLinkedAccountRepository();
  private final RecordingMembershipSchedule engine = new RecordingMembershipSchedule();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final LinkedAccountService service =
      new LinkedAccountService(
          accounts,
          new PassThroughTransactionRunner(),
          clock,
          SenderSettingsPolicy.STANDARD,
          engine);
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();

  private LinkedAccount link(UserId owner, String email) {
    return service.link(
        LinkAccountCommand.of(
            owner, email, "linkedin.com/in/" + email.split("@")[0], NO_PROFILE, null, null));
  }

  @Test
  void link_storesAValidUnpausedAccount_withTheCanonicalLinkAndTheClocksTime() {
    LinkedAccount.Profile profile =
        new LinkedAccount.Profile("Jane Doe", "Head of Sales", null, null, "urn:li:member:1", null);

    LinkedAccount account =
        service.link(
            LinkAccountCommand.of(
                me,
                "Jane@Example.com",
                "https://de.linkedin.com/in/Jane-Doe/?trk=x",
                profile,
                true,
                "Europe/Berlin"));

    assertThat(account)
        .isEqualTo(
            new LinkedAccount(
                account.id(),
                me,
                new EmailAddress("Jane@Example.com"),
                "https://www.linkedin.com/in/jane-doe",
                profile,
                true,
                SendingSchedule.byDefault(ZoneId.of("Europe/Berlin")),
                true,
                null,
                false,
                Instant.parse("2026-03-01T10:00:00Z"),
                LinkedInLimits.DEFAULT,
                WarmUp.OFF,
                null));
    assertThat(accounts.all()).containsExactly(account);
    assertThat(engine.calls)
        .containsExactly("wakeOwner " + me.value()); // D-37: leads waiting for a sender go on
  }

  @Test
  void link_anEmailTheCallerLinkedAlreadyInAnyCase_isLinkedAccountExists_andAddsNothing() {
    LinkedAccount first = link(me, "jane@example.com");

    engine.calls.clear();
    assertRefused(
        () -> link(me, "JANE@Example.COM"),
        ErrorCode.LINKED_ACCOUNT_EXISTS,
        "Linked account already exists!");
    assertThat(accounts.all()).containsExactly(first);
    assertThat(engine.calls).isEmpty();
  }

  @Test
  void link_anEmailAnotherUserLinked_isAllowed() {
    LinkedAccount theirs = link(someoneElse, "jane@example.com");

    LinkedAccount mine = link(me, "jane@example.com");

    assertThat(service.linkedAccounts(me)).containsExactly(mine);
    assertThat(service.linkedAccounts(someoneElse)).containsExactly(theirs);
  }

  @Test
  void linkedAccounts_areTheCallersOnly_oldestFirst() {
    LinkedAccount first = link(me, "first@example.com");
    clock.advance(Duration.ofSeconds(1));
    link(someoneElse, "theirs@example.com");
    clock.advance(Duration.ofSeconds(1));
    LinkedAccount second = link(me, "second@example.com");

    assertThat(service.linkedAccounts(me)).containsExactly(first, second);
  }

  @Test
  void linkedAccounts_whenNoneAreLinked_isEmpty() {
    link(someoneElse, "theirs@example.com");

    assertThat(service.linkedAccounts(me)).isEmpty();
  }

  @Test
  void unlink_ownAccount_removesOnlyThatOne() {
    LinkedAccount keep = link(me, "keep@example.com");
    LinkedAccount drop = link(me, "drop@example.com");
    LinkedAccount theirs = link(someoneElse, "drop@example.com");

    service.unlink(me, drop.id().toString());

    assertThat(accounts.all()).containsExactly(keep, theirs);
  }

  @Test
  void unlink_anotherUsersAccount_isLinkedAccountNotFound_andRemovesNothing() {
    LinkedAccount theirs = link(someoneElse, "theirs@example.com");
    List<LinkedAccount> before = accounts.all();

    assertRefused(
        () -> service.unlink(me, theirs.id().toString()),
        ErrorCode.LINKED_ACCOUNT_NOT_FOUND,
        "Linked account not found!");
    assertThat(accounts.all()).isEqualTo(before);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "not-an-id", "1-1-1-1-1", "3f2c8a1e-0000-4000-8000-00000000000"})
  void unlink_aMalformedId_isLinkedAccountNotFound_andRemovesNothing(String id) {
    link(me, "jane@example.com");
    List<LinkedAccount> before = accounts.all();

    assertRefused(
        () -> service.unlink(me, id),
        ErrorCode.LINKED_ACCOUNT_NOT_FOUND,
        "Linked account not found!");
    assertThat(accounts.all()).isEqualTo(before);
  }

  @Test
  void unlink_twice_isLinkedAccountNotFoundTheSecondTime() {
    LinkedAccount account = link(me, "jane@example.com");
    service.unlink(me, account.id().toString());

    assertRefused(
        () -> service.unlink(me, account.id().toString()),
        ErrorCode.LINKED_ACCOUNT_NOT_FOUND,
        "Linked account not found!");
  }
}
