package com.outreach.adapter.out.persistence.blacklist;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.lead.Owners;
import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.application.port.out.BlacklistRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;

/** The rules every BlacklistRepository keeps, on PostgreSQL. */
@PersistenceTest
class JdbcBlacklistRepositoryContractTest extends BlacklistRepositoryContract {
  @Inject BlacklistRepository repository;
  @Inject UserRepository users;

  @Override
  protected BlacklistRepository newRepository() {
    return repository;
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }
}
