package com.outreach.domain.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** D-38: a linked account's limits, their defaults and ranges; a mailbox's daily limit. */
class LinkedInLimitsTest {
  @Test
  void theDefaults_areD38sAndD53s() {
    assertThat(LinkedInLimits.DEFAULT).isEqualTo(new LinkedInLimits(20, 100, 50, 20, 80, 30));
    assertThat(new LinkedInLimits(20, 100, 50, 20)).isEqualTo(LinkedInLimits.DEFAULT);
  }

  @Test
  void with_replacesVisitsAndLikesAlone() {
    assertThat(LinkedInLimits.DEFAULT.with(null, null, null, null, 250, null))
        .isEqualTo(new LinkedInLimits(20, 100, 50, 20, 250, 30));
    assertThat(LinkedInLimits.DEFAULT.with(null, null, null, null, null, 1))
        .isEqualTo(new LinkedInLimits(20, 100, 50, 20, 80, 1));
    assertThat(new LinkedInLimits(20, 100, 50, 20, 7, 9).with(1, null, null, null))
        .isEqualTo(new LinkedInLimits(1, 100, 50, 20, 7, 9));
  }

  @Test
  void visitsAndLikes_acceptTheirBounds() {
    assertThat(new LinkedInLimits(1, 1, 1, 1, 1, 1).visitsPerDay()).isEqualTo(1);
    assertThat(new LinkedInLimits(20, 100, 50, 20, 250, 100).likesPerDay()).isEqualTo(100);
  }

  @ParameterizedTest
  @CsvSource({"0,30", "251,30", "-1,30", "80,0", "80,101", "80,-3"})
  void visitsOrLikesOutOfRange_isInvalidLimits(int visitsPerDay, int likesPerDay) {
    assertThatThrownBy(() -> new LinkedInLimits(20, 100, 50, 20, visitsPerDay, likesPerDay))
        .isInstanceOfSatisfying(
            DomainException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_LIMITS))
        .hasMessage("Invalid limits!");
  }

  @Test
  void with_replacesOnlyTheGivenLimits() {
    assertThat(LinkedInLimits.DEFAULT.with(null, 150, null, 1))
        .isEqualTo(new LinkedInLimits(20, 150, 50, 1));
    assertThat(LinkedInLimits.DEFAULT.with(null, null, null, null))
        .isEqualTo(LinkedInLimits.DEFAULT);
  }

  @Test
  void theBoundsThemselves_areAccepted() {
    assertThat(new LinkedInLimits(1, 1, 1, 1).invitesPerDay()).isEqualTo(1);
    assertThat(new LinkedInLimits(100, 200, 150, 50))
        .isEqualTo(LinkedInLimits.DEFAULT.with(100, 200, 150, 50));
  }

  @ParameterizedTest
  @CsvSource({
    "0,100,50,20",
    "101,100,50,20",
    "20,0,50,20",
    "20,201,50,20",
    "20,100,0,20",
    "20,100,151,20",
    "20,100,50,0",
    "20,100,50,51",
    "-1,100,50,20"
  })
  void outOfRange_isInvalidLimits(
      int invitesPerDay, int invitesPerWeek, int messagesPerDay, int inmailsPerDay) {
    assertThatThrownBy(
            () -> new LinkedInLimits(invitesPerDay, invitesPerWeek, messagesPerDay, inmailsPerDay))
        .isInstanceOfSatisfying(
            DomainException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_LIMITS))
        .hasMessage("Invalid limits!");
  }

  @ParameterizedTest
  @CsvSource({"0", "501", "-5"})
  void aMailboxDailyLimit_outside1To500_isInvalidLimits(int limit) {
    assertThatThrownBy(() -> EmailAccount.checkedDailyLimit(limit)).hasMessage("Invalid limits!");
  }

  @Test
  void aMailboxDailyLimit_defaultsTo50_andMayBe1To500() {
    assertThat(EmailAccount.DEFAULT_DAILY_LIMIT).isEqualTo(50);
    assertThat(EmailAccount.checkedDailyLimit(1)).isEqualTo(1);
    assertThat(EmailAccount.checkedDailyLimit(500)).isEqualTo(500);
  }
}
