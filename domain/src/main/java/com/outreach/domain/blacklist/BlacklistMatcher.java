package com.outreach.domain.blacklist;

import java.util.Collection;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Decides whether a blacklist entry stops outreach to a lead (D-23), for the engine to ask before
 * every action. PROFILE_URL: canonical link equality. JOB_TITLE: the keyword as whole words in the
 * job title or headline. KEYWORD: the keyword as whole words in names, headline, job title, company
 * or any custom field text. Text comparison ignores case and folds white space ({@link
 * WordPhrase}).
 */
public final class BlacklistMatcher {
  public boolean matches(BlacklistEntry entry, LeadProfile lead) {
    return matches(entry, lead, link -> null);
  }

  /**
   * As {@link #matches(BlacklistEntry, LeadProfile)}, and an erased person's PROFILE_URL entry
   * (D-54) matches a lead whose canonical link has its digest, as {@code digest} computes it.
   */
  public boolean matches(BlacklistEntry entry, LeadProfile lead, UnaryOperator<String> digest) {
    BlacklistKeyword keyword = entry.keyword();
    String key = keyword.matchKey();
    return switch (keyword.type()) {
      case PROFILE_URL ->
          lead.profileLink() != null
              && (keyword.erasedLink()
                  ? key.equals(digest.apply(lead.profileLink().canonical()))
                  : lead.profileLink().canonical().equals(key));
      case JOB_TITLE ->
          WordPhrase.contains(lead.jobTitle(), key) || WordPhrase.contains(lead.headline(), key);
      case KEYWORD -> lead.keywordTexts().stream().anyMatch(text -> WordPhrase.contains(text, key));
    };
  }

  /** The first of {@code entries} (in their order) that matches the lead, if any. */
  public Optional<BlacklistEntry> firstMatch(Collection<BlacklistEntry> entries, LeadProfile lead) {
    return firstMatch(entries, lead, link -> null);
  }

  /**
   * The first of {@code entries} that matches the lead, erased links compared by {@code digest}.
   */
  public Optional<BlacklistEntry> firstMatch(
      Collection<BlacklistEntry> entries, LeadProfile lead, UnaryOperator<String> digest) {
    return entries.stream().filter(entry -> matches(entry, lead, digest)).findFirst();
  }
}
