package com.outreach.adapter.out.persistence.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V034 on real PostgreSQL: a transaction bumps the membership counts on the slot it holds, so two
 * transactions that move one campaign's memberships in crossed order never wait for each other on a
 * count row. With V024's shard-per-membership they deadlocked, and PostgreSQL aborted one of them
 * (the engine's whole-pass record did this under bench/email.sh and stopped three of four engine
 * threads).
 */
@PersistenceTest
class CounterSlotsTest {
  @Inject UserRepository users;
  @Inject CampaignRepository campaigns;
  @Inject DataSource dataSource;
  Sql sql;
  DataSource raw;
  UUID campaign;

  @BeforeEach
  void seed() {
    sql = new Sql(dataSource);
    raw = DelegatingDataSource.unwrapDataSource(dataSource);
    User user =
        User.open(
            EmailAddress.parse("slots-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    Campaign c =
        Campaign.create(
            user.id(), "Slots", null, "MESSAGE", Map.of("message1", "Hi"), Instant.now());
    campaigns.add(c);
    campaign = c.id().value();
  }

  @Test
  void twoTransactionsMovingOneCampaignsMembershipsInCrossedOrder_bothCommit_andTheCountsAreExact()
      throws Exception {
    UserId owner = ownerOf(campaign);
    // Under V024 the first two moves of each transaction would hold shard 1's and shard 2's count
    // rows.
    UUID a1 = membership(owner, 1);
    UUID a2 = membership(owner, 2);
    UUID b1 = membership(owner, 2);
    UUID b2 = membership(owner, 1);
    CountDownLatch aMoved = new CountDownLatch(1);
    CountDownLatch bMoved = new CountDownLatch(1);

    CompletableFuture<Void> a =
        CompletableFuture.runAsync(() -> moveInOneTransaction(a1, aMoved, bMoved, a2));
    CompletableFuture<Void> b =
        CompletableFuture.runAsync(() -> moveInOneTransaction(b1, bMoved, aMoved, b2));

    CompletableFuture.allOf(a, b).get(30, TimeUnit.SECONDS); // a deadlock fails one of them here
    assertThat(
            sql.value(
                "SELECT count(*) FROM memberships WHERE campaign_id = ? AND status = 'IN_PROGRESS'",
                campaign))
        .isEqualTo(4L);
    assertThat(count("IN_PROGRESS")).isEqualTo(BigDecimal.valueOf(4));
    assertThat(count("PENDING")).isEqualTo(BigDecimal.ZERO);
  }

  @Test
  void oneTransactionsMoves_areCountedOnOneSlot_whateverTheirMemberships() throws Exception {
    UserId owner = ownerOf(campaign);
    List<UUID> moved = List.of(membership(owner, 3), membership(owner, 7), membership(owner, 12));

    try (Connection c = raw.getConnection()) {
      c.setAutoCommit(false);
      for (UUID m : moved) {
        start(c, m);
      }
      c.commit();
    }

    assertThat(
            sql.rows(
                """
        SELECT memberships FROM campaign_membership_counts WHERE campaign_id = ? AND status = 'IN_PROGRESS'
          AND memberships <> 0""",
                campaign))
        .extracting(r -> r.get("memberships"))
        .containsExactly(3L);
    assertThat(count("PENDING")).isEqualTo(BigDecimal.ZERO);
  }

  @Test
  void aStatementThatAddsOrRemovesNoMembership_takesNoSlot() throws Exception {
    try (Connection c = raw.getConnection()) {
      c.setAutoCommit(false);
      try (PreparedStatement nothing =
              c.prepareStatement(
                  """
          INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
          SELECT id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at
          FROM memberships WHERE false""");
          PreparedStatement none = c.prepareStatement("DELETE FROM memberships WHERE false");
          PreparedStatement slot =
              c.prepareStatement("SELECT current_setting('outreach.counter_slot', true)")) {
        nothing.executeUpdate();
        none.executeUpdate();
        try (var r = slot.executeQuery()) {
          r.next();
          assertThat(r.getString(1)).as("the transaction's counter slot").isNullOrEmpty();
        }
      }
      c.rollback();
    }
  }

  /**
   * Moves {@code first} to IN_PROGRESS, signals, waits for the other transaction's first move, then
   * moves {@code second}.
   */
  private void moveInOneTransaction(
      UUID first, CountDownLatch moved, CountDownLatch otherMoved, UUID second) {
    try (Connection c = raw.getConnection()) {
      c.setAutoCommit(false);
      start(c, first);
      moved.countDown();
      if (!otherMoved.await(20, TimeUnit.SECONDS)) {
        throw new IllegalStateException("the other transaction never moved its first membership");
      }
      start(c, second);
      c.commit();
    } catch (SQLException | InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void start(Connection c, UUID membership) throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement("UPDATE memberships SET status = 'IN_PROGRESS' WHERE id = ?")) {
      s.setObject(1, membership);
      s.executeUpdate();
    }
  }

  private Object count(String status) {
    return sql.value(
        """
        SELECT coalesce(sum(memberships), 0) FROM campaign_membership_counts WHERE campaign_id = ? AND status = ?""",
        campaign,
        status);
  }

  private UserId ownerOf(UUID campaignId) {
    return new UserId((UUID) sql.value("SELECT user_id FROM campaigns WHERE id = ?", campaignId));
  }

  /** A PENDING membership whose id's low four bits are {@code shard} (its V024 shard). */
  private UUID membership(UserId owner, int shard) {
    UUID random = UUID.randomUUID();
    UUID membership =
        new UUID(
            random.getMostSignificantBits(), (random.getLeastSignificantBits() & ~0xFL) | shard);
    UUID lead = UUID.randomUUID();
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
    sql.update(
        "INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        lead,
        owner.value(),
        "https://www.linkedin.com/in/slots-" + lead,
        now,
        now);
    sql.update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, 'PENDING', ?, ?, ?)""",
        membership,
        campaign,
        lead,
        owner.value(),
        UUID.randomUUID(),
        now,
        now);
    return membership;
  }
}
