package com.outreach.application.port.out;

import com.outreach.domain.conversation.Conversation;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.Optional;

/**
 * The conversations of memberships (D-16, D-21), always looked up within their owner: another
 * user's conversation id is no conversation at all (D-31). A conversation is live while its
 * membership is not DELETED and its campaign is not DELETED.
 */
public interface ConversationRepository {
  /** The owner's live conversation with that id; empty for an unknown, foreign or deleted one. */
  Optional<Conversation> findLive(UserId owner, ConversationId id);

  /**
   * Stores the owner's manual message in its conversation and stops that membership's automated
   * sequence (D-40: an open membership is then COMPLETED with reason MANUAL_REPLY, and its reserved
   * actions are cancelled), both or neither: atomically on its own, and within the caller's
   * transaction when there is one.
   *
   * @throws com.outreach.domain.shared.DomainException {@code CONVERSATION_NOT_FOUND} when the
   *     conversation is not (or no longer) a live one of the owner; nothing is stored then
   */
  void addMessageAndStopSequence(UserId owner, Message message);

  /**
   * The messages of the owner's conversation, oldest first (in the order stored); empty for a
   * foreign id.
   */
  List<Message> messages(UserId owner, ConversationId id);
}
