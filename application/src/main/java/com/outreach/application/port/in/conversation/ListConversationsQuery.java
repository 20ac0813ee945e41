package com.outreach.application.port.in.conversation;

import com.outreach.application.port.PageRequest;
import com.outreach.domain.user.UserId;

/**
 * {@code GET /conversations} (D-49): one page of the caller's inbox. Checked in order: status (the
 * lead statuses of D-20), limit (a positive whole number; default 50, larger values count as 100);
 * the cursor is checked by the store that made it.
 */
public record ListConversationsQuery(UserId owner, InboxFilter filter, PageRequest page) {
  public static final int DEFAULT_LIMIT = 50;
  public static final int MAX_LIMIT = 100;

  public static ListConversationsQuery of(
      UserId owner,
      String campaignId,
      String senderId,
      String unread,
      String status,
      String q,
      String limit,
      String cursor) {
    InboxFilter filter = InboxFilter.of(campaignId, senderId, unread, status, q);
    return new ListConversationsQuery(
        owner, filter, PageRequest.of(limit, cursor, DEFAULT_LIMIT, MAX_LIMIT));
  }
}
