package com.outreach.adapter.out.persistence.user;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.UserRepositoryContract;
import jakarta.inject.Inject;

/** The rules every UserRepository keeps, as the in-memory fake keeps them, on PostgreSQL. */
@PersistenceTest
class JdbcUserRepositoryContractTest extends UserRepositoryContract {
  @Inject UserRepository users;

  @Override
  protected UserRepository newRepository() {
    return users;
  }
}
