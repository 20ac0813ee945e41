package com.outreach.domain.conversation;

import java.util.EnumSet;
import java.util.Set;

/**
 * Where a message stands (D-21). An outgoing message is {@code QUEUED} until the engine sends it
 * ({@code SENT}) or gives up ({@code FAILED}); it stays queued while the user has no network
 * account. An incoming message is {@code RECEIVED}.
 */
public enum MessageStatus {
  QUEUED,
  SENT,
  FAILED,
  RECEIVED;

  /** The statuses a message of that direction may have. */
  public static Set<MessageStatus> of(MessageDirection direction) {
    return switch (direction) {
      case OUT -> EnumSet.of(QUEUED, SENT, FAILED);
      case IN -> EnumSet.of(RECEIVED);
    };
  }
}
