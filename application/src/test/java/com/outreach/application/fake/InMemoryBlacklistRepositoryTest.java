package com.outreach.application.fake;

import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.application.port.out.BlacklistRepositoryContract;
import com.outreach.domain.user.UserId;

class InMemoryBlacklistRepositoryTest extends BlacklistRepositoryContract {
  @Override
  protected BlacklistRepository newRepository() {
    return new InMemoryBlacklistRepository();
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }
}
