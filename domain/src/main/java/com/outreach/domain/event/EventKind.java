package com.outreach.domain.event;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;

/** The outreach events of spec section 6, matched case-insensitively (D-30); anything else is {@code Invalid event!}. */
public enum EventKind {
  CONNECT_INVITED,
  ACCEPTS_REQUEST,
  REPLY_DETECTED,
  EMAIL_SENT,
  OPENED,
  BOUNCED,
  CLICKED,
  UNSUBSCRIBED;

  public static EventKind parse(String raw) {
    return EnumNames.match(EventKind.class, raw).orElseThrow(() -> new DomainException(ErrorCode.INVALID_EVENT));
  }
}
