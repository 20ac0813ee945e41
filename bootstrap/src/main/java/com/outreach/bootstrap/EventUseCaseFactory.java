package com.outreach.bootstrap;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.CampaignStatsRepository;
import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.StepStatsRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.application.service.event.GroupCommitter;
import com.outreach.application.service.event.RecordEventService;
import com.outreach.application.service.stats.CampaignStatsService;
import com.outreach.application.service.stats.StepStatsService;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Primary;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Wires event intake (D-33, with its webhook deliveries, D-26) and campaign statistics (spec 4.15,
 * D-29) to their ports. The intake callers get by default ({@code RecordEventUseCase}) is {@link
 * RecordEventService} itself, which joins the caller's transaction: the network signals and
 * unsubscribes record inside their own. {@code POST /events} asks for the {@value #GROUP_COMMIT}
 * one, as a {@code SubmitEventUseCase} so that it answers from the event loop; it commits in a
 * transaction of its own together with concurrent events.
 */
@Factory
final class EventUseCaseFactory {
  static final String GROUP_COMMIT = "group-commit";

  @Primary
  @Singleton
  RecordEventService recordEvent(
      CampaignRepository campaigns,
      EventLog events,
      WebhookOutbox outbox,
      TransactionRunner transactions,
      DeliveryDoorbell doorbell,
      MembershipSchedule schedule,
      Clock clock) {
    return new RecordEventService(
        campaigns, events, outbox, transactions, doorbell, schedule, clock);
  }

  @Named(GROUP_COMMIT)
  @Singleton
  @Bean(preDestroy = "close")
  GroupCommitter groupCommitter(
      RecordEventService writer,
      @Value("${outreach.events.group-commit.max-batch:64}") int maxBatch,
      @Value("${outreach.events.group-commit.writers:2}") int writers,
      @Value("${outreach.events.group-commit.max-waiting:4096}") int maxWaiting) {
    AtomicInteger named = new AtomicInteger();
    return new GroupCommitter(
        writer,
        maxBatch,
        writers,
        maxWaiting,
        work -> {
          Thread thread = new Thread(work, "event-group-commit-" + named.incrementAndGet());
          thread.setDaemon(true);
          return thread;
        });
  }

  @Singleton
  CampaignStatsService campaignStats(
      CampaignRepository campaigns, UserRepository users, CampaignStatsRepository stats) {
    return new CampaignStatsService(campaigns, users, stats);
  }

  @Singleton
  StepStatsService stepStats(CampaignRepository campaigns, StepStatsRepository counters) {
    return new StepStatsService(campaigns, counters);
  }
}
