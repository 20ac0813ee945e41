package com.outreach.application.port.in.auth;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;

/** The role rule of D-6, shared by every agency-only use case and the HTTP layer. */
public final class RequireAgencyOwner {
  private RequireAgencyOwner() {}

  /** A valid token of a non-agency user gets {@code Invalid agency owner token.} (D-6). */
  public static AuthenticatedUser of(AuthenticatedUser caller) {
    if (!caller.isAgencyOwner()) {
      throw new DomainException(ErrorCode.INVALID_AGENCY_OWNER_TOKEN);
    }
    return caller;
  }
}
