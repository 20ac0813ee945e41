package com.outreach.application.port.in.subaccount;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.UserId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Pause and resume (spec 4.7, 4.8, D-6): the caller's role first, then the email. */
class SubAccountCommandTest {
  private static final AuthenticatedUser OWNER =
      new AuthenticatedUser(UserId.random(), Role.AGENCY_OWNER);
  private static final AuthenticatedUser MEMBER =
      new AuthenticatedUser(UserId.random(), Role.MEMBER);

  @Test
  void aMemberCaller_isInvalidAgencyOwnerToken_beforeTheEmailIsChecked() {
    assertRefused(
        () -> new SubAccountCommand(MEMBER, null),
        ErrorCode.INVALID_AGENCY_OWNER_TOKEN,
        "Invalid agency owner token.");
    assertRefused(
        () -> new SubAccountCommand(MEMBER, "c@client.example"),
        ErrorCode.INVALID_AGENCY_OWNER_TOKEN,
        "Invalid agency owner token.");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "\t"})
  void aMissingOrBlankEmail_isEmailRequired(String email) {
    assertRefused(
        () -> new SubAccountCommand(OWNER, email), ErrorCode.EMAIL_REQUIRED, "Email is required!");
  }

  @Test
  void theEmailIsStripped_andAMalformedOneIsLeftForTheAgencyScopeToAnswer() {
    assertThat(new SubAccountCommand(OWNER, " C@Client.example ").email())
        .isEqualTo("C@Client.example");
    assertThat(new SubAccountCommand(OWNER, "not-an-email").email()).isEqualTo("not-an-email");
  }
}
