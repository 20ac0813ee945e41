package com.outreach.domain.blacklist;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** D-23: what a keyword must be for its type, and when two keywords are the same rule. */
class BlacklistKeywordTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "linkedin.com/in/Jane-Doe",
        "https://de.linkedin.com/in/jane-doe/?trk=x",
        " https://www.linkedin.com/in/JANE-DOE#top "
      })
  void aProfileUrl_isStoredCanonical(String raw) {
    assertThat(new BlacklistKeyword(BlacklistType.PROFILE_URL, raw).text())
        .isEqualTo("https://www.linkedin.com/in/jane-doe");
  }

  @Test
  void aSalesNavigatorLink_isStoredAsTheMemberIdsCanonicalLink() {
    String salesNav =
        "https://www.linkedin.com/sales/lead/ACwAAA1234567890abcdefXYZ,NAME_SEARCH,x1Yz";
    assertThat(new BlacklistKeyword(BlacklistType.PROFILE_URL, salesNav).text())
        .isEqualTo("https://www.linkedin.com/in/ACwAAA1234567890abcdefXYZ");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "jane-doe",
        "https://example.com/in/jane",
        "https://www.linkedin.com/company/acme"
      })
  void aProfileUrlThatIsNoProfileLink_isInvalidProfileLink(String raw) {
    assertRefused(
        () -> new BlacklistKeyword(BlacklistType.PROFILE_URL, raw),
        ErrorCode.INVALID_PROFILE_LINK,
        "Invalid profile link!");
  }

  @ParameterizedTest
  @EnumSource(BlacklistType.class)
  void aMissingKeyword_isKeywordRequired_forEveryType(BlacklistType type) {
    for (String blank : new String[] {null, "", "  ", "\n"}) {
      assertRefused(
          () -> new BlacklistKeyword(type, blank),
          ErrorCode.KEYWORD_REQUIRED,
          "Keyword is required!");
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = BlacklistType.class,
      names = {"JOB_TITLE", "KEYWORD"})
  void aText_isKeptStrippedAsGiven_upToFiveHundredCharacters(BlacklistType type) {
    assertThat(new BlacklistKeyword(type, "  Head of  Sales ").text()).isEqualTo("Head of  Sales");
    assertThat(new BlacklistKeyword(type, "x".repeat(500)).text()).hasSize(500);
    assertRefused(
        () -> new BlacklistKeyword(type, "x".repeat(501)),
        ErrorCode.FIELD_TOO_LONG,
        "Keyword must be at most 500 characters!");
  }

  @Test
  void aTextsMatchKey_ignoresCaseAndFoldsWhiteSpace() {
    assertThat(new BlacklistKeyword(BlacklistType.KEYWORD, "Head of\u00A0 SALES").matchKey())
        .isEqualTo("head of sales");
    assertThat(new BlacklistKeyword(BlacklistType.JOB_TITLE, "CTO").matchKey()).isEqualTo("cto");
  }
}
