package com.outreach.bootstrap;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.CampaignStatsRepository;
import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.application.service.event.RecordEventService;
import com.outreach.application.service.stats.CampaignStatsService;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/** Wires event intake (D-33, with its webhook deliveries, D-26) and campaign statistics (spec 4.15, D-29) to their ports. */
@Factory
final class EventUseCaseFactory {
  @Singleton
  RecordEventService recordEvent(CampaignRepository campaigns, EventLog events, WebhookOutbox outbox,
      TransactionRunner transactions, DeliveryDoorbell doorbell, MembershipSchedule schedule, Clock clock) {
    return new RecordEventService(campaigns, events, outbox, transactions, doorbell, schedule, clock);
  }

  @Singleton
  CampaignStatsService campaignStats(CampaignRepository campaigns, UserRepository users,
      CampaignStatsRepository stats) {
    return new CampaignStatsService(campaigns, users, stats);
  }
}
