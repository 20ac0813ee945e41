package com.outreach.application.fake;

import com.outreach.application.port.out.LeadActionsRepositoryContract;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;

class InMemoryLeadActionsRepositoryTest extends LeadActionsRepositoryContract {
  private InMemoryLeadActionsRepository actions;

  @Override
  protected Repositories newRepositories() {
    InMemoryCampaignRepository campaigns = new InMemoryCampaignRepository();
    InMemoryLeadRepository leads = new InMemoryLeadRepository();
    InMemoryMembershipRepository memberships = new InMemoryMembershipRepository(campaigns, leads);
    actions = new InMemoryLeadActionsRepository(memberships);
    return new Repositories(campaigns, leads, memberships, actions);
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }

  @Override
  protected void record(EngineAction action) {
    actions.record(action);
  }

  @Override
  protected void rewrite(EngineAction action) {
    actions.rewrite(action);
  }
}
