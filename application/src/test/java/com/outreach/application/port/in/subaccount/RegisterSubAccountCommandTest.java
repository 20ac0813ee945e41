package com.outreach.application.port.in.subaccount;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.UserId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** D-6 and D-8: the caller's role first, then name, email and planId, in that order. */
class RegisterSubAccountCommandTest {
  private static final AuthenticatedUser OWNER =
      new AuthenticatedUser(UserId.random(), Role.AGENCY_OWNER);
  private static final AuthenticatedUser MEMBER =
      new AuthenticatedUser(UserId.random(), Role.MEMBER);

  @Test
  void aMemberCaller_isInvalidAgencyOwnerToken_beforeAnyFieldIsChecked() {
    assertRefused(
        () -> new RegisterSubAccountCommand(MEMBER, null, "not an email", "x".repeat(65)),
        ErrorCode.INVALID_AGENCY_OWNER_TOKEN,
        "Invalid agency owner token.");
  }

  @Test
  void aMemberCaller_withValidFields_isStillInvalidAgencyOwnerToken() {
    assertRefused(
        () -> new RegisterSubAccountCommand(MEMBER, "Client", "c@client.example", null),
        ErrorCode.INVALID_AGENCY_OWNER_TOKEN,
        "Invalid agency owner token.");
  }

  @Test
  void noNameAndNoEmail_isNameRequired() {
    assertRefused(
        () -> new RegisterSubAccountCommand(OWNER, null, null, null),
        ErrorCode.NAME_REQUIRED,
        "Name is required!");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "\t\n"})
  void aMissingOrBlankName_isNameRequired(String name) {
    assertRefused(
        () -> new RegisterSubAccountCommand(OWNER, name, "c@client.example", null),
        ErrorCode.NAME_REQUIRED,
        "Name is required!");
  }

  @Test
  void aNameOf200Characters_isAccepted() {
    assertThat(
            new RegisterSubAccountCommand(OWNER, "n".repeat(200), "c@client.example", null).name())
        .isEqualTo("n".repeat(200));
  }

  @Test
  void aNameOf200Emoji_isAccepted_becauseEachEmojiIsOneCharacter() {
    String name = "\uD83D\uDE00".repeat(200);

    assertThat(new RegisterSubAccountCommand(OWNER, name, "c@client.example", null).name())
        .isEqualTo(name);
  }

  @Test
  void aNameOf201Characters_isTooLong_evenWithoutAnEmail() {
    assertRefused(
        () -> new RegisterSubAccountCommand(OWNER, "n".repeat(201), null, null),
        ErrorCode.FIELD_TOO_LONG,
        "Name must be at most 200 characters!");
  }

  @Test
  void theNameIsStrippedBeforeItIsMeasured() {
    assertThat(
            new RegisterSubAccountCommand(
                    OWNER, "  " + "n".repeat(200) + "  ", "c@client.example", null)
                .name())
        .isEqualTo("n".repeat(200));
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"  "})
  void aMissingOrBlankEmail_isEmailRequired(String email) {
    assertRefused(
        () -> new RegisterSubAccountCommand(OWNER, "Client", email, null),
        ErrorCode.EMAIL_REQUIRED,
        "Email is required!");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "client",
        "client@",
        "@client.example",
        "client@example",
        "a b@client.example",
        "a@b@client.example",
        "client@client..example"
      })
  void aMalformedEmail_isInvalidEmail(String email) {
    assertRefused(
        () -> new RegisterSubAccountCommand(OWNER, "Client", email, null),
        ErrorCode.INVALID_EMAIL,
        "Invalid email!");
  }

  @Test
  void aMalformedEmail_isReportedBeforeATooLongPlanId() {
    assertRefused(
        () -> new RegisterSubAccountCommand(OWNER, "Client", "client", "p".repeat(65)),
        ErrorCode.INVALID_EMAIL,
        "Invalid email!");
  }

  @Test
  void theEmailIsStripped_andKeepsItsCase() {
    RegisterSubAccountCommand command =
        new RegisterSubAccountCommand(OWNER, "Client", " Client@Example.COM ", null);

    assertThat(command.email()).isEqualTo("Client@Example.COM");
    assertThat(command.emailAddress()).isEqualTo(new EmailAddress("Client@Example.COM"));
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"   "})
  void aMissingOrBlankPlanId_defaultsToCustomer(String planId) {
    assertThat(new RegisterSubAccountCommand(OWNER, "Client", "c@client.example", planId).planId())
        .isEqualTo("CUSTOMER");
  }

  @Test
  void aPlanIdIsStripped_andKeptAsGiven() {
    assertThat(
            new RegisterSubAccountCommand(OWNER, "Client", "c@client.example", " growth ").planId())
        .isEqualTo("growth");
  }

  @Test
  void aPlanIdOf64Characters_isAccepted_and65AreTooLong() {
    assertThat(
            new RegisterSubAccountCommand(OWNER, "Client", "c@client.example", "p".repeat(64))
                .planId())
        .isEqualTo("p".repeat(64));
    assertRefused(
        () -> new RegisterSubAccountCommand(OWNER, "Client", "c@client.example", "p".repeat(65)),
        ErrorCode.FIELD_TOO_LONG,
        "Plan id must be at most 64 characters!");
  }

  @Test
  void theCallerIsKept() {
    assertThat(new RegisterSubAccountCommand(OWNER, "Client", "c@client.example", null).agency())
        .isEqualTo(OWNER);
  }
}
