package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class SearchUrlTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://www.linkedin.com/search/results/people/?keywords=cto&origin=GLOBAL_SEARCH_HEADER",
        "https://linkedin.com/search/results/people/",
        "http://www.linkedin.com/search/results/all/?keywords=a%20b",
        "HTTPS://WWW.LINKEDIN.COM/search/results/people/",
        "https://uk.linkedin.com/search/results/people/?keywords=cfo",
        "https://www.linkedin.com/sales/search/people?query=(filters:List((type:REGION,values:List((id:103644278)))))",
        "https://www.linkedin.com/sales/lists/people/7012345678901234567?sortCriteria=CREATED_TIME",
        "https://www.linkedin.com/talent/search?searchContextId=abc&start=0",
        "https://www.linkedin.com/talent/search/profile/AC123",
        "https://www.linkedin.com/search/results/people/#top"
      })
  void linkedInSearchUrl_isAccepted(String url) {
    assertThat(SearchUrl.optional(url)).contains(new SearchUrl(url));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://linkedin.com.evil.example/search/results/people/",
        "https://www.linkedin.com.evil.example/search/results/people/",
        "https://evil-linkedin.com/search/results/people/",
        "https://evillinkedin.com/search/results/people/",
        "https://linkedin.co/search/results/people/",
        "https://www.linkedin.com@evil.example/search/results/people/",
        "https://user:pw@www.linkedin.com/search/results/people/",
        "https://evil.example/search/?next=https://www.linkedin.com/search/results/",
        "https://evil.example#@www.linkedin.com/search/",
        "https://evil.example\\@www.linkedin.com/search/",
        "https://www.linkedin.com\\.evil.example/search/",
        "https://www.linkedin.com:8443/search/results/people/",
        "https://www.linkedin.com./search/results/people/",
        "https://www.xn--linkedn-y2a.com/search/results/people/",
        "https://www.linkedın.com/search/results/people/",
        "https://evil.uk.linkedin.com.example/search/",
        "ftp://www.linkedin.com/search/results/people/",
        "javascript://www.linkedin.com/search/%0aalert(1)",
        "www.linkedin.com/search/results/people/",
        "//www.linkedin.com/search/results/people/",
        "https:www.linkedin.com/search/results/people/",
        "https://www.linkedin.com/in/ada-lovelace/",
        "https://www.linkedin.com/feed/",
        "https://www.linkedin.com/search",
        "https://www.linkedin.com/searchresults/people/",
        "https://www.linkedin.com/search/../feed/",
        "https://www.linkedin.com/talent/searching",
        "https://www.linkedin.com/sales/lead/ACwAA,NAME_SEARCH",
        "https://www.linkedin.com/search/results/people/?keywords=a b",
        "not a url"
      })
  void anythingElse_isRefused(String url) {
    assertRefused(
        () -> SearchUrl.optional(url), ErrorCode.INVALID_SEARCH_URL, "Invalid search URL!");
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", "   "})
  void absentOrBlank_isNoUrl(String url) {
    assertThat(SearchUrl.optional(url)).isEmpty();
  }

  @Test
  void surroundingWhiteSpace_isStripped() {
    assertThat(
            SearchUrl.optional("  https://www.linkedin.com/search/results/people/ \n")
                .orElseThrow()
                .value())
        .isEqualTo("https://www.linkedin.com/search/results/people/");
  }

  @Test
  void url_of2048Characters_isAccepted_and2049Refused() {
    String base = "https://www.linkedin.com/search/results/people/?keywords=";
    String longest = base + "a".repeat(SearchUrl.MAX_LENGTH - base.length());
    assertThat(SearchUrl.optional(longest)).isPresent();
    assertRefused(
        () -> SearchUrl.optional(longest + "a"),
        ErrorCode.INVALID_SEARCH_URL,
        "Invalid search URL!");
  }
}
