package com.outreach.application.port.in.blacklist;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.blacklist.BlacklistType;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import org.junit.jupiter.api.Test;

/** Spec 4.11, D-23: type, then keyword, then the keyword against its type. */
class AddBlacklistEntryCommandTest {
  private static final UserId ME = UserId.random();
  private static final String TYPES =
      "Invalid type (Possible Values: PROFILE_URL, JOB_TITLE, KEYWORD)";

  @Test
  void aValidEntry_readsTheTypeInAnyCase_andKeepsABlankEmailAsNone() {
    AddBlacklistEntryCommand c =
        AddBlacklistEntryCommand.of(ME, "profile_url", "linkedin.com/in/Ada", "  ");

    assertThat(c.keyword().type()).isEqualTo(BlacklistType.PROFILE_URL);
    assertThat(c.keyword().text()).isEqualTo("https://www.linkedin.com/in/ada");
    assertThat(c.accountEmail()).isNull();
    assertThat(AddBlacklistEntryCommand.of(ME, "KEYWORD", "x", " a@b.co ").accountEmail())
        .isEqualTo("a@b.co");
  }

  @Test
  void theChecks_runInOrder() {
    assertRefused(
        () -> AddBlacklistEntryCommand.of(ME, null, null, null),
        ErrorCode.INVALID_BLACKLIST_TYPE,
        TYPES);
    assertRefused(
        () -> AddBlacklistEntryCommand.of(ME, "URL", "x", null),
        ErrorCode.INVALID_BLACKLIST_TYPE,
        TYPES);
    assertRefused(
        () -> AddBlacklistEntryCommand.of(ME, "KEYWORD", null, null),
        ErrorCode.KEYWORD_REQUIRED,
        "Keyword is required!");
    assertRefused(
        () -> AddBlacklistEntryCommand.of(ME, "PROFILE_URL", " ", null),
        ErrorCode.KEYWORD_REQUIRED,
        "Keyword is required!");
    assertRefused(
        () -> AddBlacklistEntryCommand.of(ME, "PROFILE_URL", "ada", null),
        ErrorCode.INVALID_PROFILE_LINK,
        "Invalid profile link!");
  }

  @Test
  void aTypeFilter_absentOrBlankIsEveryType_unknownIsTheTypeMessage() {
    assertThat(ListBlacklistEntriesQuery.of(ME, null).type()).isNull();
    assertThat(ListBlacklistEntriesQuery.of(ME, " ").type()).isNull();
    assertThat(ListBlacklistEntriesQuery.of(ME, "job_title").type())
        .isEqualTo(BlacklistType.JOB_TITLE);
    assertRefused(
        () -> ListBlacklistEntriesQuery.of(ME, "TITLE"), ErrorCode.INVALID_BLACKLIST_TYPE, TYPES);
  }
}
