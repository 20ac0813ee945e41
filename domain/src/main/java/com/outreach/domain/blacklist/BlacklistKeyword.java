package com.outreach.domain.blacklist;

import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;

/**
 * What a blacklist entry blocks, checked against its type (D-23): a PROFILE_URL keyword is a
 * profile link stored canonical (D-15); a JOB_TITLE or KEYWORD text is kept stripped, as given. Two
 * keywords of one type are the same rule when their {@link #matchKey()}s are equal.
 */
public record BlacklistKeyword(BlacklistType type, String text) {
  public static final int MAX_TEXT_LENGTH = 500;

  public BlacklistKeyword {
    Check.that(type != null, ErrorCode.INVALID_BLACKLIST_TYPE);
    text = Check.required(text, ErrorCode.KEYWORD_REQUIRED);
    text =
        type == BlacklistType.PROFILE_URL
            ? ProfileLink.parse(text).canonical()
            : Check.maxLength(text, MAX_TEXT_LENGTH, "Keyword");
  }

  /**
   * The form matching compares: the canonical link, or the text folded by {@link
   * WordPhrase#normalize}.
   */
  public String matchKey() {
    return type == BlacklistType.PROFILE_URL ? text : WordPhrase.normalize(text);
  }
}
