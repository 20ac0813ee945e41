package com.outreach.application.fake;

import com.outreach.application.port.out.MembershipRepositoryContract;
import com.outreach.domain.lead.EngineState;
import com.outreach.domain.user.UserId;
import java.util.UUID;

class InMemoryMembershipRepositoryTest extends MembershipRepositoryContract {
  private InMemoryMembershipRepository memberships;

  @Override
  protected Repositories newRepositories() {
    InMemoryCampaignRepository campaigns = new InMemoryCampaignRepository();
    InMemoryLeadRepository leads = new InMemoryLeadRepository();
    memberships = new InMemoryMembershipRepository(campaigns, leads);
    return new Repositories(campaigns, leads, memberships);
  }

  @Override
  protected void engineWrites(UUID membershipId, EngineState state) {
    memberships.engineWrites(membershipId, state);
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }
}
