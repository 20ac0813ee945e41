package com.outreach.application.port.out;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.in.conversation.ConversationSummary;
import com.outreach.application.port.in.conversation.InboxFilter;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.user.UserId;

/**
 * The inbox (D-49): the owner's live conversations that have a message, read from what is kept on
 * each conversation as its messages are written, never by scanning messages.
 */
public interface InboxRepository {
  /**
   * One page, newest activity first (ties by id), keyset-paginated: a conversation whose activity
   * does not change while the pages are read is listed exactly once.
   *
   * @throws com.outreach.domain.shared.DomainException {@code INVALID_CURSOR} for a cursor this
   *     store did not hand out
   */
  Page<ConversationSummary> page(UserId owner, InboxFilter filter, PageRequest page);

  /**
   * Sets the owner's live conversation's unread count to 0; false when there is no such
   * conversation.
   */
  boolean markRead(UserId owner, ConversationId id);
}
