package com.outreach.adapter.out.persistence.lead;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.MembershipRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;

/** The rules every MembershipRepository keeps, as the in-memory fake keeps them, on PostgreSQL. */
@PersistenceTest
class JdbcMembershipRepositoryContractTest extends MembershipRepositoryContract {
  @Inject CampaignRepository campaigns;
  @Inject LeadRepository leads;
  @Inject MembershipRepository memberships;
  @Inject UserRepository users;

  @Override
  protected Repositories newRepositories() {
    return new Repositories(campaigns, leads, memberships);
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }
}
