package com.outreach.application.port.in.conversation;

import com.outreach.domain.conversation.Message;
import java.util.List;

/** The messages of one of the caller's conversations, oldest first (D-21 extension). */
public interface GetConversationUseCase {
  /**
   * @return the messages, oldest first; empty when nothing was written yet
   * @throws com.outreach.domain.shared.DomainException {@code CONVERSATION_NOT_FOUND} for an id
   *     that is malformed, unknown, another user's, or whose membership (or campaign) is deleted
   */
  List<Message> messages(GetConversationQuery query);
}
