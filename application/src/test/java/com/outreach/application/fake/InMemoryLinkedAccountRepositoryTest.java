package com.outreach.application.fake;

import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepositoryContract;
import com.outreach.domain.user.UserId;

class InMemoryLinkedAccountRepositoryTest extends LinkedAccountRepositoryContract {
  @Override
  protected LinkedAccountRepository newRepository() {
    return new InMemoryLinkedAccountRepository();
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }
}
