package com.outreach.adapter.out.persistence.conversation;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.lead.Owners;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.ConversationRepositoryContract;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
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
    return Owners.stored(users);
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
