package com.outreach.application.fake;

import com.outreach.application.port.out.WebhookRepository;
import com.outreach.application.port.out.WebhookRepositoryContract;
import com.outreach.domain.user.UserId;

class InMemoryWebhookRepositoryTest extends WebhookRepositoryContract {
  @Override
  protected WebhookRepository newRepository() {
    return new InMemoryWebhookRepository();
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }
}
