package com.outreach.domain.event;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;

/**
 * The outreach events a webhook can be bound to (spec 6, D-24, D-26), and the engine's extension
 * kinds (D-42). Names are matched case-insensitively and always shown upper case (D-30).
 */
public enum EventKind {
  CONNECT_INVITED,
  ACCEPTS_REQUEST,
  REPLY_DETECTED,
  EMAIL_SENT,
  OPENED,
  BOUNCED,
  CLICKED,
  UNSUBSCRIBED,
  // D-42 extension kinds: the engine's other actions, and a sender paused by its provider.
  MESSAGE_SENT,
  INMAIL_SENT,
  ACCOUNT_PAUSED,
  // D-53: a VISIT step's profile visit and a LIKE_POST step's like.
  PROFILE_VISITED,
  POST_LIKED;

  /** One of the engine's extension kinds (D-42) rather than a section 6 name. */
  public boolean isExtension() {
    return compareTo(MESSAGE_SENT) >= 0;
  }

  /**
   * Reads a client's value; absent, blank and unknown all fail with {@code Invalid event!} (D-24).
   */
  public static EventKind parse(String raw) {
    return EnumNames.match(EventKind.class, raw)
        .orElseThrow(() -> new DomainException(ErrorCode.INVALID_EVENT));
  }
}
