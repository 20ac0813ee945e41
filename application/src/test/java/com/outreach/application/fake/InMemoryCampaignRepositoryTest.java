package com.outreach.application.fake;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.CampaignRepositoryContract;
import com.outreach.domain.user.UserId;

class InMemoryCampaignRepositoryTest extends CampaignRepositoryContract {
  @Override
  protected CampaignRepository newRepository() {
    return new InMemoryCampaignRepository();
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }
}
