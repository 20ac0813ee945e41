package com.outreach.domain.user;

import com.outreach.domain.shared.EmailAddress;
import java.time.Instant;

/** Users in a given state for domain tests. */
final class Users {
  static final Instant CREATED = Instant.parse("2026-01-01T00:00:00Z");
  static final UserId AGENCY = UserId.random();
  static final Cancellation EARLIER_CANCELLATION =
      new Cancellation("Left", "Moved to another tool", Instant.parse("2026-02-01T00:00:00Z"));

  private Users() {}

  /** A sub-account of {@link #AGENCY} in the given status, with a plan that never expires. */
  static User subAccount(UserStatus status) {
    return withPlan(status, Plan.of("CUSTOMER"));
  }

  static User withPlan(UserStatus status, Plan plan) {
    return User.rehydrate(
        new User.Snapshot(
            UserId.random(),
            new EmailAddress("sub@client.example"),
            "Sub Account",
            Role.MEMBER,
            AGENCY,
            plan,
            status,
            new ApiKey("k".repeat(43)),
            CREATED,
            status == UserStatus.CANCELLED ? EARLIER_CANCELLATION : null));
  }
}
