package com.outreach.adapter.out.persistence.conversation;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.ConversationRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.UUID;
import javax.sql.DataSource;

/** The rules every ConversationRepository keeps, on PostgreSQL. */
@PersistenceTest
class JdbcConversationRepositoryContractTest extends ConversationRepositoryContract {
  @Inject ConversationRepository conversations;
  @Inject CampaignRepository campaigns;
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  private ConversationRows rows() {
    return new ConversationRows(dataSource, campaigns);
  }

  @Override
  protected ConversationRepository newRepository() {
    return conversations;
  }

  @Override
  protected UserId newOwner() {
    User owner =
        User.open(
            EmailAddress.parse("conv-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(owner);
    return owner.id();
  }

  @Override
  protected ConversationId newConversation(UserId owner) {
    return rows().membership(owner);
  }

  @Override
  protected void deleteMembership(ConversationId id) {
    rows().deleteMembership(id);
  }

  @Override
  protected void receive(Message incoming) {
    rows().insert(incoming);
  }
}
