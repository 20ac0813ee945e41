package com.outreach.application.port.in.subaccount;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.auth.RequireAgencyOwner;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;

/**
 * Cancels a sub-account for good, with the reason kept for the agency's records (spec 4.4, D-10).
 */
public record CancelSubAccountCommand(
    AuthenticatedUser agency, String email, String reason, String description) {
  public static final int MAX_REASON_LENGTH = 500;
  public static final int MAX_DESCRIPTION_LENGTH = 5_000;

  public CancelSubAccountCommand {
    RequireAgencyOwner.of(agency);
    email = Check.required(email, ErrorCode.EMAIL_REQUIRED);
    reason =
        Check.maxLength(
            Check.required(reason, ErrorCode.REASON_REQUIRED), MAX_REASON_LENGTH, "Reason");
    description =
        Check.maxLength(
            Check.required(description, ErrorCode.DESCRIPTION_REQUIRED),
            MAX_DESCRIPTION_LENGTH,
            "Description");
  }
}
