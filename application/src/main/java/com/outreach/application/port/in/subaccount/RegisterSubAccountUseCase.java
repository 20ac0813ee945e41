package com.outreach.application.port.in.subaccount;

import com.outreach.domain.user.UserId;

/** Creates an active member whose parent is the calling agency, with its own token (D-8). */
public interface RegisterSubAccountUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code USER_ALREADY_REGISTERED} when any
   *     user that is not cancelled holds the email
   */
  UserId register(RegisterSubAccountCommand command);
}
