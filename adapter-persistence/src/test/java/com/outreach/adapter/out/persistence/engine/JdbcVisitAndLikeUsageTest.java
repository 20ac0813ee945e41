package com.outreach.adapter.out.persistence.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.Reservation;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-53 and D-38 in the engine's SQL (V059): visits and likes are reserved into the ledger and
 * counted on their own counters of the sender's day by every way of reserving, read back under the
 * sender's lock with their own limits, and paused alone; invites and messages keep theirs.
 */
@PersistenceTest
class JdbcVisitAndLikeUsageTest {
  static final Instant NOW = Instant.parse("2026-11-27T08:00:00.123456Z");
  static final LocalDate DAY = LocalDate.of(2026, 11, 27);

  @Inject EngineStore store;
  @Inject TransactionRunner transactions;
  @Inject UserRepository users;
  @Inject CampaignRepository campaigns;
  @Inject LinkedAccountRepository linkedAccounts;
  @Inject DataSource dataSource;
  Sql sql;
  UUID owner;
  UUID campaign;
  UUID sender;

  @BeforeEach
  void seed() {
    sql = new Sql(dataSource);
    User user =
        User.open(
            EmailAddress.parse("visits-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    owner = user.id().value();
    Campaign c =
        Campaign.create(
            new UserId(owner), "Visits", null, "MESSAGE", Map.of("message1", "Hi"), NOW);
    campaigns.add(c);
    campaign = c.id().value();
    LinkedAccount account =
        LinkedAccount.connect(
            new UserId(owner),
            EmailAddress.parse("li-" + UUID.randomUUID() + "@test.example"),
            "https://www.linkedin.com/in/jane-doe",
            new LinkedAccount.Profile("Jane", null, null, null, null, null),
            false,
            ZoneId.of("UTC"),
            NOW);
    linkedAccounts.add(account);
    sender = account.id();
    linkedAccounts.update(
        new LinkedAccount(
            account.id(),
            account.owner(),
            account.email(),
            account.profileLink(),
            account.profile(),
            account.premium(),
            account.schedule(),
            account.valid(),
            account.invalidReason(),
            account.paused(),
            account.createdAt(),
            new LinkedInLimits(20, 100, 50, 20, 7, 3),
            account.warmUp(),
            account.providerAccountId()));
  }

  @Test
  void visitsAndLikes_areCountedOnTheirOwnCounters_byEveryWayOfReserving() {
    EngineAction visit = start(membership(), ActionType.VISIT);
    EngineAction like = start(membership(), ActionType.LIKE_POST);
    EngineAction secondVisit = start(membership(), ActionType.VISIT);
    EngineAction message = start(membership(), ActionType.MESSAGE);

    transactions.inTransaction(
        () -> {
          store.lockSender(new UserId(owner), Channel.LINKEDIN, sender, Step.Kind.VISIT, NOW);
          store.reserveAndHold(visit, use(Step.Kind.VISIT), NOW.plusSeconds(60));
          // a chunk holds one action per sender (RESERVE_ALL_AND_HOLD)
          store.reserveAllAndHold(
              List.of(new Reservation(like, use(Step.Kind.LIKE_POST), NOW.plusSeconds(60))));
          store.reserveAndHold(secondVisit, use(Step.Kind.VISIT), NOW.plusSeconds(60));
          store.reserve(message, use(Step.Kind.MESSAGE));
          return null;
        });

    assertThat(
            sql.rows(
                    "SELECT usage_day, invites_today, messages_today, inmails_today, emails_today, "
                        + "visits_today, likes_today FROM engine_senders WHERE sender_id = ?",
                    sender)
                .get(0))
        .containsEntry("invites_today", 0)
        .containsEntry("messages_today", 1)
        .containsEntry("inmails_today", 0)
        .containsEntry("emails_today", 0)
        .containsEntry("visits_today", 2)
        .containsEntry("likes_today", 1);
    assertThat(store.actionsOf(visit.membershipId())).singleElement().isEqualTo(visit);
    assertThat(store.actionsOf(like.membershipId())).singleElement().isEqualTo(like);

    SenderState visits = locked(Step.Kind.VISIT);
    assertThat(visits.dailyLimit()).isEqualTo(7);
    assertThat(visits.usedOnUsageDay()).isEqualTo(2);
    assertThat(visits.usageDay()).isEqualTo(DAY);
    SenderState likes = locked(Step.Kind.LIKE_POST);
    assertThat(likes.dailyLimit()).isEqualTo(3);
    assertThat(likes.usedOnUsageDay()).isEqualTo(1);
    SenderState invites = locked(Step.Kind.INVITE);
    assertThat(invites.dailyLimit()).isEqualTo(20);
    assertThat(invites.usedOnUsageDay()).isZero();
    assertThat(locked(Step.Kind.MESSAGE).usedOnUsageDay()).isEqualTo(1);
  }

  @Test
  void aNewDay_startsVisitsAndLikesFromZero_withTheOtherKinds() {
    EngineAction visit = start(membership(), ActionType.VISIT);
    EngineAction nextDay = start(membership(), ActionType.LIKE_POST);
    transactions.inTransaction(
        () -> {
          store.lockSender(new UserId(owner), Channel.LINKEDIN, sender, Step.Kind.VISIT, NOW);
          store.reserve(visit, use(Step.Kind.VISIT));
          store.reserve(
              nextDay,
              new SenderUse(
                  sender, Step.Kind.LIKE_POST, DAY.plusDays(1), NOW, NOW.plusSeconds(90)));
          return null;
        });

    assertThat(
            sql.rows(
                    "SELECT usage_day, visits_today, likes_today FROM engine_senders"
                        + " WHERE sender_id = ?",
                    sender)
                .get(0))
        .containsEntry("visits_today", 0)
        .containsEntry("likes_today", 1);
  }

  @Test
  void aThrottlingPauseOfLikes_holdsLikesAlone() {
    transactions.inTransaction(
        () -> {
          store.lockSender(new UserId(owner), Channel.LINKEDIN, sender, Step.Kind.VISIT, NOW);
          store.pauseSender(sender, Step.Kind.LIKE_POST, NOW.plusSeconds(3_600), "throttled");
          return null;
        });

    assertThat(locked(Step.Kind.LIKE_POST).pausedUntil())
        .isEqualTo(NOW.plusSeconds(3_600).truncatedTo(ChronoUnit.MICROS));
    assertThat(locked(Step.Kind.VISIT).pausedUntil()).isNull();
    assertThat(locked(Step.Kind.MESSAGE).pausedUntil()).isNull();
  }

  private SenderState locked(Step.Kind kind) {
    return transactions.inTransaction(
        () ->
            store.lockSender(new UserId(owner), Channel.LINKEDIN, sender, kind, NOW).orElseThrow());
  }

  private EngineAction start(UUID membership, ActionType type) {
    return EngineAction.start(membership, sender, 1, type, 0, NOW);
  }

  private SenderUse use(Step.Kind kind) {
    return new SenderUse(sender, kind, DAY, NOW, NOW.plusSeconds(90));
  }

  /** An IN_PROGRESS membership of the campaign. */
  private UUID membership() {
    UUID membership = UUID.randomUUID();
    UUID lead = UUID.randomUUID();
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);
    sql.update(
        "INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        lead,
        owner,
        "https://www.linkedin.com/in/variant-" + lead,
        now,
        now);
    sql.update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, 'IN_PROGRESS', ?, ?, ?)""",
        membership,
        campaign,
        lead,
        owner,
        UUID.randomUUID(),
        now,
        now);
    return membership;
  }
}
