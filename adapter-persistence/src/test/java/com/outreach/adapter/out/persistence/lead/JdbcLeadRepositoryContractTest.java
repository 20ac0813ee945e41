package com.outreach.adapter.out.persistence.lead;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.LeadRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;

/** The rules every LeadRepository keeps, as the in-memory fake keeps them, on PostgreSQL. */
@PersistenceTest
class JdbcLeadRepositoryContractTest extends LeadRepositoryContract {
  @Inject LeadRepository leads;
  @Inject UserRepository users;

  @Override
  protected LeadRepository newRepository() {
    return leads;
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }
}
