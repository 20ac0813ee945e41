package com.outreach.application.port.in.account;

import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.user.UserId;
import java.util.List;

/** The caller's LinkedIn accounts, oldest first (D-28). */
public interface ListLinkedAccountsUseCase {
  List<LinkedAccount> linkedAccounts(UserId owner);
}
