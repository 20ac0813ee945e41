package com.outreach.adapter.out.persistence.campaign;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.lead.Owners;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.CampaignRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;

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
    return Owners.stored(users);
  }
}
