package com.outreach.application.service.account;

import com.outreach.application.port.in.account.AddEmailAccountCommand;
import com.outreach.application.port.in.account.AddEmailAccountUseCase;
import com.outreach.application.port.in.account.ListEmailAccountsUseCase;
import com.outreach.application.port.in.account.RemoveEmailAccountUseCase;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.util.List;

/** Connect, list and remove the caller's mailboxes (D-28). */
public final class EmailAccountService implements AddEmailAccountUseCase, ListEmailAccountsUseCase, RemoveEmailAccountUseCase {
  private final EmailAccountRepository accounts;
  private final Clock clock;

  public EmailAccountService(EmailAccountRepository accounts, Clock clock) {
    this.accounts = accounts;
    this.clock = clock;
  }

  @Override
  public EmailAccount add(AddEmailAccountCommand c) {
    // A duplicate email is refused by the repository itself (its unique key), race-free.
    EmailAccount account =
        EmailAccount.connect(c.owner(), c.email(), c.fullName(), c.type(), c.smtp(), c.dailyLimit(), clock.instant());
    accounts.add(account);
    return account;
  }

  @Override
  public List<EmailAccount> emailAccounts(UserId owner) {
    return accounts.listByOwner(owner);
  }

  @Override
  public void remove(UserId owner, String emailAccountId) {
    boolean removed = Uuids.parse(emailAccountId).map(id -> accounts.remove(owner, id)).orElse(false);
    if (!removed) {
      throw new DomainException(ErrorCode.EMAIL_ACCOUNT_NOT_FOUND);
    }
  }
}
