package com.outreach.application.port.in.user;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The operator's {@code users create} (D-2). The command line names the email first, so an email
 * problem is reported before a name problem; a chosen token must be at least 32 characters.
 */
class CreateUserCommandTest {
  private static final String TOKEN_32 = "t".repeat(32);

  @Test
  void noEmailAndNoName_isEmailRequired() {
    assertRefused(
        () -> CreateUserCommand.of(null, null, true, null, null, null),
        ErrorCode.EMAIL_REQUIRED,
        "Email is required!");
  }

  @Test
  void aMalformedEmail_isInvalidEmail_beforeTheNameIsChecked() {
    assertRefused(
        () -> CreateUserCommand.of("ops@acme", null, true, null, null, null),
        ErrorCode.INVALID_EMAIL,
        "Invalid email!");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"  "})
  void noName_isNameRequired(String name) {
    assertRefused(
        () -> CreateUserCommand.of("ops@acme.example", name, true, null, null, null),
        ErrorCode.NAME_REQUIRED,
        "Name is required!");
  }

  @Test
  void aNameOf200Characters_isAccepted_and201AreTooLong() {
    assertThat(
            CreateUserCommand.of("ops@acme.example", "n".repeat(200), true, null, null, null)
                .name())
        .isEqualTo("n".repeat(200));
    assertRefused(
        () -> CreateUserCommand.of("ops@acme.example", "n".repeat(201), true, null, null, null),
        ErrorCode.FIELD_TOO_LONG,
        "Name must be at most 200 characters!");
  }

  @Test
  void anAgency_isAnAgencyOwner_withTheDefaultPlan_andNoChosenToken() {
    CreateUserCommand command =
        CreateUserCommand.of(" Ops@Acme.example ", " Acme ", true, null, null, null);

    assertThat(command)
        .isEqualTo(
            new CreateUserCommand(
                new EmailAddress("Ops@Acme.example"),
                "Acme",
                Role.AGENCY_OWNER,
                new Plan("CUSTOMER", null),
                null));
  }

  @Test
  void aNonAgency_isAMember_withTheGivenPlanAndExpiry() {
    Instant expires = Instant.parse("2027-01-01T00:00:00Z");

    CreateUserCommand command =
        CreateUserCommand.of("m@acme.example", "Member", false, " PRO ", expires, null);

    assertThat(command.role()).isEqualTo(Role.MEMBER);
    assertThat(command.plan()).isEqualTo(new Plan("PRO", expires));
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"   "})
  void aBlankPlanId_isTheDefaultPlan(String planId) {
    assertThat(CreateUserCommand.of("m@acme.example", "Member", false, planId, null, null).plan())
        .isEqualTo(new Plan("CUSTOMER", null));
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"  "})
  void aBlankToken_meansNoChosenToken(String token) {
    assertThat(CreateUserCommand.of("ops@acme.example", "Acme", true, null, null, token).token())
        .isNull();
  }

  @Test
  void aChosenTokenOf32Characters_isAccepted() {
    assertThat(CreateUserCommand.of("ops@acme.example", "Acme", true, null, null, TOKEN_32).token())
        .isEqualTo(new ApiKey(TOKEN_32));
  }

  @Test
  void aChosenTokenOf31Characters_isRefused() {
    assertThatThrownBy(
            () ->
                CreateUserCommand.of("ops@acme.example", "Acme", true, null, null, "t".repeat(31)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a chosen token must be at least 32 characters");
  }

  @Test
  void theConstructor_checksTheNameBeforeTheOtherFields() {
    assertRefused(
        () -> new CreateUserCommand(null, " ", null, null, null),
        ErrorCode.NAME_REQUIRED,
        "Name is required!");
  }

  @Test
  void theConstructor_refusesAMissingEmailRoleOrPlan() {
    EmailAddress email = new EmailAddress("ops@acme.example");
    Plan plan = Plan.of("CUSTOMER");

    assertThatThrownBy(() -> new CreateUserCommand(null, "Acme", Role.MEMBER, plan, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("email, role and plan are required");
    assertThatThrownBy(() -> new CreateUserCommand(email, "Acme", null, plan, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("email, role and plan are required");
    assertThatThrownBy(() -> new CreateUserCommand(email, "Acme", Role.MEMBER, null, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("email, role and plan are required");
  }
}
