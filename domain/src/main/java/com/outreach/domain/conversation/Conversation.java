package com.outreach.domain.conversation;

import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;

/**
 * The conversation of one membership (a lead in one campaign, D-16), as its owner sees it: it is
 * live while the membership is not DELETED (nor its campaign). {@code sequenceStopped} is true once
 * the user wrote to the lead by hand: a manual message stops the automated sequence (D-21).
 */
public record Conversation(ConversationId id, UserId owner, boolean sequenceStopped) {
  public Conversation {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(owner, "owner");
  }

  /** The user's manual message in this conversation, queued; storing it also stops the sequence. */
  public Message send(MessageContent content, Instant now) {
    return Message.queued(id, content, now);
  }
}
