package com.outreach.application.service.engine;

import com.outreach.application.fake.InMemoryBlacklistRepository;
import com.outreach.application.fake.InMemoryCampaignRepository;
import com.outreach.application.fake.InMemoryEngineWorld;
import com.outreach.application.fake.InMemoryWebhookOutbox;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.fake.RecordingMailGateway;
import com.outreach.application.fake.ScriptedLinkedInGateway;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.service.event.RecordEventService;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.engine.Gap;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * The engine wired to in-memory ports and a fake clock: days of sequence run in milliseconds.
 * Defaults as a demo would set them: gaps zero, every day 00:00–24:00 unless a test says otherwise.
 */
final class EngineHarness {
  static final Instant START = Instant.parse("2026-03-02T08:00:00Z"); // a Monday

  final MutableClock clock = new MutableClock(START);
  final InMemoryEngineWorld world = new InMemoryEngineWorld();
  final InMemoryCampaignRepository campaigns = new InMemoryCampaignRepository();
  final InMemoryBlacklistRepository blacklists = new InMemoryBlacklistRepository();
  final InMemoryWebhookOutbox outbox = new InMemoryWebhookOutbox();
  final ScriptedLinkedInGateway linkedIn = new ScriptedLinkedInGateway();

  /** The engine's transactions (the event intake has its own runner). */
  final PassThroughTransactionRunner transactions = new PassThroughTransactionRunner();

  final UserId owner = UserId.random();
  final EngineSettings settings;
  final RunEngineService engine;
  final RecordEventService recordEvent;
  int doorbellRings;

  /** Decisions in chunks of 10, as in production (application.yml). */
  EngineHarness() {
    this(new Gap(Duration.ZERO, Duration.ZERO));
  }

  EngineHarness(Gap gap) {
    this(gap, 10);
  }

  final RecordingMailGateway mail = new RecordingMailGateway();

  EngineHarness(Gap gap, int decisionChunk) {
    settings =
        new EngineSettings(
            "worker-1",
            Duration.ofSeconds(30),
            50,
            gap,
            ScheduleDefaults.parse("MON,TUE,WED,THU,FRI,SAT,SUN", "00:00", "24:00"),
            Duration.ofHours(24),
            List.of(Duration.ofMinutes(1), Duration.ofMinutes(5)),
            Duration.ofMinutes(1),
            decisionChunk);
    engine =
        new RunEngineService(
            world,
            blacklists,
            world,
            outbox,
            transactions,
            linkedIn,
            Optional.of(mail),
            () -> doorbellRings++,
            settings,
            clock,
            new Random(7));
    recordEvent =
        new RecordEventService(
            campaigns,
            world,
            outbox,
            new PassThroughTransactionRunner(),
            () -> doorbellRings++,
            world,
            clock);
  }

  /** A campaign of the owner's, in the repository and the engine's world, with the given delays. */
  Campaign campaign(String sequence, Map<String, String> content, List<Duration> delays) {
    Campaign campaign =
        Campaign.create(owner, "Spring outreach", null, sequence, content, clock.instant());
    campaigns.add(campaign);
    world.campaigns.put(campaign.id(), plan(campaign, delays, Duration.ofDays(21), List.of()));
    return campaign;
  }

  static CampaignPlan plan(
      Campaign campaign,
      List<Duration> delays,
      Duration inviteExpiry,
      List<java.util.UUID> senders) {
    return new CampaignPlan(
        campaign.id(),
        campaign.title(),
        campaign.status(),
        campaign.content(),
        delays,
        inviteExpiry,
        senders,
        false,
        false);
  }

  InMemoryEngineWorld.SenderRow linkedAccount() {
    return world.sender(owner, Channel.LINKEDIN);
  }

  InMemoryEngineWorld.MembershipRow lead(Campaign campaign, String slug, String firstName) {
    return lead(campaign, slug, firstName, null, null);
  }

  InMemoryEngineWorld.MembershipRow lead(
      Campaign campaign,
      String slug,
      String firstName,
      String email,
      com.outreach.domain.lead.EmailStatus emailStatus) {
    Lead lead =
        Lead.create(
            owner,
            ProfileLink.parse("https://www.linkedin.com/in/" + slug),
            new LeadDetails(firstName, null, null, email, emailStatus, CustomFields.none()),
            clock.instant());
    return world.add(owner, campaign.id(), lead, clock.instant());
  }

  /** Runs passes until nothing is due now. */
  int runUntilIdle() {
    int total = 0;
    for (int claimed = engine.runOnce(); claimed > 0; claimed = engine.runOnce()) {
      total += claimed;
    }
    return total;
  }

  /** Lets time pass in steps of {@code step}, running the engine after each, for {@code span}. */
  void runFor(Duration span, Duration step) {
    Instant end = clock.instant().plus(span);
    while (clock.instant().isBefore(end)) {
      runUntilIdle();
      clock.advance(step);
    }
    runUntilIdle();
  }

  OutreachEvent report(EventKind kind, Campaign campaign, InMemoryEngineWorld.MembershipRow lead) {
    return recordEvent.record(
        new RecordEventCommand(
            owner, kind, campaign.id().value().toString(), lead.lead.profileLink(), null, null));
  }

  List<EventKind> eventKinds(InMemoryEngineWorld.MembershipRow lead) {
    return world.events.stream()
        .filter(e -> e.membershipId().equals(lead.id))
        .map(OutreachEvent::kind)
        .toList();
  }
}
