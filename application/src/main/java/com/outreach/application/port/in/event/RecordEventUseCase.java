package com.outreach.application.port.in.event;

import com.outreach.domain.event.OutreachEvent;

/**
 * Records an outreach event for a lead in one of the caller's campaigns (D-33): the append-only
 * event, the membership's progress and the statistics counters, in one transaction.
 */
public interface RecordEventUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code INVALID_OCCURRED_AT} for a time in
   *     the future, {@code CAMPAIGN_NOT_FOUND} for a malformed, unknown, foreign or DELETED
   *     campaign, {@code LEAD_NOT_FOUND} when the lead has no live membership in it; nothing is
   *     stored then
   */
  OutreachEvent record(RecordEventCommand command);
}
