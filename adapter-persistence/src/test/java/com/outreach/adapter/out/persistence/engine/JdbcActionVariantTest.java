package com.outreach.adapter.out.persistence.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.Reservation;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.Step;
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
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-51: every way the engine writes an action down keeps its variant (V054), a retry and a
 * settlement keep it, and the ledger reads it back; a variant outside 0..4 is refused by the table.
 */
@PersistenceTest
class JdbcActionVariantTest {
  static final Instant NOW = Instant.parse("2026-11-27T08:00:00.123456Z");

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
            EmailAddress.parse("variant-" + UUID.randomUUID() + "@test.example"),
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
            new UserId(owner), "Variants", null, "MESSAGE", Map.of("message1", "Hi"), NOW);
    campaigns.add(c);
    campaign = c.id().value();
  }

  @Test
  void eachWayOfReserving_keepsTheVariant_andTheLedgerReadsItBack() {
    UUID reserved = membership();
    UUID held = membership();
    UUID chunked = membership();
    EngineAction first = start(reserved, 1, 4);
    EngineAction second = start(held, 2, 2);
    EngineAction third = start(chunked, 1, 3);

    transactions.inTransaction(
        () -> {
          store.reserve(first, null);
          store.reserveAndHold(second, use(second), NOW.plusSeconds(60));
          store.reserveAllAndHold(List.of(new Reservation(third, use(third), NOW.plusSeconds(60))));
          return null;
        });

    assertThat(store.actionsOf(reserved)).singleElement().isEqualTo(first);
    assertThat(store.actionsOf(held)).singleElement().isEqualTo(second);
    assertThat(store.actionsOf(chunked)).singleElement().isEqualTo(third);
  }

  @Test
  void aRetryAndASettlement_keepTheVariant() {
    UUID membership = membership();
    EngineAction action = start(membership, 1, 3);
    transactions.inTransaction(
        () -> {
          store.reserve(action, null);
          return null;
        });
    EngineAction settled = action.nextAttempt().settled(ActionStatus.SENT, NOW, null, "ref");

    transactions.inTransaction(() -> store.transitionAll(ActionStatus.SENDING, List.of(settled)));

    assertThat(settled.variant()).isEqualTo(3);
    assertThat(store.actionsOf(membership))
        .singleElement()
        .satisfies(
            a -> {
              assertThat(a.variant()).isEqualTo(3);
              assertThat(a.status()).isEqualTo(ActionStatus.SENT);
            });
  }

  @Test
  void aVariantOutsideTheFivePossible_isRefusedByTheTable() {
    UUID membership = membership();
    EngineAction fifth = start(membership, 1, 5);

    assertThatThrownBy(
            () ->
                transactions.inTransaction(
                    () -> {
                      store.reserve(fifth, null);
                      return null;
                    }))
        .hasStackTraceContaining("engine_actions_variant_check");
    assertThat(store.actionsOf(membership)).isEmpty();
  }

  private static EngineAction start(UUID membership, int step, int variant) {
    return EngineAction.start(
        membership, UUID.randomUUID(), step, ActionType.MESSAGE, variant, NOW);
  }

  private static SenderUse use(EngineAction action) {
    return new SenderUse(
        action.senderId(), Step.Kind.MESSAGE, LocalDate.of(2026, 11, 27), NOW, NOW.plusSeconds(90));
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
