package com.outreach.application.port.in.account;

import com.outreach.domain.account.EmailAccount;

/** Changes one of the caller's mailboxes; another user's id is unknown (D-31, D-43). */
public interface UpdateEmailAccountUseCase {
  /**
   * @return the mailbox as stored after the change
   * @throws com.outreach.domain.shared.DomainException {@code EMAIL_ACCOUNT_NOT_FOUND}, {@code
   *     INVALID_SCHEDULE} (no working window under the deployment defaults)
   */
  EmailAccount update(UpdateEmailAccountCommand command);
}
