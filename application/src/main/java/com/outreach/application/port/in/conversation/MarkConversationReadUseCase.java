package com.outreach.application.port.in.conversation;

import com.outreach.domain.user.UserId;

/** {@code POST /conversations/{conversationId}/read} (D-49): nothing of it is unread any more. */
public interface MarkConversationReadUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code CONVERSATION_NOT_FOUND} for a
   *     malformed, unknown, another user's or deleted conversation
   */
  void markRead(UserId owner, String conversationId);
}
