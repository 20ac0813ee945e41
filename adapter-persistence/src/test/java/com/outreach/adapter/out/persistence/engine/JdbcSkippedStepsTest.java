package com.outreach.adapter.out.persistence.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.program.MembershipHistory.EmailHit;
import com.outreach.domain.engine.ActionStatus;
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
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-50 in PostgreSQL: a skipped step is a SKIPPED ledger row without a sender, counted in the step
 * statistics (V060, D-52) and never written twice; a chunk's memberships are read with their whole
 * ledgers, creation time and the provider's connection answer (V061), and their emails' opens and
 * clicks in one read.
 */
@PersistenceTest
class JdbcSkippedStepsTest {
  static final Instant NOW = Instant.parse("2026-11-27T08:00:00.123456Z");
  static final String WORKER = "skip-worker";

  @Inject EngineStore store;
  @Inject TransactionRunner transactions;
  @Inject UserRepository users;
  @Inject CampaignRepository campaigns;
  @Inject DataSource dataSource;
  Sql sql;
  UUID owner;
  UUID campaign;

  @BeforeEach
  void seed() {
    sql = new Sql(dataSource);
    User user =
        User.open(
            EmailAddress.parse("skip-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    owner = user.id().value();
    Campaign c =
        Campaign.create(new UserId(owner), "Skips", null, "MESSAGE", Map.of("message1", "Hi"), NOW);
    campaigns.add(c);
    campaign = c.id().value();
  }

  @Test
  void aSkip_isWrittenWithoutASender_withItsReason_andCountedOnceInTheStepStatistics() {
    UUID membership = membership(null);
    EngineAction skipped =
        EngineAction.skipped(membership, 2, ActionType.EMAIL, "NO_EMAIL", NOW.minusSeconds(30));

    transactions.inTransaction(
        () -> {
          store.writeSkip(skipped);
          return null;
        });

    assertThat(store.actionsOf(membership)).containsExactly(skipped);
    assertThat(
            sql.rows(
                "SELECT day::text AS day, step, variant, figure, count FROM campaign_step_days"
                    + " WHERE campaign_id = ?",
                campaign))
        .containsExactly(
            Map.of("day", "2026-11-27", "step", 2, "variant", 0, "figure", "SKIPPED", "count", 1L));
    // no sender counted anything
    assertThat(sql.value("SELECT count(*) FROM engine_senders WHERE user_id = ?", owner))
        .isEqualTo(0L);
  }

  @Test
  void aSkippedStep_isNeverWrittenTwice_norSentAfterwards() {
    UUID membership = membership(null);
    transactions.inTransaction(
        () -> {
          store.writeSkip(EngineAction.skipped(membership, 1, ActionType.MESSAGE, "X", NOW));
          return null;
        });

    assertThatThrownBy(
            () ->
                transactions.inTransaction(
                    () -> {
                      store.writeSkip(
                          EngineAction.skipped(membership, 1, ActionType.MESSAGE, "Y", NOW));
                      return null;
                    }))
        .hasStackTraceContaining("engine_actions_one_live_per_step");
    assertThatThrownBy(
            () ->
                transactions.inTransaction(
                    () -> {
                      store.reserve(
                          EngineAction.start(
                              membership, UUID.randomUUID(), 1, ActionType.MESSAGE, NOW),
                          null);
                      return null;
                    }))
        .hasStackTraceContaining("engine_actions_one_live_per_step");
    assertThat(store.actionsOf(membership))
        .extracting(EngineAction::status, EngineAction::error)
        .containsExactly(tuple(ActionStatus.SKIPPED, "X"));
    assertThat(
            sql.value("SELECT sum(count) FROM campaign_step_days WHERE campaign_id = ?", campaign))
        .isEqualTo(java.math.BigDecimal.ONE);
  }

  @Test
  void onlyASkippedRow_mayGoWithoutASender() {
    UUID membership = membership(null);

    assertThatThrownBy(
            () ->
                sql.update(
                    "INSERT INTO engine_actions (id, membership_id, user_id, step, type, status,"
                        + " reserved_at) VALUES (?, ?, ?, 1, 'MESSAGE', 'SENT', now())",
                    UUID.randomUUID(),
                    membership,
                    owner))
        .hasStackTraceContaining("engine_actions_sender_check");
  }

  @Test
  void aRefusalSettledSkipped_isCountedAsSkipped() {
    UUID membership = membership(null);
    EngineAction message =
        EngineAction.start(membership, UUID.randomUUID(), 1, ActionType.MESSAGE, 2, NOW);
    transactions.inTransaction(
        () -> {
          store.reserve(message, null);
          return null;
        });
    EngineAction skipped = message.settled(ActionStatus.SKIPPED, NOW, "NOT_CONNECTED", null);

    transactions.inTransaction(
        () -> {
          store.transitionAll(ActionStatus.SENDING, List.of(skipped));
          store.countSkips(List.of(skipped));
          return null;
        });

    assertThat(store.actionsOf(membership)).containsExactly(skipped);
    assertThat(
            sql.rows(
                "SELECT step, variant, figure, count FROM campaign_step_days WHERE campaign_id = ?",
                campaign))
        .containsExactly(Map.of("step", 1, "variant", 2, "figure", "SKIPPED", "count", 1L));
  }

  @Test
  void aChunk_isReadWithItsLedgers_creationTime_andConnectionAnswer() {
    UUID asked = membership(true);
    UUID notAsked = membership(null);
    UUID empty = membership(false);
    EngineAction sent =
        EngineAction.start(asked, UUID.randomUUID(), 1, ActionType.INVITE, NOW)
            .settled(ActionStatus.SENT, NOW.plusSeconds(1), null, "ref-1");
    EngineAction skipped = EngineAction.skipped(asked, 2, ActionType.MESSAGE, "CONNECTED", NOW);
    EngineAction other = EngineAction.skipped(notAsked, 1, ActionType.EMAIL, "NO_EMAIL", NOW);
    transactions.inTransaction(
        () -> {
          store.reserve(sent, null);
          store.updateAction(sent);
          store.writeSkip(skipped);
          store.writeSkip(other);
          return null;
        });

    Map<UUID, EngineWork> read =
        transactions.inTransaction(
            () -> store.lockAllLeased(List.of(asked, notAsked, empty), WORKER));

    assertThat(read.get(asked).ledger()).containsExactly(sent, skipped);
    assertThat(read.get(asked).providerSaysConnected()).contains(true);
    assertThat(read.get(asked).startedAt()).isEqualTo(CREATED);
    assertThat(read.get(notAsked).ledger()).containsExactly(other);
    assertThat(read.get(notAsked).providerSaysConnected()).isEmpty();
    assertThat(read.get(empty).ledger()).isEmpty();
    assertThat(read.get(empty).providerSaysConnected()).contains(false);
    assertThat(transactions.inTransaction(() -> store.lockLeased(asked, WORKER)))
        .map(EngineWork::ledger)
        .contains(List.of(sent, skipped));
  }

  @Test
  void theMembershipsWhoseAddressUnsubscribed_areFoundTogether_whateverTheirCampaign() {
    UUID unsubscribed = membership(null);
    UUID kept = membership(null);
    UUID again = membership(null);
    sql.update(
        "UPDATE leads SET email = 'Gone@Lead.example' WHERE id = (SELECT lead_id FROM memberships"
            + " WHERE id = ?)",
        unsubscribed);
    sql.update(
        "UPDATE leads SET email = 'kept@lead.example' WHERE id = (SELECT lead_id FROM memberships"
            + " WHERE id = ?)",
        kept);
    sql.update(
        "UPDATE leads SET email = 'gone@lead.example' WHERE id = (SELECT lead_id FROM memberships"
            + " WHERE id = ?)",
        again);
    sql.update("UPDATE memberships SET status = 'UNSUBSCRIBED' WHERE id = ?", unsubscribed);

    var suppressed = transactions.inTransaction(() -> store.suppressedAmong(List.of(kept, again)));

    assertThat(suppressed).containsExactly(again);
  }

  @Test
  void theProvidersConnectionAnswer_isStoredOnTheMembership_andReadBack() {
    UUID membership = membership(null);

    transactions.inTransaction(
        () -> {
          store.rememberConnection(membership, false);
          return null;
        });

    assertThat(transactions.inTransaction(() -> store.lockLeased(membership, WORKER)))
        .map(EngineWork::providerSaysConnected)
        .contains(Optional.of(false));
    assertThat(
            sql.value("SELECT provider_says_connected FROM memberships WHERE id = ?", membership))
        .isEqualTo(false);
  }

  @Test
  void theOpensAndClicksOfSeveralMemberships_areReadTogether_withTheirBotFlag() {
    UUID first = membership(null);
    UUID second = membership(null);
    UUID none = membership(null);
    event(first, "OPENED", NOW.plusSeconds(2), "{\"suspectedBot\": true}");
    event(first, "CLICKED", NOW.plusSeconds(60), "{\"url\": \"https://x.example\"}");
    event(second, "OPENED", NOW.plusSeconds(5), null);
    event(second, "REPLY_DETECTED", NOW.plusSeconds(6), null);
    Map<UUID, EngineWork> works =
        transactions.inTransaction(() -> store.lockAllLeased(List.of(first, second, none), WORKER));

    Map<UUID, List<EmailHit>> hits =
        transactions.inTransaction(() -> store.emailHitsOf(works.values()));

    assertThat(hits.get(first))
        .containsExactly(
            new EmailHit(EmailHit.Kind.OPEN, NOW.plusSeconds(2), true),
            new EmailHit(EmailHit.Kind.CLICK, NOW.plusSeconds(60), false));
    assertThat(hits.get(second))
        .containsExactly(new EmailHit(EmailHit.Kind.OPEN, NOW.plusSeconds(5), false));
    assertThat(hits).doesNotContainKey(none);
  }

  static final Instant CREATED = Instant.parse("2026-11-26T10:00:00Z");

  private void event(UUID membership, String kind, Instant at, String data) {
    sql.update(
        "INSERT INTO events (id, kind, user_id, campaign_id, membership_id, lead_id, occurred_at,"
            + " recorded_at, data) SELECT ?, ?, m.user_id, m.campaign_id, m.id, m.lead_id, ?, ?,"
            + " ?::jsonb FROM memberships m WHERE m.id = ?",
        UUID.randomUUID(),
        kind,
        OffsetDateTime.ofInstant(at, ZoneOffset.UTC),
        OffsetDateTime.ofInstant(at, ZoneOffset.UTC),
        data,
        membership);
  }

  /** An IN_PROGRESS membership of the campaign leased to {@link #WORKER}. */
  private UUID membership(Boolean providerSaysConnected) {
    UUID membership = UUID.randomUUID();
    UUID lead = UUID.randomUUID();
    OffsetDateTime created = OffsetDateTime.ofInstant(CREATED, ZoneOffset.UTC);
    sql.update(
        "INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        lead,
        owner,
        "https://www.linkedin.com/in/skip-" + lead,
        created,
        created);
    sql.update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at,
                                 updated_at, leased_by, provider_says_connected)
        VALUES (?, ?, ?, ?, 'IN_PROGRESS', ?, ?, ?, ?, ?)""",
        membership,
        campaign,
        lead,
        owner,
        UUID.randomUUID(),
        created,
        created,
        WORKER,
        providerSaysConnected);
    return membership;
  }
}
