package com.outreach.adapter.out.persistence.lead;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.MembershipRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.lead.EngineState;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.util.UUID;
import javax.sql.DataSource;

/** The rules every MembershipRepository keeps, as the in-memory fake keeps them, on PostgreSQL. */
@PersistenceTest
class JdbcMembershipRepositoryContractTest extends MembershipRepositoryContract {
  @Inject CampaignRepository campaigns;
  @Inject LeadRepository leads;
  @Inject MembershipRepository memberships;
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  @Override
  protected Repositories newRepositories() {
    return new Repositories(campaigns, leads, memberships);
  }

  @Override
  protected UserId newOwner() {
    return Owners.stored(users);
  }

  @Override
  protected void engineWrites(UUID membershipId, EngineState state) {
    new Sql(dataSource)
        .update(
            "UPDATE memberships SET sender_id = ?, next_action_at = ?, status_reason = ? WHERE id = ?",
            state.senderId(),
            SqlTimes.utc(state.nextActionAt()),
            state.statusReason(),
            membershipId);
  }
}
