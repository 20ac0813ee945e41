package com.outreach.adapter.out.persistence.campaign;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.CampaignRepositoryContract;
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

/** The rules every CampaignRepository keeps, on PostgreSQL. Each test has owners of its own. */
@PersistenceTest
class JdbcCampaignRepositoryContractTest extends CampaignRepositoryContract {
  @Inject CampaignRepository campaigns;
  @Inject UserRepository users;

  @Override
  protected CampaignRepository newRepository() {
    return campaigns;
  }

  @Override
  protected UserId newOwner() {
    User owner =
        User.open(
            EmailAddress.parse("campaigns-" + UUID.randomUUID() + "@test.example"),
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
