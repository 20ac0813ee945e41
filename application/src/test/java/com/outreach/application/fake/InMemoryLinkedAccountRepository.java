package com.outreach.application.fake;

import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.shared.ErrorCode;

/** {@link LinkedAccountRepository} in a list. */
public final class InMemoryLinkedAccountRepository
    extends InMemorySenderAccountRepository<LinkedAccount> implements LinkedAccountRepository {
  public InMemoryLinkedAccountRepository() {
    super(ErrorCode.LINKED_ACCOUNT_EXISTS);
  }
}
