package com.outreach.application.service.subaccount;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.User;

/**
 * Finds an agency's own sub-account by email. Another agency's sub-account, the owner itself, a
 * cancelled account, a malformed or unknown email all answer {@code Invalid user email!}, so that
 * no one learns which emails exist (D-7).
 */
final class AgencySubAccounts {
  private final UserRepository users;

  AgencySubAccounts(UserRepository users) {
    this.users = users;
  }

  User require(AuthenticatedUser agency, String email) {
    EmailAddress address;
    try {
      address = EmailAddress.parse(email);
    } catch (DomainException malformed) {
      throw unknown();
    }
    return users
        .findByEmail(address)
        .filter(user -> user.isSubAccountOf(agency.id()))
        .orElseThrow(AgencySubAccounts::unknown);
  }

  private static DomainException unknown() {
    return new DomainException(ErrorCode.INVALID_USER_EMAIL);
  }
}
