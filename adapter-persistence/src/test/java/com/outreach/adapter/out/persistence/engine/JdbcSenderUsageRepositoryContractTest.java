package com.outreach.adapter.out.persistence.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.adapter.out.persistence.lead.Owners;
import com.outreach.application.fixture.LeadFixtures;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.SenderUsageRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.engine.SenderUsageRepository;
import com.outreach.application.port.out.engine.SenderUsageView;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The rules every SenderUsageRepository keeps, as the in-memory fake keeps them, on PostgreSQL; the
 * engine's rows ({@code engine_senders}, {@code engine_actions}) are written with plain SQL, as the
 * engine's adapter writes them.
 */
@PersistenceTest
class JdbcSenderUsageRepositoryContractTest extends SenderUsageRepositoryContract {
  @Inject SenderUsageRepository usage;
  @Inject UserRepository users;
  @Inject CampaignRepository campaigns;
  @Inject LeadRepository leads;
  @Inject MembershipRepository memberships;
  @Inject DataSource dataSource;

  /** One membership per owner for the ledger rows to belong to (engine_actions references it). */
  private final Map<UserId, UUID> membershipOf = new HashMap<>();

  @Override
  protected SenderUsageRepository newRepository() {
    return usage;
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }

  @Override
  protected void store(UserId owner, UUID senderId, SenderUsageView c) {
    new Sql(dataSource)
        .update(
            """
        INSERT INTO engine_senders (sender_id, user_id, usage_day, invites_today, messages_today, inmails_today,
                                    emails_today, visits_today, likes_today, next_free_at, paused_until,
                                    invites_paused_until, messages_paused_until, inmails_paused_until,
                                    visits_paused_until, likes_paused_until, pause_reason)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            senderId,
            owner.value(),
            c.usageDay(),
            c.invitesToday(),
            c.messagesToday(),
            c.inmailsToday(),
            c.emailsToday(),
            c.visitsToday(),
            c.likesToday(),
            SqlTimes.utc(c.nextFreeAt()),
            SqlTimes.utc(c.pausedUntil()),
            SqlTimes.utc(c.invitesPausedUntil()),
            SqlTimes.utc(c.messagesPausedUntil()),
            SqlTimes.utc(c.inmailsPausedUntil()),
            SqlTimes.utc(c.visitsPausedUntil()),
            SqlTimes.utc(c.likesPausedUntil()),
            c.pauseReason());
  }

  @Override
  protected void record(
      UserId owner, UUID senderId, ActionType type, ActionStatus status, Instant reservedAt) {
    // one step per row: the ledger holds at most one live action per (membership, step, type)
    new Sql(dataSource)
        .update(
            """
        INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts, reserved_at)
        SELECT ?, m.id, m.user_id, ?, 1 + (SELECT count(*) FROM engine_actions WHERE membership_id = m.id), ?, ?, 1, ?
        FROM memberships m WHERE m.id = ?""",
            UUID.randomUUID(),
            senderId,
            type.name(),
            status.name(),
            SqlTimes.utc(reservedAt),
            membershipOf.computeIfAbsent(owner, this::membership));
  }

  private UUID membership(UserId owner) {
    Campaign campaign = LeadFixtures.campaign(owner);
    campaigns.add(campaign);
    Lead lead = LeadFixtures.lead(owner, "jane-doe");
    var ids = leads.addOrFill(owner, List.of(lead));
    return memberships
        .addAbsent(
            List.of(
                Membership.add(owner, campaign.id(), ids.get(lead.profileLink()), LeadFixtures.T0)))
        .get(0)
        .id();
  }

  @Test
  void theRead_isOneStatement_whoseWeekUsesTheSendersWeekIndex() {
    List<Map<String, Object>> plan =
        new Sql(dataSource)
            .rows(
                "EXPLAIN " + JdbcSenderUsageRepository.USAGE,
                UUID.randomUUID(),
                UUID.randomUUID(),
                SqlTimes.utc(Instant.now()));

    assertThat(plan.toString())
        .contains("engine_actions_sender_week_idx")
        .contains("engine_senders_pkey");
  }
}
