package com.outreach.application.fake;

import com.outreach.application.port.out.TagRepository;
import com.outreach.application.port.out.TagRepositoryContract;
import com.outreach.domain.user.UserId;

class InMemoryTagRepositoryTest extends TagRepositoryContract {
  @Override
  protected TagRepository newRepository() {
    return new InMemoryTagRepository();
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }
}
