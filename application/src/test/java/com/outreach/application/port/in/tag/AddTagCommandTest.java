package com.outreach.application.port.in.tag;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import org.junit.jupiter.api.Test;

/** Spec 4.12, D-22: name first, then color, with the exact messages. */
class AddTagCommandTest {
  private static final UserId ME = UserId.random();

  @Test
  void aValidTag_isStrippedAndKeepsItsColor() {
    AddTagCommand c = AddTagCommand.of(ME, " Hot lead ", " #FA0 ");

    assertThat(c.name()).isEqualTo("Hot lead");
    assertThat(c.color().value()).isEqualTo("#FA0");
  }

  @Test
  void theChecks_runInOrder() {
    assertRefused(
        () -> AddTagCommand.of(ME, null, null), ErrorCode.NAME_REQUIRED, "Name is required!");
    assertRefused(
        () -> AddTagCommand.of(ME, "  ", "bad"), ErrorCode.NAME_REQUIRED, "Name is required!");
    assertRefused(
        () -> AddTagCommand.of(ME, "n".repeat(201), null),
        ErrorCode.FIELD_TOO_LONG,
        "Name must be at most 200 characters!");
    assertRefused(
        () -> AddTagCommand.of(ME, "Hot", null), ErrorCode.COLOR_REQUIRED, "Color is required!");
    assertRefused(
        () -> AddTagCommand.of(ME, "Hot", " "), ErrorCode.COLOR_REQUIRED, "Color is required!");
    assertRefused(
        () -> AddTagCommand.of(ME, "Hot", "red"), ErrorCode.INVALID_COLOR, "Invalid color!");
  }
}
