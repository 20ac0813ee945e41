package com.outreach.application.port.in.user;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import java.time.Instant;

/**
 * An operator creating an account from the command line or the start-up environment (D-2). A chosen
 * token must be at least 32 characters; without one a random token is generated.
 */
public record CreateUserCommand(
    EmailAddress email, String name, Role role, Plan plan, ApiKey token) {
  public CreateUserCommand {
    name =
        Check.maxLength(
            Check.required(name, ErrorCode.NAME_REQUIRED), User.MAX_NAME_LENGTH, "Name");
    if (email == null || role == null || plan == null) {
      throw new IllegalArgumentException("email, role and plan are required");
    }
    if (token != null && token.value().length() < ApiKey.MIN_OPERATOR_LENGTH) {
      throw new IllegalArgumentException(
          "a chosen token must be at least " + ApiKey.MIN_OPERATOR_LENGTH + " characters");
    }
  }

  public static CreateUserCommand of(
      String email,
      String name,
      boolean agency,
      String planId,
      Instant planExpiresAt,
      String token) {
    String plan = Check.optional(planId);
    return new CreateUserCommand(
        EmailAddress.parse(Check.required(email, ErrorCode.EMAIL_REQUIRED)),
        name,
        agency ? Role.AGENCY_OWNER : Role.MEMBER,
        new Plan(plan == null ? Plan.DEFAULT_ID : plan, planExpiresAt),
        token == null || token.isBlank() ? null : new ApiKey(token));
  }
}
