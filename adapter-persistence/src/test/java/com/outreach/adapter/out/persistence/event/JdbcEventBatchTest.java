package com.outreach.adapter.out.persistence.event;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.AppendedEvent;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.EventTarget;
import com.outreach.application.port.out.LeadInCampaign;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.CallbackUrl;
import com.outreach.domain.webhook.Webhook;
import com.outreach.domain.webhook.WebhookSecret;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Group commit on real PostgreSQL: a batch of events is locked, appended, counted on the sharded
 * counters (V024) and enqueued for its webhooks as the same events appended one by one would be.
 */
@PersistenceTest
class JdbcEventBatchTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  @Inject EventLog events;
  @Inject WebhookOutbox outbox;
  @Inject TransactionRunner transactions;
  @Inject UserRepository users;
  @Inject CampaignRepository campaigns;
  @Inject WebhookRepository webhooks;
  @Inject DataSource dataSource;
  Sql sql;
  UserId owner;
  Campaign campaign;

  @BeforeEach
  void seed() {
    sql = new Sql(dataSource);
    owner = user();
    campaign = campaign(owner);
  }

  @Test
  void lockLiveMemberships_findsTheOwnersLiveMembershipsOnly() {
    UUID live = membership(owner, campaign, "live", "IN_PROGRESS");
    membership(owner, campaign, "deleted", "DELETED");
    UserId stranger = user();
    membership(stranger, campaign(stranger), "foreign", "PENDING");
    List<LeadInCampaign> asked =
        List.of(
            lead(owner, "live"),
            lead(owner, "deleted"),
            lead(owner, "foreign"),
            lead(stranger, "live"),
            lead(owner, "live"));

    Map<LeadInCampaign, EventTarget> found =
        transactions.inTransaction(() -> events.lockLiveMemberships(asked));

    assertThat(found).containsOnlyKeys(lead(owner, "live"));
    assertThat(found.get(lead(owner, "live")).membershipId()).isEqualTo(live);
    assertThat(found.get(lead(owner, "live")).state())
        .isEqualTo(new MembershipState(MembershipStatus.IN_PROGRESS, 0));
  }

  @Test
  void
      appendAll_writesEveryEvent_movesEachMembershipToItsLastState_andCountsOnTheTransactionsSlot() {
    List<UUID> members = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      members.add(membership(owner, campaign, "lead-" + i, "PENDING"));
    }
    List<AppendedEvent> batch = new ArrayList<>();
    MembershipState pending = MembershipState.pending();
    MembershipState invited = new MembershipState(MembershipStatus.IN_PROGRESS, 1);
    for (UUID member : members) {
      batch.add(new AppendedEvent(event(member, EventKind.CONNECT_INVITED, T0), pending, invited));
    }
    UUID first = members.get(0);
    batch.add(
        new AppendedEvent(
            event(first, EventKind.REPLY_DETECTED, T0.plusSeconds(60)),
            invited,
            new MembershipState(MembershipStatus.REPLIED, 1)));

    transactions.inTransaction(() -> events.appendAll(batch));

    UUID id = campaign.id().value();
    assertThat(sql.value("SELECT count(*) FROM events WHERE campaign_id = ?", id)).isEqualTo(21L);
    // The batch's order is the events' seq order: a lead's events are read back as they arrived.
    assertThat(sql.rows("SELECT id FROM events WHERE campaign_id = ? ORDER BY seq", id))
        .extracting(r -> r.get("id"))
        .containsExactlyElementsOf(batch.stream().map(a -> a.event().id()).toList());
    assertThat(sql.value("SELECT status FROM memberships WHERE id = ?", first))
        .isEqualTo("REPLIED");
    assertThat(
            sql.value(
                "SELECT count(*) FROM memberships WHERE campaign_id = ? AND status = 'IN_PROGRESS'",
                id))
        .isEqualTo(19L);
    // The batch is one transaction: its events are counted on the one slot it held (V034).
    assertThat(
            sql.rows(
                """
        SELECT events FROM campaign_event_days WHERE campaign_id = ? AND kind = 'CONNECT_INVITED' AND day = ?""",
                id,
                LocalDate.of(2026, 3, 1)))
        .extracting(r -> r.get("events"))
        .containsExactly(20L);
    assertThat(
            sql.value(
                """
        SELECT sum(memberships) FROM campaign_membership_counts
        WHERE campaign_id = ? AND status = 'IN_PROGRESS' AND processed""",
                id))
        .isEqualTo(java.math.BigDecimal.valueOf(19));
    assertThat(
            sql.value(
                """
        SELECT sum(memberships) FROM campaign_membership_counts WHERE campaign_id = ? AND status = 'REPLIED' AND processed""",
                id))
        .isEqualTo(java.math.BigDecimal.ONE);
    assertThat(
            sql.value(
                "SELECT coalesce(sum(memberships), 0) FROM campaign_membership_counts WHERE campaign_id = ? AND NOT processed",
                id))
        .isEqualTo(java.math.BigDecimal.ZERO);
    assertThat(sql.value("SELECT count(*) FROM membership_activity WHERE campaign_id = ?", id))
        .isEqualTo(20L);
    assertThat(sql.value("SELECT replied FROM membership_activity WHERE membership_id = ?", first))
        .isEqualTo(true);
    assertThat(sql.value("SELECT count(*) FROM membership_event_days WHERE campaign_id = ?", id))
        .isEqualTo(2L);
  }

  @Test
  void appendAll_storesEveryFieldOfEachEvent_asOneStatementWritesThem() {
    UUID a = membership(owner, campaign, "fields-a", "IN_PROGRESS");
    UUID b = membership(owner, campaign, "fields-b", "IN_PROGRESS");
    UUID leadA = (UUID) sql.value("SELECT lead_id FROM memberships WHERE id = ?", a);
    Instant occurred = Instant.parse("2026-02-28T23:59:59.123456Z");
    Instant recorded = Instant.parse("2026-03-01T00:00:01.654321Z");
    String data = "{\"note\": \"a \\\"quoted\\\" back\\\\slash, {braces}, comma and é🙂\"}";
    OutreachEvent withData =
        new OutreachEvent(
            UUID.randomUUID(),
            EventKind.REPLY_DETECTED,
            owner,
            campaign.id(),
            a,
            leadA,
            occurred,
            recorded,
            data);
    OutreachEvent withoutData = event(b, EventKind.OPENED, T0);
    MembershipState open = new MembershipState(MembershipStatus.IN_PROGRESS, 0);

    transactions.inTransaction(
        () ->
            events.appendAll(
                List.of(
                    new AppendedEvent(
                        withData, open, new MembershipState(MembershipStatus.REPLIED, 0)),
                    new AppendedEvent(withoutData, open, open))));

    Map<String, Object> row =
        sql.rows(
                """
        SELECT kind, user_id, campaign_id, membership_id, lead_id, occurred_at, recorded_at, data::text AS data
        FROM events WHERE id = ?""",
                withData.id())
            .get(0);
    assertThat(row.get("kind")).isEqualTo("REPLY_DETECTED");
    assertThat(row.get("user_id")).isEqualTo(owner.value());
    assertThat(row.get("campaign_id")).isEqualTo(campaign.id().value());
    assertThat(row.get("membership_id")).isEqualTo(a);
    assertThat(row.get("lead_id")).isEqualTo(leadA);
    assertThat(instant(row.get("occurred_at"))).isEqualTo(occurred);
    assertThat(instant(row.get("recorded_at"))).isEqualTo(recorded);
    assertThat(
            sql.value(
                "SELECT data = CAST(? AS jsonb) FROM events WHERE id = ?", data, withData.id()))
        .isEqualTo(true);
    assertThat(sql.value("SELECT data ->> 'note' FROM events WHERE id = ?", withData.id()))
        .isEqualTo("a \"quoted\" back\\slash, {braces}, comma and é🙂");
    assertThat(sql.value("SELECT data IS NULL FROM events WHERE id = ?", withoutData.id()))
        .isEqualTo(true);
    assertThat(instant(sql.value("SELECT occurred_at FROM events WHERE id = ?", withoutData.id())))
        .isEqualTo(T0);
  }

  private static Instant instant(Object timestamp) {
    if (timestamp instanceof java.sql.Timestamp t) {
      return t.toInstant();
    }
    return ((OffsetDateTime) timestamp).toInstant();
  }

  @Test
  void enqueueAll_addsOneDeliveryPerEventAndValidWebhookBoundToItsKind() {
    UUID a = membership(owner, campaign, "hooked-a", "IN_PROGRESS");
    UUID b = membership(owner, campaign, "hooked-b", "IN_PROGRESS");
    Webhook opened = webhook(owner, EventKind.OPENED, true);
    Webhook openedToo = webhook(owner, EventKind.OPENED, true);
    webhook(owner, EventKind.OPENED, false);
    webhook(owner, EventKind.CLICKED, true);
    MembershipState state = new MembershipState(MembershipStatus.IN_PROGRESS, 0);
    OutreachEvent first = event(a, EventKind.OPENED, T0);
    OutreachEvent second = event(b, EventKind.OPENED, T0);
    transactions.inTransaction(
        () -> {
          events.appendAll(
              List.of(
                  new AppendedEvent(first, state, state), new AppendedEvent(second, state, state)));
          outbox.enqueueAll(List.of(first, second));
        });

    assertThat(
            sql.rows(
                """
        SELECT event_id, webhook_id, status, next_attempt_at FROM webhook_deliveries WHERE event_id IN (?, ?)
        ORDER BY event_id, webhook_id""",
                first.id(),
                second.id()))
        .extracting(r -> List.of(r.get("event_id"), r.get("webhook_id"), r.get("status")))
        .containsExactlyInAnyOrder(
            List.of(first.id(), opened.id(), "PENDING"),
                List.of(first.id(), openedToo.id(), "PENDING"),
            List.of(second.id(), opened.id(), "PENDING"),
                List.of(second.id(), openedToo.id(), "PENDING"));
    assertThat(
            sql.value(
                "SELECT min(next_attempt_at) = max(next_attempt_at) FROM webhook_deliveries WHERE event_id = ?",
                first.id()))
        .isEqualTo(true);
  }

  private LeadInCampaign lead(UserId of, String slug) {
    return new LeadInCampaign(
        of, campaign.id(), "https://www.linkedin.com/in/" + slug + "-" + campaign.id().value());
  }

  private OutreachEvent event(UUID membership, EventKind kind, Instant at) {
    UUID lead = (UUID) sql.value("SELECT lead_id FROM memberships WHERE id = ?", membership);
    return new OutreachEvent(
        UUID.randomUUID(), kind, owner, campaign.id(), membership, lead, at, at, null);
  }

  private UUID membership(UserId of, Campaign in, String slug, String status) {
    UUID lead = UUID.randomUUID();
    UUID membership = UUID.randomUUID();
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
    // The link names this test's campaign, so lookups by (owner, link) stay this test's.
    sql.update(
        """
        INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)""",
        lead,
        of.value(),
        "https://www.linkedin.com/in/" + slug + "-" + campaign.id().value(),
        now,
        now);
    sql.update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)""",
        membership,
        in.id().value(),
        lead,
        of.value(),
        status,
        UUID.randomUUID(),
        now,
        now);
    return membership;
  }

  private UserId user() {
    User user =
        User.open(
            EmailAddress.parse("batch-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    return user.id();
  }

  private Campaign campaign(UserId of) {
    Campaign c =
        Campaign.create(
            of, "Batch outreach", null, "MESSAGE", Map.of("message1", "Hi"), Instant.now());
    campaigns.add(c);
    return c;
  }

  private Webhook webhook(UserId of, EventKind kind, boolean valid) {
    Webhook w =
        new Webhook(
            UUID.randomUUID(),
            of,
            "Hook",
            CallbackUrl.parse("https://hooks.example.com/" + kind),
            kind,
            WebhookSecret.generate(),
            valid,
            Instant.now().truncatedTo(ChronoUnit.MICROS));
    webhooks.add(w);
    return w;
  }
}
