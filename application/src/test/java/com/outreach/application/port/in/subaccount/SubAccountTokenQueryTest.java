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

/** GET /tokens (spec 4.1, D-6, D-7): the caller's role first, then {@code accountEmail}. */
class SubAccountTokenQueryTest {
  private static final AuthenticatedUser OWNER =
      new AuthenticatedUser(UserId.random(), Role.AGENCY_OWNER);
  private static final AuthenticatedUser MEMBER =
      new AuthenticatedUser(UserId.random(), Role.MEMBER);

  @Test
  void aMemberCaller_isInvalidAgencyOwnerToken_beforeTheEmailIsChecked() {
    assertRefused(
        () -> new SubAccountTokenQuery(MEMBER, null),
        ErrorCode.INVALID_AGENCY_OWNER_TOKEN,
        "Invalid agency owner token.");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" "})
  void aMissingOrBlankAccountEmail_isAccountEmailRequired(String email) {
    assertRefused(
        () -> new SubAccountTokenQuery(OWNER, email),
        ErrorCode.ACCOUNT_EMAIL_REQUIRED,
        "Account email is required!");
  }

  @Test
  void theAccountEmailIsStripped() {
    assertThat(new SubAccountTokenQuery(OWNER, " c@client.example\n").accountEmail())
        .isEqualTo("c@client.example");
  }
}
