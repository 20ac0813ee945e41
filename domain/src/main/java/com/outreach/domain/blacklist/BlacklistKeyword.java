package com.outreach.domain.blacklist;

import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import java.util.regex.Pattern;

/**
 * What a blacklist entry blocks, checked against its type (D-23): a PROFILE_URL keyword is a
 * profile link stored canonical (D-15); a JOB_TITLE or KEYWORD text is kept stripped, as given. Two
 * keywords of one type are the same rule when their {@link #matchKey()}s are equal.
 */
public record BlacklistKeyword(BlacklistType type, String text) {
  public static final int MAX_TEXT_LENGTH = 500;

  /**
   * How a PROFILE_URL entry reads once the person it named was erased (D-54): this prefix and the
   * hex HMAC-SHA256 of the canonical link, which the engine compares with its lead's link's.
   */
  public static final String ERASED_LINK_PREFIX = "hmac-sha256:";

  private static final Pattern ERASED_LINK =
      Pattern.compile(Pattern.quote(ERASED_LINK_PREFIX) + "[0-9a-f]{64}");

  public BlacklistKeyword {
    Check.that(type != null, ErrorCode.INVALID_BLACKLIST_TYPE);
    text = Check.required(text, ErrorCode.KEYWORD_REQUIRED);
    text =
        type == BlacklistType.PROFILE_URL
            ? (isErasedLink(text) ? text : ProfileLink.parse(text).canonical())
            : Check.maxLength(text, MAX_TEXT_LENGTH, "Keyword");
  }

  /**
   * The form matching compares: the canonical link, or the text folded by {@link
   * WordPhrase#normalize}.
   */
  public String matchKey() {
    return type == BlacklistType.PROFILE_URL ? text : WordPhrase.normalize(text);
  }

  /**
   * Whether the text is the stored form of an erased person's link, never a link given by a user.
   */
  public static boolean isErasedLink(String text) {
    return text != null && ERASED_LINK.matcher(text).matches();
  }

  /** Whether this entry is an erased person's link, matched through its digest. */
  public boolean erasedLink() {
    return type == BlacklistType.PROFILE_URL && isErasedLink(text);
  }
}
