package com.outreach.domain.blacklist;

import java.util.Collection;
import java.util.Optional;

/**
 * Decides whether a blacklist entry stops outreach to a lead (D-23), for the engine to ask before
 * every action. PROFILE_URL: canonical link equality. JOB_TITLE: the keyword as whole words in the
 * job title or headline. KEYWORD: the keyword as whole words in names, headline, job title, company
 * or any custom field text. Text comparison ignores case and folds white space ({@link
 * WordPhrase}).
 */
public final class BlacklistMatcher {
  public boolean matches(BlacklistEntry entry, LeadProfile lead) {
    BlacklistKeyword keyword = entry.keyword();
    String key = keyword.matchKey();
    return switch (keyword.type()) {
      case PROFILE_URL -> lead.profileLink() != null && lead.profileLink().canonical().equals(key);
      case JOB_TITLE ->
          WordPhrase.contains(lead.jobTitle(), key) || WordPhrase.contains(lead.headline(), key);
      case KEYWORD -> lead.keywordTexts().stream().anyMatch(text -> WordPhrase.contains(text, key));
    };
  }

  /** The first of {@code entries} (in their order) that matches the lead, if any. */
  public Optional<BlacklistEntry> firstMatch(Collection<BlacklistEntry> entries, LeadProfile lead) {
    return entries.stream().filter(entry -> matches(entry, lead)).findFirst();
  }
}
