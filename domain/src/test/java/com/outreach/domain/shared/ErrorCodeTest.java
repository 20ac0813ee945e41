package com.outreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The catalogue's spec wording, and how an exception carries a code and its arguments. */
class ErrorCodeTest {
  @Test
  void theAuthenticationAndSubAccountMessages_areTheSpecsWording() {
    assertThat(ErrorCode.TOKEN_REQUIRED.message()).isEqualTo("Token is required!");
    assertThat(ErrorCode.INVALID_TOKEN.message()).isEqualTo("Invalid Token!");
    assertThat(ErrorCode.TOKEN_USER_NOT_FOUND.message()).isEqualTo("User not found!");
    assertThat(ErrorCode.USER_NOT_FOUND.message()).isEqualTo("User not found!");
    assertThat(ErrorCode.INVALID_AGENCY_OWNER_TOKEN.message())
        .isEqualTo("Invalid agency owner token.");
    assertThat(ErrorCode.INVALID_USER_EMAIL.message()).isEqualTo("Invalid user email!");
    assertThat(ErrorCode.USER_ALREADY_REGISTERED.message())
        .isEqualTo("User is already registered with this email!");
  }

  @Test
  void aTemplateWithSlots_isFilledFromTheArguments() {
    assertThat(ErrorCode.FIELD_TOO_LONG.template()).isEqualTo("%s must be at most %d characters!");
    assertThat(ErrorCode.FIELD_TOO_LONG.message("Description", 5000))
        .isEqualTo("Description must be at most 5000 characters!");
  }

  @Test
  void aDomainException_carriesItsCodeArgumentsAndMessage_butNoStackTrace() {
    DomainException e = new DomainException(ErrorCode.INVALID_PLACEHOLDER, "message1");

    assertThat(e.code()).isEqualTo(ErrorCode.INVALID_PLACEHOLDER);
    assertThat(e.args()).containsExactly("message1");
    assertThat(e.getMessage()).isEqualTo("Invalid placeholder in message1!");
    assertThat(e.getStackTrace()).isEmpty();
  }
}
