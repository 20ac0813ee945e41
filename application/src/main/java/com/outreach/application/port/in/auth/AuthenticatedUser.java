package com.outreach.application.port.in.auth;

import com.outreach.domain.user.Role;
import com.outreach.domain.user.UserId;

/** The caller behind a valid token: who it is and what it may do. */
public record AuthenticatedUser(UserId id, Role role) {
  public boolean isAgencyOwner() {
    return role == Role.AGENCY_OWNER;
  }
}
