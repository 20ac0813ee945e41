package com.outreach.application.fake;

import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.LeadRepositoryContract;
import com.outreach.domain.user.UserId;

class InMemoryLeadRepositoryTest extends LeadRepositoryContract {
  @Override
  protected LeadRepository newRepository() {
    return new InMemoryLeadRepository();
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }
}
