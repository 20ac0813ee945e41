package com.outreach.application.port.in.account;

import com.outreach.domain.account.LinkedAccount;

/** Changes one of the caller's LinkedIn accounts; another user's id is unknown (D-31, D-43). */
public interface UpdateLinkedAccountUseCase {
  /**
   * @return the account as stored after the change
   * @throws com.outreach.domain.shared.DomainException {@code LINKED_ACCOUNT_NOT_FOUND}, {@code
   *     INVALID_SCHEDULE} (no working window under the deployment defaults), {@code
   *     PROVIDER_ACCOUNT_ID_REQUIRED}
   */
  LinkedAccount update(UpdateLinkedAccountCommand command);
}
