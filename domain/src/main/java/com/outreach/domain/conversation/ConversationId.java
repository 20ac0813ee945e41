package com.outreach.domain.conversation;

import com.outreach.domain.shared.Uuids;
import java.util.Optional;
import java.util.UUID;

/**
 * The id of the conversation with a lead in one campaign, a random UUID the membership gets when it
 * is added (D-16) and clients pass back as {@code conversationId} (spec 4.5).
 */
public record ConversationId(UUID value) {
  public ConversationId {
    if (value == null) {
      throw new IllegalArgumentException("conversation id value is null");
    }
  }

  public static ConversationId random() {
    return new ConversationId(UUID.randomUUID());
  }

  /**
   * An id as it arrives in a path or body; anything that is not a UUID is simply no conversation's
   * id (D-31).
   */
  public static Optional<ConversationId> parse(String raw) {
    return Uuids.parse(raw).map(ConversationId::new);
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
