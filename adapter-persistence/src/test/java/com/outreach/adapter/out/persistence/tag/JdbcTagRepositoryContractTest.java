package com.outreach.adapter.out.persistence.tag;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.lead.Owners;
import com.outreach.application.port.out.TagRepository;
import com.outreach.application.port.out.TagRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;

/** The rules every TagRepository keeps, on PostgreSQL. */
@PersistenceTest
class JdbcTagRepositoryContractTest extends TagRepositoryContract {
  @Inject TagRepository repository;
  @Inject UserRepository users;

  @Override
  protected TagRepository newRepository() {
    return repository;
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }
}
