package com.outreach.application.port.in.account;

import com.outreach.domain.user.UserId;

/** Removes one of the caller's LinkedIn accounts; another user's id is unknown (D-28, D-31). */
public interface UnlinkAccountUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code LINKED_ACCOUNT_NOT_FOUND}
   */
  void unlink(UserId owner, String linkedAccountId);
}
