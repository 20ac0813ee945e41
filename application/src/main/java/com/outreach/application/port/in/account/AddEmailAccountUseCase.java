package com.outreach.application.port.in.account;

import com.outreach.domain.account.EmailAccount;

/** Connects a mailbox to the caller (D-28). */
public interface AddEmailAccountUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code EMAIL_ACCOUNT_EXISTS} when the caller
   *     added this email already
   */
  EmailAccount add(AddEmailAccountCommand command);
}
