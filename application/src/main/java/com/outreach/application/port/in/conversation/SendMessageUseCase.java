package com.outreach.application.port.in.conversation;

import com.outreach.domain.conversation.Message;

/**
 * Sends a manual message in one of the caller's conversations (spec 4.5, D-21): the message is
 * stored as {@code OUT}, {@code QUEUED}, and the membership's automated sequence is stopped, in one
 * transaction.
 */
public interface SendMessageUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code CONVERSATION_NOT_FOUND} for an id
   *     that is malformed, unknown, another user's, or whose membership (or campaign) is deleted
   */
  Message send(SendMessageCommand command);
}
