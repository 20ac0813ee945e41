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

/** D-6 and D-10: the caller's role first, then email, reason and description, in that order. */
class CancelSubAccountCommandTest {
  private static final AuthenticatedUser OWNER =
      new AuthenticatedUser(UserId.random(), Role.AGENCY_OWNER);
  private static final AuthenticatedUser MEMBER =
      new AuthenticatedUser(UserId.random(), Role.MEMBER);

  @Test
  void aMemberCaller_isInvalidAgencyOwnerToken_beforeAnyFieldIsChecked() {
    assertRefused(
        () -> new CancelSubAccountCommand(MEMBER, null, null, null),
        ErrorCode.INVALID_AGENCY_OWNER_TOKEN,
        "Invalid agency owner token.");
  }

  @Test
  void nothingGiven_isEmailRequired() {
    assertRefused(
        () -> new CancelSubAccountCommand(OWNER, null, null, null),
        ErrorCode.EMAIL_REQUIRED,
        "Email is required!");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" "})
  void noReason_isReasonRequired_beforeTheDescription(String reason) {
    assertRefused(
        () -> new CancelSubAccountCommand(OWNER, "c@client.example", reason, null),
        ErrorCode.REASON_REQUIRED,
        "Reason is required!");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" "})
  void noDescription_isDescriptionRequired(String description) {
    assertRefused(
        () -> new CancelSubAccountCommand(OWNER, "c@client.example", "Left", description),
        ErrorCode.DESCRIPTION_REQUIRED,
        "Description is required!");
  }

  @Test
  void aReasonOf500Characters_isAccepted_and501AreTooLong_beforeTheDescriptionIsChecked() {
    assertThat(
            new CancelSubAccountCommand(OWNER, "c@client.example", "r".repeat(500), "d").reason())
        .isEqualTo("r".repeat(500));
    assertRefused(
        () -> new CancelSubAccountCommand(OWNER, "c@client.example", "r".repeat(501), null),
        ErrorCode.FIELD_TOO_LONG,
        "Reason must be at most 500 characters!");
  }

  @Test
  void aDescriptionOf5000Characters_isAccepted_and5001AreTooLong() {
    assertThat(
            new CancelSubAccountCommand(OWNER, "c@client.example", "r", "d".repeat(5000))
                .description())
        .isEqualTo("d".repeat(5000));
    assertRefused(
        () -> new CancelSubAccountCommand(OWNER, "c@client.example", "r", "d".repeat(5001)),
        ErrorCode.FIELD_TOO_LONG,
        "Description must be at most 5000 characters!");
  }

  @Test
  void everyFieldIsStripped_andAMalformedEmailIsLeftForTheAgencyScopeToAnswer() {
    CancelSubAccountCommand command =
        new CancelSubAccountCommand(OWNER, " not-an-email ", " Left ", " Moved on ");

    assertThat(command)
        .isEqualTo(new CancelSubAccountCommand(OWNER, "not-an-email", "Left", "Moved on"));
    assertThat(command.email()).isEqualTo("not-an-email");
    assertThat(command.reason()).isEqualTo("Left");
    assertThat(command.description()).isEqualTo("Moved on");
  }
}
