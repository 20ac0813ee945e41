package com.outreach.adapter.out.persistence.webhook;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.lead.Owners;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.WebhookRepository;
import com.outreach.application.port.out.WebhookRepositoryContract;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;

/** The rules every WebhookRepository keeps, on PostgreSQL. */
@PersistenceTest
class JdbcWebhookRepositoryContractTest extends WebhookRepositoryContract {
  @Inject WebhookRepository repository;
  @Inject UserRepository users;

  @Override
  protected WebhookRepository newRepository() {
    return repository;
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }
}
