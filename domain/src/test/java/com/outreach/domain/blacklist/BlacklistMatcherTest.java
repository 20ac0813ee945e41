package com.outreach.domain.blacklist;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * D-23's matching rules, one table per type: case, white space and partial words. A row reads
 * "keyword | lead text | matches?".
 */
class BlacklistMatcherTest {
  private static final UserId OWNER = UserId.random();
  private final BlacklistMatcher matcher = new BlacklistMatcher();

  private static BlacklistEntry entry(BlacklistType type, String keyword) {
    return BlacklistEntry.create(OWNER, null, new BlacklistKeyword(type, keyword), Instant.EPOCH);
  }

  private static LeadProfile lead(String link, String jobTitle, String headline) {
    return new LeadProfile(
        link == null ? null : ProfileLink.parse(link),
        "Ada",
        "Lovelace",
        "Ada Lovelace",
        headline,
        jobTitle,
        "Analytical Engines Ltd",
        List.of("Berlin", "42"));
  }

  @ParameterizedTest(name = "PROFILE_URL {0} vs {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "https://www.linkedin.com/in/ada       | https://www.linkedin.com/in/ada           | true",
        "linkedin.com/in/ADA                   | https://de.linkedin.com/in/ada/?trk=x     | true",
        "https://www.linkedin.com/in/ada/      | http://www.linkedin.com/in/Ada#about      | true",
        "https://www.linkedin.com/in/ada       | https://www.linkedin.com/in/ada-lovelace  | false",
        "https://www.linkedin.com/in/ada-l     | https://www.linkedin.com/in/ada           | false",
        "https://www.linkedin.com/talent/profile/ACwAAA1234567890abcdefXYZ | linkedin.com/in/ACwAAA1234567890abcdefXYZ | true",
        "linkedin.com/in/ACwAAA1234567890abcdefXYZ | linkedin.com/in/acwaaa1234567890abcdefxyz | false",
      })
  void profileUrl_matchesByCanonicalLinkOnly(String keyword, String leadLink, boolean expected) {
    assertThat(
            matcher.matches(entry(BlacklistType.PROFILE_URL, keyword), lead(leadLink, null, null)))
        .isEqualTo(expected);
  }

  @Test
  void profileUrl_neverMatchesALeadWithoutALink() {
    assertThat(
            matcher.matches(
                entry(BlacklistType.PROFILE_URL, "linkedin.com/in/ada"), lead(null, null, null)))
        .isFalse();
  }

  @ParameterizedTest(name = "JOB_TITLE {0} vs {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "CEO              | CEO                         | true",
        "ceo              | Founder & CEO               | true",
        "CEO              | ceo, board member           | true",
        "head of sales    | Head of Sales EMEA          | true",
        "Head  of Sales   | head of\tsales              | true",
        "head of sales    | Head of Marketing and Sales | false",
        "sales            | Wholesale Manager           | false",
        "sales            | Salesforce Admin            | false",
        "sales            | Inside-Sales Lead           | true",
        "sales            | VP, Sales.                  | true",
        "cto              | Director                    | false",
        "c++              | Senior C++ Developer        | true",
        "ingénieur        | INGÉNIEUR logiciel          | true",
      })
  void jobTitle_matchesWholeWordsIgnoringCaseAndSpacing(
      String keyword, String jobTitle, boolean expected) {
    assertThat(matcher.matches(entry(BlacklistType.JOB_TITLE, keyword), lead(null, jobTitle, null)))
        .isEqualTo(expected);
  }

  @Test
  void jobTitle_alsoLooksAtTheHeadline_butAtNothingElse() {
    BlacklistEntry recruiter = entry(BlacklistType.JOB_TITLE, "recruiter");

    assertThat(matcher.matches(recruiter, lead(null, null, "Tech Recruiter at Acme"))).isTrue();
    assertThat(
            matcher.matches(
                recruiter,
                new LeadProfile(
                    null,
                    "Recruiter",
                    null,
                    "Recruiter",
                    null,
                    null,
                    "Recruiter",
                    List.of("recruiter"))))
        .isFalse();
  }

  @ParameterizedTest(name = "KEYWORD {0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "ada              | true",
        "LOVELACE         | true",
        "ada lovelace     | true",
        "ada   lovelace   | true",
        "analytical engines | true",
        "engine           | false",
        "berlin           | true",
        "42               | true",
        "4                | false",
        "lace             | false",
        "head of data     | true",
        "data             | true",
        "cto              | true",
        "bertin           | false",
      })
  void keyword_matchesWholeWordsInNamesHeadlineJobTitleCompanyAndCustomFields(
      String keyword, boolean expected) {
    LeadProfile lead = lead(null, "CTO", "Head of Data");

    assertThat(matcher.matches(entry(BlacklistType.KEYWORD, keyword), lead)).isEqualTo(expected);
  }

  @Test
  void keyword_ignoresTheProfileLink() {
    assertThat(
            matcher.matches(
                entry(BlacklistType.KEYWORD, "linkedin"),
                lead("https://www.linkedin.com/in/linkedin", null, null)))
        .isFalse();
  }

  @Test
  void absentTexts_matchNothing() {
    LeadProfile empty = new LeadProfile(null, null, null, null, null, null, null, null);

    assertThat(matcher.matches(entry(BlacklistType.KEYWORD, "ada"), empty)).isFalse();
    assertThat(matcher.matches(entry(BlacklistType.JOB_TITLE, "ceo"), empty)).isFalse();
  }

  @Test
  void firstMatch_isTheFirstMatchingEntryInOrder_orNone() {
    BlacklistEntry miss = entry(BlacklistType.KEYWORD, "grace");
    BlacklistEntry hit = entry(BlacklistType.JOB_TITLE, "cto");
    BlacklistEntry alsoHit = entry(BlacklistType.KEYWORD, "ada");
    LeadProfile lead = lead(null, "CTO", null);

    assertThat(matcher.firstMatch(List.of(miss, hit, alsoHit), lead)).contains(hit);
    assertThat(matcher.firstMatch(List.of(miss), lead)).isEmpty();
    assertThat(matcher.firstMatch(List.of(), lead)).isEmpty();
  }
}
