package com.outreach.adapter.out.persistence.account;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.lead.Owners;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.EmailAccountRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;

/** The rules every EmailAccountRepository keeps, on PostgreSQL. */
@PersistenceTest
class JdbcEmailAccountRepositoryContractTest extends EmailAccountRepositoryContract {
  @Inject EmailAccountRepository accounts;
  @Inject UserRepository users;

  @Override
  protected EmailAccountRepository newRepository() {
    return accounts;
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }
}
