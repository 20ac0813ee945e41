package com.outreach.application.service.event;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.EventTarget;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.MembershipProgress;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.Clock;
import java.time.Instant;
import java.util.UUID;

/**
 * Event intake (D-33). After the command's own checks: {@code occurredAt} not in the future, then the
 * campaign (the caller's, not DELETED), then the lead's live membership in it. The event, the
 * membership's move, the counters and the event's webhook deliveries (D-26) are written in one
 * transaction, or nothing is. Once committed, the {@link DeliveryDoorbell} tells this instance's
 * delivery worker, so the webhooks are called within milliseconds rather than at the next poll.
 */
public final class RecordEventService implements RecordEventUseCase {
  private final CampaignRepository campaigns;
  private final EventLog events;
  private final WebhookOutbox outbox;
  private final TransactionRunner transactions;
  private final DeliveryDoorbell doorbell;
  private final MembershipSchedule schedule;
  private final Clock clock;

  public RecordEventService(CampaignRepository campaigns, EventLog events, WebhookOutbox outbox,
      TransactionRunner transactions, DeliveryDoorbell doorbell, MembershipSchedule schedule, Clock clock) {
    this.campaigns = campaigns;
    this.events = events;
    this.outbox = outbox;
    this.transactions = transactions;
    this.doorbell = doorbell;
    this.schedule = schedule;
    this.clock = clock;
  }

  @Override
  public OutreachEvent record(RecordEventCommand c) {
    Instant now = clock.instant();
    Instant occurredAt = c.occurredAt() == null ? now : c.occurredAt();
    if (occurredAt.isAfter(now)) {
      throw new DomainException(ErrorCode.INVALID_OCCURRED_AT);
    }
    CampaignId campaign = CampaignId.parse(c.campaignId()).orElseThrow(RecordEventService::campaignNotFound);
    OutreachEvent recorded = transactions.inTransaction(() -> {
      campaigns.findOwned(c.owner(), campaign)
          .filter(found -> found.status() != CampaignStatus.DELETED)
          .orElseThrow(RecordEventService::campaignNotFound);
      EventTarget target = events.lockLiveMembership(c.owner(), campaign, c.profileLink().canonical())
          .orElseThrow(() -> new DomainException(ErrorCode.LEAD_NOT_FOUND));
      MembershipState after = MembershipProgress.after(c.kind(), target.state());
      OutreachEvent event = new OutreachEvent(UUID.randomUUID(), c.kind(), c.owner(), campaign,
          target.membershipId(), target.leadId(), occurredAt, now, c.data());
      events.append(event, target.state(), after);
      outbox.enqueue(event);
      tellEngine(event, target.state(), after, now);
      return event;
    });
    doorbell.ring();
    return recorded;
  }

  /**
   * The engine reacts to a reported event as to its provider's (D-44): an acceptance plans the first
   * message from the moment it happened; a stop cancels what was reserved (D-40).
   */
  private void tellEngine(OutreachEvent event, MembershipState before, MembershipState after, Instant now) {
    if (event.kind() == EventKind.ACCEPTS_REQUEST && after.status().isOpen()) {
      schedule.accepted(event.membershipId(), event.occurredAt(), now);
    } else if (before.status().isOpen() && after.status().isFinished()) {
      schedule.stopped(event.membershipId(), now);
    }
  }

  private static DomainException campaignNotFound() {
    return new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND);
  }
}
