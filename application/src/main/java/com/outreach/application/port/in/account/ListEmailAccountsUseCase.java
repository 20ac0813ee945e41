package com.outreach.application.port.in.account;

import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.user.UserId;
import java.util.List;

/** The caller's mailboxes, oldest first (D-28). */
public interface ListEmailAccountsUseCase {
  List<EmailAccount> emailAccounts(UserId owner);
}
