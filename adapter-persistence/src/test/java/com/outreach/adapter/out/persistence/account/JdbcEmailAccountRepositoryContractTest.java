package com.outreach.adapter.out.persistence.account;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.EmailAccountRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.UUID;

/** The rules every EmailAccountRepository keeps, on PostgreSQL. */
@PersistenceTest
class JdbcEmailAccountRepositoryContractTest extends EmailAccountRepositoryContract {
  @Inject EmailAccountRepository accounts;
  @Inject UserRepository users;

  @Override
  protected EmailAccountRepository newRepository() {
    return accounts;
  }

  @Override
  protected UserId newOwner() {
    User owner =
        User.open(
            EmailAddress.parse("contract-" + UUID.randomUUID() + "@test.example"),
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
