package com.outreach.domain.blacklist;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Spec 2.7 / 4.11: the three blacklist types, read case-insensitively (D-30). */
class BlacklistTypeTest {
  @ParameterizedTest
  @CsvSource({
    "PROFILE_URL,PROFILE_URL",
    "profile_url,PROFILE_URL",
    "' Job_Title ',JOB_TITLE",
    "keyword,KEYWORD"
  })
  void parse_anyCase_isTheType(String raw, BlacklistType expected) {
    assertThat(BlacklistType.parse(raw)).isEqualTo(expected);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "PROFILE", "PROFILE URL", "JOBTITLE", "KEYWORDS", "COMPANY"})
  void parse_missingOrUnknown_listsThePossibleValues(String raw) {
    assertRefused(
        () -> BlacklistType.parse(raw),
        ErrorCode.INVALID_BLACKLIST_TYPE,
        "Invalid type (Possible Values: PROFILE_URL, JOB_TITLE, KEYWORD)");
  }
}
