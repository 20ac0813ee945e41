package com.outreach.application.port.in.user;

import java.util.Optional;

/**
 * Makes sure the agency owner named by {@code OUTREACH_BOOTSTRAP_AGENCY_*} exists with the given
 * token (D-2). Running it twice changes nothing.
 */
public interface EnsureAgencyOwnerUseCase {
  /**
   * @return the new account, when this call created it; empty when it already existed
   */
  Optional<CreatedUser> ensure(CreateUserCommand command);
}
