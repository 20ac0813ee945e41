package com.outreach.application.service.conversation;

import com.outreach.application.port.Page;
import com.outreach.application.port.in.conversation.ConversationSummary;
import com.outreach.application.port.in.conversation.ListConversationsQuery;
import com.outreach.application.port.in.conversation.ListConversationsUseCase;
import com.outreach.application.port.in.conversation.MarkConversationReadUseCase;
import com.outreach.application.port.out.InboxRepository;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.List;

/**
 * The inbox (D-49): the caller's conversations across campaigns and senders, and marking one read.
 * Only the caller's own conversations are ever listed or changed (D-31).
 */
public final class InboxService implements ListConversationsUseCase, MarkConversationReadUseCase {
  private final InboxRepository inbox;

  public InboxService(InboxRepository inbox) {
    this.inbox = inbox;
  }

  @Override
  public Page<ConversationSummary> conversations(ListConversationsQuery q) {
    if (q.filter().matchesNothing()) {
      return new Page<>(List.of(), null);
    }
    return inbox.page(q.owner(), q.filter(), q.page());
  }

  @Override
  public void markRead(UserId owner, String conversationId) {
    ConversationId id =
        ConversationId.parse(conversationId)
            .orElseThrow(() -> new DomainException(ErrorCode.CONVERSATION_NOT_FOUND));
    if (!inbox.markRead(owner, id)) {
      throw new DomainException(ErrorCode.CONVERSATION_NOT_FOUND);
    }
  }
}
