package com.outreach.application.port.in.blacklist;

import com.outreach.domain.blacklist.BlacklistType;
import com.outreach.domain.shared.Check;
import com.outreach.domain.user.UserId;

/**
 * The caller's blacklist entries, of one type or (type null) of all (D-23 extension). An absent or
 * blank {@code type} filter means all; an unknown one is the invalid-type message.
 */
public record ListBlacklistEntriesQuery(UserId owner, BlacklistType type) {
  public static ListBlacklistEntriesQuery of(UserId owner, String type) {
    return new ListBlacklistEntriesQuery(
        owner, Check.optional(type) == null ? null : BlacklistType.parse(type));
  }
}
