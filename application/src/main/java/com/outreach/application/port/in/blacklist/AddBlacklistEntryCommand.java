package com.outreach.application.port.in.blacklist;

import com.outreach.domain.blacklist.BlacklistKeyword;
import com.outreach.domain.blacklist.BlacklistType;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;

/**
 * A new blacklist entry for the caller (spec 4.11, D-23). Checked in this order, before any data is
 * read: the type (missing or unknown: the possible values), {@code Keyword is required!}, then the
 * keyword against its type ({@code Invalid profile link!}, length). Which linked account the entry
 * belongs to is the use case's question; {@code accountEmail} is kept stripped, or null when blank.
 */
public record AddBlacklistEntryCommand(
    UserId owner, BlacklistKeyword keyword, String accountEmail) {
  public static AddBlacklistEntryCommand of(
      UserId owner, String type, String keyword, String accountEmail) {
    BlacklistType validType = BlacklistType.parse(type);
    // The erased form (D-54) is the service's own; a user names a link.
    Check.that(
        validType != BlacklistType.PROFILE_URL
            || !BlacklistKeyword.isErasedLink(keyword == null ? null : keyword.strip()),
        ErrorCode.INVALID_PROFILE_LINK);
    return new AddBlacklistEntryCommand(
        owner, new BlacklistKeyword(validType, keyword), Check.optional(accountEmail));
  }
}
