package com.outreach.application.port.in.conversation;

import com.outreach.domain.conversation.MessageContent;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;

/**
 * A manual message in one of the caller's conversations (spec 4.5, D-21). Checked in this order,
 * before any data is read: {@code conversationId} present ({@code Conversation Id is required!}),
 * {@code content} present after sanitising ({@code Content is required!}), then at most 8,000 code
 * points after sanitising ({@code Content must be at most 8000 characters!}). Whether the id names
 * a live conversation of the caller is the use case's question (404 {@code Conversation not
 * found!}), so a malformed id is kept here as given, stripped.
 */
public record SendMessageCommand(UserId owner, String conversationId, MessageContent content) {
  public static SendMessageCommand of(UserId owner, String conversationId, String content) {
    String id = Check.required(conversationId, ErrorCode.CONVERSATION_ID_REQUIRED);
    return new SendMessageCommand(owner, id, MessageContent.of(content));
  }
}
