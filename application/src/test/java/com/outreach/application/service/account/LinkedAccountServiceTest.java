package com.outreach.application.service.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryLinkedAccountRepository;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.port.in.account.LinkAccountCommand;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Linking, listing and unlinking the caller's LinkedIn accounts (D-28, D-31). */
class LinkedAccountServiceTest extends SenderAccountServiceContract<LinkedAccount> {
  private static final LinkedAccount.Profile NO_PROFILE =
      new LinkedAccount.Profile(null, null, null, null, null, null);
  private final InMemoryLinkedAccountRepository accounts = new InMemoryLinkedAccountRepository();
  private final LinkedAccountService service =
      new LinkedAccountService(
          accounts,
          new PassThroughTransactionRunner(),
          clock,
          SenderSettingsPolicy.STANDARD,
          engine);

  LinkedAccountServiceTest() {
    super(
        "JANE@Example.COM",
        ErrorCode.LINKED_ACCOUNT_EXISTS,
        "Linked account already exists!",
        ErrorCode.LINKED_ACCOUNT_NOT_FOUND,
        "Linked account not found!");
  }

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

  @Override
  protected LinkedAccount add(UserId owner, String email) {
    return link(owner, email);
  }

  @Override
  protected List<LinkedAccount> list(UserId owner) {
    return service.linkedAccounts(owner);
  }

  @Override
  protected void remove(UserId owner, String accountId) {
    service.unlink(owner, accountId);
  }

  @Override
  protected List<LinkedAccount> stored() {
    return accounts.all();
  }
}
