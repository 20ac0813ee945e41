package com.outreach.application.port.in.conversation;

import com.outreach.application.port.Page;

/** {@code GET /conversations} (D-49): the caller's inbox, newest activity first. */
public interface ListConversationsUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code INVALID_CURSOR} for a cursor the
   *     inbox did not hand out
   */
  Page<ConversationSummary> conversations(ListConversationsQuery query);
}
