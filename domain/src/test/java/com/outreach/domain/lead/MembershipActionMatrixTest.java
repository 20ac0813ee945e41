package com.outreach.domain.lead;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every membership status against every client action (spec 4.17, D-19), written out. The second
 * column is the step count before the action; the last is the status after it, or NOT_FOUND for
 * {@code Lead not found!}. Finished memberships keep their status on PAUSE and RESUME.
 */
class MembershipActionMatrixTest {
  @ParameterizedTest(name = "{0} (step {1}) + {2} -> {3}")
  @CsvSource(
      textBlock =
          """
      PENDING,      0, PAUSE,   PAUSED
      PENDING,      0, RESUME,  PENDING
      PENDING,      0, DELETED, DELETED
      IN_PROGRESS,  2, PAUSE,   PAUSED
      IN_PROGRESS,  2, RESUME,  IN_PROGRESS
      IN_PROGRESS,  2, DELETED, DELETED
      PAUSED,       0, PAUSE,   PAUSED
      PAUSED,       0, RESUME,  PENDING
      PAUSED,       1, RESUME,  IN_PROGRESS
      PAUSED,       1, DELETED, DELETED
      REPLIED,      1, PAUSE,   REPLIED
      REPLIED,      1, RESUME,  REPLIED
      REPLIED,      1, DELETED, DELETED
      COMPLETED,    3, PAUSE,   COMPLETED
      COMPLETED,    3, RESUME,  COMPLETED
      COMPLETED,    3, DELETED, DELETED
      FAILED,       1, PAUSE,   FAILED
      FAILED,       1, RESUME,  FAILED
      FAILED,       1, DELETED, DELETED
      BLACKLISTED,  0, PAUSE,   BLACKLISTED
      BLACKLISTED,  0, RESUME,  BLACKLISTED
      BLACKLISTED,  0, DELETED, DELETED
      BOUNCED,      1, PAUSE,   BOUNCED
      BOUNCED,      1, RESUME,  BOUNCED
      BOUNCED,      1, DELETED, DELETED
      UNSUBSCRIBED, 2, PAUSE,   UNSUBSCRIBED
      UNSUBSCRIBED, 2, RESUME,  UNSUBSCRIBED
      UNSUBSCRIBED, 2, DELETED, DELETED
      DELETED,      1, PAUSE,   NOT_FOUND
      DELETED,      1, RESUME,  NOT_FOUND
      DELETED,      1, DELETED, NOT_FOUND
      """)
  void apply(MembershipStatus from, int step, LeadAction action, String outcome) {
    MembershipState state = new MembershipState(from, step);
    if (outcome.equals("NOT_FOUND")) {
      assertRefused(() -> state.apply(action), ErrorCode.LEAD_NOT_FOUND, "Lead not found!");
    } else {
      assertThat(state.apply(action))
          .isEqualTo(new MembershipState(MembershipStatus.valueOf(outcome), step));
    }
  }

  @ParameterizedTest(name = "{0}: pause then resume -> {2}")
  @CsvSource({"PENDING, 0, PENDING", "IN_PROGRESS, 1, IN_PROGRESS", "IN_PROGRESS, 3, IN_PROGRESS"})
  void resume_continuesWhereItStopped(MembershipStatus from, int step, MembershipStatus expected) {
    MembershipState resumed = new MembershipState(from, step).pause().pause().resume();
    assertThat(resumed).isEqualTo(new MembershipState(expected, step));
  }
}
