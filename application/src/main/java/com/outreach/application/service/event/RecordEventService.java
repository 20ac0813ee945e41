package com.outreach.application.service.event;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.out.AppendedEvent;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.EventTarget;
import com.outreach.application.port.out.LeadInCampaign;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.MembershipProgress;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Event intake (D-33). After the command's own checks: {@code occurredAt} not in the future, then
 * the campaign (the caller's, not DELETED), then the lead's live membership in it. The event, the
 * membership's move, the counters and the event's webhook deliveries (D-26) are written in one
 * transaction, or nothing is. Once committed, the {@link DeliveryDoorbell} tells this instance's
 * delivery worker, so the webhooks are called within milliseconds rather than at the next poll.
 *
 * <p>One event and a batch of them (the group commit's) take the same path: a single event is a
 * batch of one. In a batch, a command the rules refuse gets its own failure, exactly the one it
 * would get alone, and the others are recorded; events of one membership apply in the batch's
 * order.
 */
public final class RecordEventService implements RecordEventUseCase, EventBatchWriter {
  private final CampaignRepository campaigns;
  private final EventLog events;
  private final WebhookOutbox outbox;
  private final TransactionRunner transactions;
  private final DeliveryDoorbell doorbell;
  private final MembershipSchedule schedule;
  private final Clock clock;

  public RecordEventService(
      CampaignRepository campaigns,
      EventLog events,
      WebhookOutbox outbox,
      TransactionRunner transactions,
      DeliveryDoorbell doorbell,
      MembershipSchedule schedule,
      Clock clock) {
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
    return recordAll(List.of(c)).get(0).eventOrThrow();
  }

  @Override
  public List<EventOutcome> recordAll(List<RecordEventCommand> commands) {
    Instant now = clock.instant();
    EventOutcome[] outcomes = new EventOutcome[commands.size()];
    List<Admitted> admitted = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      try {
        admitted.add(admit(i, commands.get(i), now));
      } catch (DomainException refused) {
        outcomes[i] = EventOutcome.failed(refused);
      }
    }
    if (!admitted.isEmpty()) {
      boolean anyRecorded = transactions.inTransaction(() -> write(admitted, outcomes, now));
      if (anyRecorded) {
        doorbell.ring();
      }
    }
    return Arrays.asList(outcomes);
  }

  /** The checks that need no data, in the order a single event has always had them. */
  private static Admitted admit(int index, RecordEventCommand c, Instant now) {
    Instant occurredAt = c.occurredAt() == null ? now : c.occurredAt();
    if (occurredAt.isAfter(now)) {
      throw new DomainException(ErrorCode.INVALID_OCCURRED_AT);
    }
    CampaignId campaign =
        CampaignId.parse(c.campaignId()).orElseThrow(RecordEventService::campaignNotFound);
    return new Admitted(index, c, campaign, occurredAt);
  }

  private boolean write(List<Admitted> admitted, EventOutcome[] outcomes, Instant now) {
    Map<UserId, Set<CampaignId>> liveCampaigns = new HashMap<>();
    admitted.stream()
        .collect(
            Collectors.groupingBy(
                a -> a.command().owner(),
                Collectors.mapping(Admitted::campaign, Collectors.toSet())))
        .forEach((owner, ids) -> liveCampaigns.put(owner, campaigns.liveOwned(owner, ids)));
    List<Admitted> inCampaign = new ArrayList<>();
    for (Admitted a : admitted) {
      if (liveCampaigns.get(a.command().owner()).contains(a.campaign())) {
        inCampaign.add(a);
      } else {
        outcomes[a.index()] = EventOutcome.failed(campaignNotFound());
      }
    }
    Map<LeadInCampaign, EventTarget> targets =
        events.lockLiveMemberships(inCampaign.stream().map(Admitted::lead).toList());
    Map<UUID, MembershipState> states = new HashMap<>();
    List<AppendedEvent> appended = new ArrayList<>();
    for (Admitted a : inCampaign) {
      EventTarget target = targets.get(a.lead());
      if (target == null) {
        outcomes[a.index()] = EventOutcome.failed(new DomainException(ErrorCode.LEAD_NOT_FOUND));
        continue;
      }
      MembershipState before = states.getOrDefault(target.membershipId(), target.state());
      MembershipState after = MembershipProgress.after(a.command().kind(), before);
      OutreachEvent event =
          new OutreachEvent(
              Uuids.timeOrdered(),
              a.command().kind(),
              a.command().owner(),
              a.campaign(),
              target.membershipId(),
              target.leadId(),
              a.occurredAt(),
              now,
              a.command().data());
      states.put(target.membershipId(), after);
      appended.add(new AppendedEvent(event, before, after));
      outcomes[a.index()] = EventOutcome.recorded(event);
    }
    if (appended.isEmpty()) {
      return false;
    }
    events.appendAll(appended);
    outbox.enqueueAll(appended.stream().map(AppendedEvent::event).toList());
    appended.forEach(e -> tellEngine(e.event(), e.before(), e.after(), now));
    return true;
  }

  /**
   * The engine reacts to a reported event as to its provider's (D-44): an acceptance plans the
   * first message from the moment it happened; a stop cancels what was reserved (D-40).
   */
  private void tellEngine(
      OutreachEvent event, MembershipState before, MembershipState after, Instant now) {
    if (event.kind() == EventKind.ACCEPTS_REQUEST && after.status().isOpen()) {
      schedule.accepted(event.membershipId(), event.occurredAt(), now);
    } else if (before.status().isOpen() && after.status().isFinished()) {
      schedule.stopped(event.membershipId(), now);
    }
  }

  private static DomainException campaignNotFound() {
    return new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND);
  }

  /** A command past its own checks, with its position in the batch. */
  private record Admitted(
      int index, RecordEventCommand command, CampaignId campaign, Instant occurredAt) {
    LeadInCampaign lead() {
      return new LeadInCampaign(command.owner(), campaign, command.profileLink().canonical());
    }
  }
}
