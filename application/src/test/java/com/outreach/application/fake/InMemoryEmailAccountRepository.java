package com.outreach.application.fake;

import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.shared.ErrorCode;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** {@link EmailAccountRepository} in a list, remembering which login pauses it was asked to end. */
public final class InMemoryEmailAccountRepository
    extends InMemorySenderAccountRepository<EmailAccount> implements EmailAccountRepository {
  /** The logins {@link #endLoginPause} was asked to retry, as "id LOGIN". */
  public final List<String> loginPausesEnded = new ArrayList<>();

  public InMemoryEmailAccountRepository() {
    super(ErrorCode.EMAIL_ACCOUNT_EXISTS);
  }

  @Override
  public void endLoginPause(UUID id, Login login) {
    loginPausesEnded.add(id + " " + login);
  }
}
