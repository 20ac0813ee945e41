package com.outreach.adapter.out.persistence.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.adapter.out.persistence.stats.MembershipCounts;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.MembershipPlan;
import com.outreach.application.port.out.engine.SentMessage;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import jakarta.inject.Inject;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The record of a pass in one statement per kind of write (docs/engine.md, step 4): the actions
 * settled only while still SENDING, the messages stored, the memberships released only while still
 * leased to the recording worker, and the membership counts kept exact through the statement's
 * moves.
 */
@PersistenceTest
class JdbcEngineRecordTest {
  static final String WORKER = "worker-record";
  static final Instant SENT_AT = Instant.parse("2026-11-27T08:00:00.123456Z");

  @Inject EngineStore store;
  @Inject TransactionRunner transactions;
  @Inject UserRepository users;
  @Inject CampaignRepository campaigns;
  @Inject DataSource dataSource;
  Sql sql;
  UUID owner;
  UUID sender = UUID.randomUUID();

  @BeforeEach
  void seed() {
    sql = new Sql(dataSource);
    User user =
        User.open(
            EmailAddress.parse("record-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    owner = user.id().value();
  }

  @Test
  void aPassSettlesItsActionsAtOnce_onlyThoseStillSending() {
    UUID campaign = campaign("Settle");
    UUID m1 = membership(campaign, WORKER);
    UUID m2 = membership(campaign, WORKER);
    UUID m3 = membership(campaign, WORKER);
    EngineAction a1 = sending(m1);
    EngineAction a2 = sending(m2);
    EngineAction a3 = sending(m3);
    // A worker that took m3 over has settled its action already.
    sql.update(
        "UPDATE engine_actions SET status = 'UNKNOWN', error = 'TAKEN_OVER' WHERE id = ?", a3.id());

    Set<UUID> settled =
        transactions.inTransaction(
            () ->
                store.transitionAll(
                    ActionStatus.SENDING,
                    List.of(
                        a1.settled(ActionStatus.SENT, SENT_AT, null, "ref-1"),
                        a2.settled(ActionStatus.FAILED, SENT_AT, "REFUSED", null),
                        a3.settled(ActionStatus.SENT, SENT_AT, null, "ref-3"))));

    assertThat(settled).containsExactlyInAnyOrder(a1.id(), a2.id());
    assertThat(action(a1.id()))
        .containsEntry("status", "SENT")
        .containsEntry("attempts", 1)
        .containsEntry("error", null)
        .containsEntry("provider_ref", "ref-1")
        .containsEntry("sent_at", SENT_AT);
    assertThat(action(a2.id()))
        .containsEntry("status", "FAILED")
        .containsEntry("error", "REFUSED")
        .containsEntry("provider_ref", null);
    assertThat(action(a3.id()))
        .containsEntry("status", "UNKNOWN")
        .containsEntry("error", "TAKEN_OVER")
        .containsEntry("provider_ref", null)
        .containsEntry("sent_at", null);
  }

  @Test
  void aPassStoresItsSentMessagesAtOnce() {
    UUID campaign = campaign("Messages");
    UUID m1 = membership(campaign, WORKER);
    UUID m2 = membership(campaign, WORKER);

    transactions.inTransaction(
        () -> {
          store.addSentMessages(
              List.of(
                  new SentMessage(conversation(m1), "Hello one", SENT_AT),
                  new SentMessage(conversation(m2), "Hello two", SENT_AT.plusSeconds(1))));
          return null;
        });

    assertThat(
            rows(
                """
        SELECT direction, content, status, created_at FROM messages WHERE conversation_id = ?""",
                conversation(m1)))
        .containsExactly(
            Map.of(
                "direction",
                "OUT",
                "content",
                "Hello one",
                "status",
                "SENT",
                "created_at",
                SENT_AT));
    assertThat(
            rows(
                "SELECT content, created_at FROM messages WHERE conversation_id = ?",
                conversation(m2)))
        .containsExactly(Map.of("content", "Hello two", "created_at", SENT_AT.plusSeconds(1)));
  }

  @Test
  void
      aPassReleasesItsMembershipsOfSeveralCampaignsAtOnce_notOneAnotherWorkerTookOver_andTheCountsStayExact() {
    UUID first = campaign("First");
    UUID second = campaign("Second");
    UUID completed = membership(first, WORKER);
    UUID failed = membership(first, WORKER);
    UUID next = membership(second, WORKER);
    UUID takenOver = membership(second, "worker-other");
    sql.update(
        """
        INSERT INTO membership_activity (membership_id, campaign_id, first_event_at, engaged, replied)
        VALUES (?, ?, now(), false, false)""",
        completed,
        first);
    Instant later = SENT_AT.plus(2, ChronoUnit.DAYS);
    Map<UUID, MembershipPlan> plans = new LinkedHashMap<>();
    plans.put(
        completed,
        new MembershipPlan(
            new MembershipState(MembershipStatus.COMPLETED, 1),
            null,
            null,
            sender,
            null,
            SENT_AT,
            SENT_AT));
    plans.put(
        failed,
        new MembershipPlan(
            new MembershipState(MembershipStatus.FAILED, 0),
            "REFUSED",
            null,
            null,
            null,
            null,
            SENT_AT));
    plans.put(
        next,
        new MembershipPlan(
            new MembershipState(MembershipStatus.IN_PROGRESS, 1),
            null,
            later,
            sender,
            SENT_AT,
            SENT_AT,
            null));
    plans.put(
        takenOver,
        new MembershipPlan(
            new MembershipState(MembershipStatus.COMPLETED, 1),
            null,
            null,
            sender,
            null,
            SENT_AT,
            SENT_AT));
    Object nextUpdatedAt = membershipRow(next).get("updated_at");

    Set<UUID> released = transactions.inTransaction(() -> store.releaseAll(plans, WORKER));

    assertThat(released).containsExactlyInAnyOrder(completed, failed, next);
    Instant sentAt = SENT_AT;
    assertThat(membershipRow(completed))
        .containsEntry("status", "COMPLETED")
        .containsEntry("current_step", 1)
        .containsEntry("status_reason", null)
        .containsEntry("next_action_at", null)
        .containsEntry("leased_by", null)
        .containsEntry("sender_id", sender)
        .containsEntry("last_action_at", sentAt)
        .containsEntry("updated_at", sentAt);
    assertThat(membershipRow(failed))
        .containsEntry("status", "FAILED")
        .containsEntry("current_step", 0)
        .containsEntry("status_reason", "REFUSED")
        .containsEntry("leased_by", null)
        .containsEntry("sender_id", null)
        .containsEntry("last_action_at", null)
        .containsEntry("updated_at", sentAt);
    assertThat(membershipRow(next))
        .containsEntry("status", "IN_PROGRESS")
        .containsEntry("current_step", 1)
        .containsEntry("next_action_at", later)
        .containsEntry("accepted_at", sentAt)
        .containsEntry("leased_by", null)
        .containsEntry("updated_at", nextUpdatedAt);
    assertThat(membershipRow(takenOver))
        .as("another worker's, untouched")
        .containsEntry("status", "IN_PROGRESS")
        .containsEntry("current_step", 0)
        .containsEntry("leased_by", "worker-other")
        .containsEntry("sender_id", null);
    assertThat(counts(first))
        .isEqualTo(recount(first))
        .containsOnlyKeys("COMPLETED/true", "FAILED/false");
    assertThat(counts(second)).isEqualTo(recount(second)).containsEntry("IN_PROGRESS/false", 2L);
  }

  @Test
  void releasingNothing_writesNothing() {
    assertThat(transactions.inTransaction(() -> store.releaseAll(Map.of(), WORKER))).isEmpty();
    assertThat(
            transactions.inTransaction(() -> store.transitionAll(ActionStatus.SENDING, List.of())))
        .isEmpty();
  }

  private UUID campaign(String title) {
    Campaign c =
        Campaign.create(
            new com.outreach.domain.user.UserId(owner),
            title,
            null,
            "MESSAGE",
            Map.of("message1", "Hi"),
            Instant.now());
    campaigns.add(c);
    return c.id().value();
  }

  /** An IN_PROGRESS membership at step 0, leased to {@code worker}. */
  private UUID membership(UUID campaign, String worker) {
    UUID membership = UUID.randomUUID();
    UUID lead = UUID.randomUUID();
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);
    sql.update(
        "INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        lead,
        owner,
        "https://www.linkedin.com/in/record-" + lead,
        now,
        now);
    sql.update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, 'PENDING', ?, ?, ?)""",
        membership,
        campaign,
        lead,
        owner,
        UUID.randomUUID(),
        now,
        now);
    sql.update(
        "UPDATE memberships SET status = 'IN_PROGRESS', leased_by = ?, next_action_at = ? WHERE id = ?",
        worker,
        now.plusMinutes(1),
        membership);
    return membership;
  }

  private EngineAction sending(UUID membership) {
    EngineAction action =
        new EngineAction(
            UUID.randomUUID(),
            membership,
            sender,
            1,
            ActionType.MESSAGE,
            ActionStatus.SENDING,
            1,
            SENT_AT.minusSeconds(5),
            null,
            null,
            null);
    sql.update(
        """
        INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts, reserved_at)
        VALUES (?, ?, ?, ?, 1, 'MESSAGE', 'SENDING', 1, ?)""",
        action.id(),
        membership,
        owner,
        sender,
        OffsetDateTime.ofInstant(action.reservedAt(), ZoneOffset.UTC));
    return action;
  }

  private UUID conversation(UUID membership) {
    return (UUID) sql.value("SELECT conversation_id FROM memberships WHERE id = ?", membership);
  }

  private Map<String, Object> action(UUID id) {
    return rows(
            "SELECT status, attempts, sent_at, error, provider_ref FROM engine_actions WHERE id = ?",
            id)
        .get(0);
  }

  private Map<String, Object> membershipRow(UUID id) {
    return rows(
            """
        SELECT status, current_step, status_reason, next_action_at, sender_id, accepted_at, last_action_at, leased_by,
               updated_at
        FROM memberships WHERE id = ?""",
            id)
        .get(0);
  }

  /** Rows with their times as instants. */
  private List<Map<String, Object>> rows(String query, Object... args) {
    List<Map<String, Object>> rows = sql.rows(query, args);
    rows.forEach(
        row ->
            row.replaceAll(
                (column, value) -> value instanceof Timestamp t ? t.toInstant() : value));
    return rows;
  }

  private Map<String, Long> counts(UUID campaign) {
    return MembershipCounts.counted(sql, campaign);
  }

  private Map<String, Long> recount(UUID campaign) {
    return MembershipCounts.recounted(sql, campaign);
  }
}
