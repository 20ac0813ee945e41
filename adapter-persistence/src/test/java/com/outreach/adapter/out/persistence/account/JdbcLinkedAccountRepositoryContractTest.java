package com.outreach.adapter.out.persistence.account;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.lead.Owners;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;

/** The rules every LinkedAccountRepository keeps, on PostgreSQL. */
@PersistenceTest
class JdbcLinkedAccountRepositoryContractTest extends LinkedAccountRepositoryContract {
  @Inject LinkedAccountRepository accounts;
  @Inject UserRepository users;

  @Override
  protected LinkedAccountRepository newRepository() {
    return accounts;
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }
}
