package com.outreach.application.service.account;

import com.outreach.application.port.in.account.LinkAccountCommand;
import com.outreach.application.port.in.account.LinkAccountUseCase;
import com.outreach.application.port.in.account.ListLinkedAccountsUseCase;
import com.outreach.application.port.in.account.UnlinkAccountUseCase;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.util.List;

/** Connect, list and remove the caller's LinkedIn accounts (D-28). */
public final class LinkedAccountService implements LinkAccountUseCase, ListLinkedAccountsUseCase, UnlinkAccountUseCase {
  private final LinkedAccountRepository accounts;
  private final Clock clock;

  public LinkedAccountService(LinkedAccountRepository accounts, Clock clock) {
    this.accounts = accounts;
    this.clock = clock;
  }

  @Override
  public LinkedAccount link(LinkAccountCommand c) {
    // A duplicate email is refused by the repository itself (its unique key), race-free.
    LinkedAccount account = LinkedAccount.connect(
        c.owner(), c.email(), c.profileLink().canonical(), c.profile(), c.premium(), c.timeZone(), clock.instant());
    accounts.add(account);
    return account;
  }

  @Override
  public List<LinkedAccount> linkedAccounts(UserId owner) {
    return accounts.listByOwner(owner);
  }

  @Override
  public void unlink(UserId owner, String linkedAccountId) {
    boolean removed = Uuids.parse(linkedAccountId).map(id -> accounts.remove(owner, id)).orElse(false);
    if (!removed) {
      throw new DomainException(ErrorCode.LINKED_ACCOUNT_NOT_FOUND);
    }
  }
}
