package com.outreach.application.port.in.subaccount;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.auth.RequireAgencyOwner;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.User;

/**
 * A new sub-account for the calling agency (spec 4.6, D-8). Fields are checked in the order D-8
 * lists them: name, email, planId; planId defaults to {@code CUSTOMER}.
 */
public record RegisterSubAccountCommand(
    AuthenticatedUser agency, String name, String email, String planId) {
  public RegisterSubAccountCommand {
    RequireAgencyOwner.of(agency);
    name =
        Check.maxLength(
            Check.required(name, ErrorCode.NAME_REQUIRED), User.MAX_NAME_LENGTH, "Name");
    email = EmailAddress.parse(Check.required(email, ErrorCode.EMAIL_REQUIRED)).value();
    planId = Check.maxLength(Check.optional(planId), Plan.MAX_ID_LENGTH, "Plan id");
    planId = planId == null ? Plan.DEFAULT_ID : planId;
  }

  public EmailAddress emailAddress() {
    return new EmailAddress(email);
  }
}
