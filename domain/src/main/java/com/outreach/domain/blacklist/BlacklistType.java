package com.outreach.domain.blacklist;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;

/** What a blacklist entry's keyword is matched against (spec 2.7, D-23). */
public enum BlacklistType {
  /** The lead's canonical profile link (D-15). */
  PROFILE_URL,
  /** The lead's job title or headline. */
  JOB_TITLE,
  /** The lead's names, headline, job title, company and custom field values. */
  KEYWORD;

  /**
   * Reads a client's value case-insensitively (D-30). Absent, blank and unknown values all fail
   * with the list of possible values: spec 7's only message for a bad type, as D-19 does for lead
   * status.
   */
  public static BlacklistType parse(String raw) {
    return EnumNames.match(BlacklistType.class, raw)
        .orElseThrow(() -> new DomainException(ErrorCode.INVALID_BLACKLIST_TYPE));
  }
}
