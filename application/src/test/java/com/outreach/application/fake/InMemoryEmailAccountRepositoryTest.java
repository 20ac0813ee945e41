package com.outreach.application.fake;

import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.EmailAccountRepositoryContract;
import com.outreach.domain.user.UserId;

class InMemoryEmailAccountRepositoryTest extends EmailAccountRepositoryContract {
  @Override
  protected EmailAccountRepository newRepository() {
    return new InMemoryEmailAccountRepository();
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }
}
