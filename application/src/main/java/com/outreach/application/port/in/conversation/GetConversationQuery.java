package com.outreach.application.port.in.conversation;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;

/**
 * The caller asking for one conversation's messages (D-21 extension). A blank id is {@code
 * Conversation Id is required!}; any other id is looked up as given.
 */
public record GetConversationQuery(UserId owner, String conversationId) {
  public GetConversationQuery {
    conversationId = Check.required(conversationId, ErrorCode.CONVERSATION_ID_REQUIRED);
  }
}
