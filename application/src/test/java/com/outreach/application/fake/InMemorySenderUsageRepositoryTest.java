package com.outreach.application.fake;

import com.outreach.application.port.out.SenderUsageRepositoryContract;
import com.outreach.application.port.out.engine.SenderUsageRepository;
import com.outreach.application.port.out.engine.SenderUsageView;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;

class InMemorySenderUsageRepositoryTest extends SenderUsageRepositoryContract {
  private InMemorySenderUsageRepository usage;

  @Override
  protected SenderUsageRepository newRepository() {
    usage = new InMemorySenderUsageRepository();
    return usage;
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }

  @Override
  protected void store(UserId owner, UUID senderId, SenderUsageView counters) {
    usage.store(owner, senderId, counters);
  }

  @Override
  protected void record(
      UserId owner, UUID senderId, ActionType type, ActionStatus status, Instant reservedAt) {
    usage.record(owner, senderId, type, status, reservedAt);
  }
}
