package com.outreach.application.port.in.account;

import com.outreach.domain.account.LinkedAccount;

/** Connects a LinkedIn account to the caller (D-28). */
public interface LinkAccountUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code LINKED_ACCOUNT_EXISTS} when the
   *     caller linked this email already
   */
  LinkedAccount link(LinkAccountCommand command);
}
