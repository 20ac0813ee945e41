package com.outreach.application.port.in.subaccount;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.auth.RequireAgencyOwner;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;

/** An agency owner asking for one sub-account's token (spec 4.1, D-7). */
public record SubAccountTokenQuery(AuthenticatedUser agency, String accountEmail) {
  public SubAccountTokenQuery {
    RequireAgencyOwner.of(agency);
    accountEmail = Check.required(accountEmail, ErrorCode.ACCOUNT_EMAIL_REQUIRED);
  }
}
