package com.outreach.application.fake;

import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.ConversationRepositoryContract;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.user.UserId;

class InMemoryConversationRepositoryTest extends ConversationRepositoryContract {
  private InMemoryConversationRepository repository;

  @Override
  protected ConversationRepository newRepository() {
    repository = new InMemoryConversationRepository();
    return repository;
  }

  @Override
  protected UserId newOwner() {
    return UserId.random();
  }

  @Override
  protected ConversationId newConversation(UserId owner) {
    return repository.open(owner);
  }

  @Override
  protected void deleteMembership(ConversationId id) {
    repository.delete(id);
  }

  @Override
  protected void receive(Message incoming) {
    repository.receive(incoming);
  }
}
