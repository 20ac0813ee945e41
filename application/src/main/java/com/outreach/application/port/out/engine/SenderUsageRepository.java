package com.outreach.application.port.out.engine;

import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;

/**
 * The engine's usage counters of a sender, read for {@code GET /linked-accounts/{id}/usage} and
 * {@code GET /email-accounts/{id}/usage} (D-43). A plain read: no lock, so it never waits for the
 * engine, and may be one action behind an engine deciding for that sender at the same moment.
 */
public interface SenderUsageRepository {
  /**
   * The owner's sender's counters and pauses ({@link SenderUsageView#none()}'s values when the
   * engine has not used it yet, or it is another owner's), with the reservation instants of its
   * invites after {@code since} that count toward a weekly limit (every status but CANCELLED),
   * oldest first.
   */
  SenderUsageView usageOf(UserId owner, UUID senderId, Instant since);
}
