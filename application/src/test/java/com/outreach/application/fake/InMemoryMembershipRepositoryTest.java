package com.outreach.application.fake;

import com.outreach.application.port.out.MembershipRepositoryContract;
import com.outreach.domain.user.UserId;

class InMemoryMembershipRepositoryTest extends MembershipRepositoryContract {
  @Override
  protected Repositories newRepositories() {
    InMemoryCampaignRepository campaigns = new InMemoryCampaignRepository();
    InMemoryLeadRepository leads = new InMemoryLeadRepository();
    return new Repositories(campaigns, leads, new InMemoryMembershipRepository(campaigns, leads));
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }
}
