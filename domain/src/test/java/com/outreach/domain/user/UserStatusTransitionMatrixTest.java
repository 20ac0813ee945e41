package com.outreach.domain.user;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.time.Instant;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every from/to pair of the sub-account lifecycle and every (status, action) pair of {@link User},
 * written out (spec 3.1, D-7, D-9, D-10): pause and resume are idempotent, nothing leaves
 * CANCELLED, and a cancelled account answers like an unknown email.
 */
class UserStatusTransitionMatrixTest {
  private static final Cancellation NOW_CANCELLATION =
      new Cancellation("Budget", "No longer needed", Instant.parse("2026-03-01T10:00:00Z"));

  @Test
  void theMatrices_coverEveryStatus() {
    // 3 x 3 rows below; a new status must add its rows.
    assertThat(UserStatus.values())
        .containsExactly(UserStatus.ACTIVE, UserStatus.PAUSED, UserStatus.CANCELLED);
  }

  @ParameterizedTest(name = "{0} -> {1}: {2}")
  @CsvSource(
      textBlock =
          """
      ACTIVE,    ACTIVE,    allowed
      ACTIVE,    PAUSED,    allowed
      ACTIVE,    CANCELLED, allowed
      PAUSED,    ACTIVE,    allowed
      PAUSED,    PAUSED,    allowed
      PAUSED,    CANCELLED, allowed
      CANCELLED, ACTIVE,    refused
      CANCELLED, PAUSED,    refused
      CANCELLED, CANCELLED, refused
      """)
  void canMoveTo(UserStatus from, UserStatus to, String outcome) {
    assertThat(from.canMoveTo(to)).isEqualTo(outcome.equals("allowed"));
    assertThat(from.next().contains(to)).isEqualTo(outcome.equals("allowed"));
  }

  @ParameterizedTest(name = "{1} when {0}: {2}")
  @CsvSource(
      textBlock =
          """
      ACTIVE,    pause,  PAUSED
      ACTIVE,    resume, ACTIVE
      ACTIVE,    cancel, CANCELLED
      PAUSED,    pause,  PAUSED
      PAUSED,    resume, ACTIVE
      PAUSED,    cancel, CANCELLED
      CANCELLED, pause,  Invalid user email!
      CANCELLED, resume, Invalid user email!
      CANCELLED, cancel, Invalid user email!
      """)
  void action(UserStatus from, String action, String outcome) {
    User user = Users.subAccount(from);
    User.Snapshot before = user.snapshot();
    Consumer<User> act =
        switch (action) {
          case "pause" -> User::pause;
          case "resume" -> User::resume;
          case "cancel" -> u -> u.cancel(NOW_CANCELLATION);
          default -> throw new IllegalArgumentException(action);
        };

    if (outcome.equals("Invalid user email!")) {
      assertRefused(() -> act.accept(user), ErrorCode.INVALID_USER_EMAIL, "Invalid user email!");
      assertThat(user.snapshot()).isEqualTo(before);
      return;
    }
    act.accept(user);
    UserStatus to = UserStatus.valueOf(outcome);
    assertThat(user.status()).isEqualTo(to);
    assertThat(user.cancellation())
        .isEqualTo(
            to == UserStatus.CANCELLED
                ? java.util.Optional.of(NOW_CANCELLATION)
                : java.util.Optional.empty());
    assertThat(user.snapshot())
        .isEqualTo(
            new User.Snapshot(
                before.id(),
                before.email(),
                before.fullName(),
                before.role(),
                before.parentAgency(),
                before.plan(),
                to,
                before.apiKey(),
                before.createdAt(),
                user.cancellation().orElse(null)));
  }
}
