package com.outreach.adapter.out.persistence.lead;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LeadActionsRepository;
import com.outreach.application.port.out.LeadActionsRepositoryContract;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The rules every LeadActionsRepository keeps, as the in-memory fake keeps them, on PostgreSQL; the
 * ledger rows are written with plain SQL, as the engine's adapter writes them.
 */
@PersistenceTest
class JdbcLeadActionsRepositoryContractTest extends LeadActionsRepositoryContract {
  @Inject CampaignRepository campaigns;
  @Inject LeadRepository leads;
  @Inject MembershipRepository memberships;
  @Inject LeadActionsRepository actions;
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  @Override
  protected Repositories newRepositories() {
    return new Repositories(campaigns, leads, memberships, actions);
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }

  @Override
  protected void record(EngineAction a) {
    new Sql(dataSource)
        .update(
            """
        INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts, reserved_at,
                                    sent_at, error, provider_ref)
        SELECT ?, m.id, m.user_id, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM memberships m WHERE m.id = ?""",
            a.id(),
            a.senderId(),
            a.step(),
            a.type().name(),
            a.status().name(),
            a.attempts(),
            SqlTimes.utc(a.reservedAt()),
            SqlTimes.utc(a.sentAt()),
            a.error(),
            a.reference(),
            a.membershipId());
  }

  @Override
  protected void rewrite(EngineAction a) {
    new Sql(dataSource)
        .update(
            """
        UPDATE engine_actions SET status = ?, attempts = ?, sent_at = ?, error = ?, provider_ref = ? WHERE id = ?""",
            a.status().name(),
            a.attempts(),
            SqlTimes.utc(a.sentAt()),
            a.error(),
            a.reference(),
            a.id());
  }

  @Test
  void theRead_isOneIndexScanOfTheMembershipsActions() {
    List<Map<String, Object>> plan =
        new Sql(dataSource)
            .rows(
                "EXPLAIN " + JdbcLeadActionsRepository.ACTIONS,
                UUID.randomUUID(),
                UUID.randomUUID());

    assertThat(plan.toString()).contains("engine_actions_membership_idx");
  }
}
