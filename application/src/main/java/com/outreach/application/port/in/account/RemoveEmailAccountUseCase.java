package com.outreach.application.port.in.account;

import com.outreach.domain.user.UserId;

/** Removes one of the caller's mailboxes; another user's id is unknown (D-28, D-31). */
public interface RemoveEmailAccountUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code EMAIL_ACCOUNT_NOT_FOUND}
   */
  void remove(UserId owner, String emailAccountId);
}
