package com.outreach.adapter.out.persistence.lead;

import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;

/** Stored users to own what the persistence tests store (leads, campaigns, accounts, ...). */
public final class Owners {
  private Owners() {}

  public static UserId stored(UserRepository users) {
    User owner =
        User.open(
            EmailAddress.parse("leads-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(owner);
    return owner.id();
  }
}
