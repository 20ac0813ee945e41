package com.outreach.application.port.in.subaccount;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.auth.RequireAgencyOwner;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;

/** An agency owner acting on one of its sub-accounts, named by email (spec 4.7, 4.8). */
public record SubAccountCommand(AuthenticatedUser agency, String email) {
  public SubAccountCommand {
    RequireAgencyOwner.of(agency);
    email = Check.required(email, ErrorCode.EMAIL_REQUIRED);
  }
}
